import { describe, expect, it } from 'vitest';
import { canReleaseVenueLock } from './venueLock';

describe('venue lock', () => {
  const lock = {
    requiredTurnover: 180_000,
    completedTurnover: 0,
    venueBalance: 20_000,
    unsettledBets: 0,
  };

  it('is released once the turnover is met', () => {
    expect(canReleaseVenueLock({ ...lock, completedTurnover: 179_999 })).toBe(false);
    expect(canReleaseVenueLock({ ...lock, completedTurnover: 180_000 })).toBe(true);
    expect(canReleaseVenueLock({ ...lock, completedTurnover: 180_000, unsettledBets: 3 })).toBe(
      true,
    );
  });

  it('is released under 5 yuan only when no bet is pending', () => {
    expect(canReleaseVenueLock({ ...lock, venueBalance: 499 })).toBe(true);
    expect(canReleaseVenueLock({ ...lock, venueBalance: 500 })).toBe(false);
    expect(canReleaseVenueLock({ ...lock, venueBalance: 499, unsettledBets: 1 })).toBe(false);
    // A transfer still waiting for the venue's answer (the application's own): balance unknown.
    expect(canReleaseVenueLock({ ...lock, venueBalance: null })).toBe(false);
  });
});
