import { describe, expect, it } from 'vitest';
import { middleDigitsMatch, phoneMiddleDigits } from './securityVerification';

describe('phone middle digits', () => {
  it('are the four digits the masked phone hides', () => {
    expect(phoneMiddleDigits('13812345678')).toBe('1234');
  });

  it('match only the exact four digits', () => {
    expect(middleDigitsMatch('13812345678', '1234')).toBe(true);
    expect(middleDigitsMatch('13812345678', ' 1234 ')).toBe(true);
    expect(middleDigitsMatch('13812345678', '1235')).toBe(false);
    expect(middleDigitsMatch('13812345678', '5678')).toBe(false);
    expect(middleDigitsMatch('13812345678', '123')).toBe(false);
    expect(middleDigitsMatch('13812345678', '12345')).toBe(false);
  });
});
