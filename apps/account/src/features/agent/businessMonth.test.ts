import { describe, expect, it } from 'vitest';
import { thisBusinessMonth } from './businessMonth';

describe('this business month', () => {
  it('runs from the first of the month to today, in Shanghai time', () => {
    expect(thisBusinessMonth(new Date('2026-03-15T10:00:00Z'))).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
    // 31 March 17:00 UTC is already 1 April in Shanghai.
    expect(thisBusinessMonth(new Date('2026-03-31T17:00:00Z'))).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-01',
    });
  });
});
