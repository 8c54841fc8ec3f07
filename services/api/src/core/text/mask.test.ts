import { describe, expect, it } from 'vitest';
import { firstChars, lastChars } from './mask';

describe('masks cut whole characters', () => {
  it('never leaves half of a surrogate pair', () => {
    const value = '𒇠ꏃ𐚹꩷🗔嘆ସ';
    expect(lastChars(value, 4)).toBe('꩷🗔嘆ସ');
    expect(firstChars(value, 2)).toBe('𒇠ꏃ');
    expect(lastChars('🗔x', 1)).toBe('x');
    expect(lastChars('x🗔', 1)).toBe('🗔');
  });

  it('answers the whole value when it is shorter', () => {
    expect(lastChars('12', 4)).toBe('12');
    expect(firstChars('', 3)).toBe('');
  });
});
