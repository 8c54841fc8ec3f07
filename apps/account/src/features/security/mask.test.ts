import { describe, expect, it } from 'vitest';
import { maskRealName, phoneEnds } from './mask';

describe('masks', () => {
  it('shows only the first character of a real name', () => {
    expect(maskRealName('张三')).toBe('张*');
    expect(maskRealName('欧阳娜娜')).toBe('欧***');
    expect(maskRealName('John Smith')).toBe('J*** *****');
    expect(maskRealName('李')).toBe('李');
  });

  it('finds the ends of a masked phone around the hidden middle', () => {
    expect(phoneEnds('138****5678')).toEqual({ head: '138', tail: '5678' });
    expect(phoneEnds('13812345678')).toBeNull();
    expect(phoneEnds('1****')).toBeNull();
  });
});
