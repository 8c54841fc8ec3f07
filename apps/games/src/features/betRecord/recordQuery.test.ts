import { describe, expect, it } from 'vitest';
import { betRangeOf, businessDayStart, rangeWindow } from './recordQuery';

// 2026-03-10 01:30 in business time (UTC+8) is still 2026-03-09 in UTC.
const NOW = new Date('2026-03-09T17:30:00.000Z');

describe('bet record periods', () => {
  it('starts the business day at midnight in the business zone, not in UTC', () => {
    expect(new Date(businessDayStart(NOW)).toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('covers whole business days, up to the midnight after the last', () => {
    expect(rangeWindow('today', NOW)).toEqual({
      startTime: '2026-03-09T16:00:00.000Z',
      endTime: '2026-03-10T16:00:00.000Z',
    });
    expect(rangeWindow('yesterday', NOW)).toEqual({
      startTime: '2026-03-08T16:00:00.000Z',
      endTime: '2026-03-09T16:00:00.000Z',
    });
    expect(rangeWindow('week', NOW).startTime).toBe('2026-03-03T16:00:00.000Z');
    expect(rangeWindow('month', NOW).startTime).toBe('2026-02-08T16:00:00.000Z');
  });

  it('reads the period of the address, the last 7 days when unknown', () => {
    expect(betRangeOf('today')).toBe('today');
    expect(betRangeOf('year')).toBe('week');
    expect(betRangeOf(null)).toBe('week');
  });
});
