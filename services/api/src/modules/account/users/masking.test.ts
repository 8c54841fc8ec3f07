import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './masking';

describe('masking', () => {
  it('keeps the first three and last four digits of a phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('12345')).toBe('1****');
  });

  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('b@x.io')).toBe('b***@x.io');
    expect(maskEmail(null)).toBeNull();
  });
});
