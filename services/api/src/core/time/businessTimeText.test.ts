import { describe, expect, it } from 'vitest';
import { businessTimeText } from './businessTimeText';

describe('businessTimeText', () => {
  it('writes the business time (Asia/Shanghai) to the minute with its offset', () => {
    expect(businessTimeText(new Date('2026-01-15T04:30:00Z'))).toBe('2026-01-15 12:30 (GMT+8)');
    expect(businessTimeText(new Date('2026-01-15T16:05:00Z'))).toBe('2026-01-16 00:05 (GMT+8)');
  });

  it('rounds up to the next minute, so a lock end is never shown too early', () => {
    expect(businessTimeText(new Date('2026-01-15T04:30:01Z'))).toBe('2026-01-15 12:31 (GMT+8)');
  });
});
