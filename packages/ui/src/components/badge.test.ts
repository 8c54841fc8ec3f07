import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badge text', () => {
  it('shows the count, capped at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});
