import { describe, expect, it } from 'vitest';
import { areaCodeText, phoneBindNeedsCode } from './phoneSettings';

describe('phone settings', () => {
  it('asks for a bind code unless the switch is explicitly 0', () => {
    expect(phoneBindNeedsCode('0')).toBe(false);
    expect(phoneBindNeedsCode(' 0 ')).toBe(false);
    expect(phoneBindNeedsCode('1')).toBe(true);
    expect(phoneBindNeedsCode(null)).toBe(true);
    expect(phoneBindNeedsCode(undefined)).toBe(true);
    expect(phoneBindNeedsCode('off')).toBe(true);
  });

  it('shows the area code trimmed, and nothing for an empty one', () => {
    expect(areaCodeText(' +86 ')).toBe('+86');
    expect(areaCodeText('')).toBeNull();
    expect(areaCodeText(null)).toBeNull();
  });
});
