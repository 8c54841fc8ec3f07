import { describe, expect, it } from 'vitest';
import { checkHolderName } from './holderName';
import { maskCardNumber } from './masking';

describe('cardholder and real name', () => {
  it('a holder equal to the real name matches, any other is a mismatch', () => {
    expect(checkHolderName('张三', '张三')).toBe('matches');
    expect(checkHolderName('张三', ' 张三 ')).toBe('matches');
    expect(checkHolderName('张三', '李四')).toBe('mismatch');
    expect(checkHolderName('John Smith', 'john smith')).toBe('mismatch');
  });

  it('without a real name the first holder becomes it', () => {
    expect(checkHolderName(null, '张三')).toBe('becomesRealName');
    expect(checkHolderName('', 'Ann Lee')).toBe('becomesRealName');
  });
});

describe('maskCardNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskCardNumber('6222021234567890123')).toBe('**** **** **** 0123');
    expect(maskCardNumber('4111111111111111')).toBe('**** **** **** 1111');
  });
});
