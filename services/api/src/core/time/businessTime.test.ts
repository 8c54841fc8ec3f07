import { describe, expect, it } from 'vitest';
import { businessDate, daysSinceJoining } from './businessTime';

describe('business time (Asia/Shanghai)', () => {
  it('dates an instant on the Shanghai calendar', () => {
    expect(businessDate(new Date('2026-01-15T15:59:59Z'))).toBe('2026-01-15');
    expect(businessDate(new Date('2026-01-15T16:00:00Z'))).toBe('2026-01-16');
  });

  it('counts the registration day as day 1 and turns over at Shanghai midnight', () => {
    const joined = new Date('2026-01-15T15:30:00Z'); // 23:30 in Shanghai
    expect(daysSinceJoining(joined, new Date('2026-01-15T15:59:00Z'))).toBe(1);
    expect(daysSinceJoining(joined, new Date('2026-01-15T16:00:00Z'))).toBe(2);
    expect(daysSinceJoining(joined, new Date('2026-02-14T16:00:00Z'))).toBe(32);
  });
});
