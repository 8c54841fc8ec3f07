import { describe, expect, it } from 'vitest';
import { dailyQuota, payoutSchedule, withdrawalExtra } from './rules';

describe('withdrawal rules', () => {
  it('the extra grows with the window, 0.1 % to 0.6 %, rounded down to the fen', () => {
    expect(withdrawalExtra(100_000, '0-6')).toBe(100);
    expect(withdrawalExtra(100_000, '6-12')).toBe(200);
    expect(withdrawalExtra(100_000, '12-18')).toBe(400);
    expect(withdrawalExtra(100_000, '18-24')).toBe(600);
    expect(withdrawalExtra(12_345, '18-24')).toBe(74);
    expect(withdrawalExtra(100_000, null)).toBe(0);
  });

  it('a scheduled withdrawal is paid inside its window, counted from the request', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(payoutSchedule('scheduled', '6-12', at)).toEqual({
      payAfter: new Date('2026-11-21T16:00:00Z'),
      expectedArrivalAt: new Date('2026-11-21T22:00:00Z'),
    });
    expect(payoutSchedule('instant', null, at)).toEqual({
      payAfter: at,
      expectedArrivalAt: new Date('2026-11-21T10:10:00Z'),
    });
  });

  it('the available amount is the quota left, capped by the wallet, zero once the count is used', () => {
    const base = { countLimit: 3, amountLimit: 50_000, countUsed: 1, amountUsed: 20_000 };
    expect(dailyQuota({ ...base, centralAvailable: 100_000 }).availableAmount).toBe(30_000);
    expect(dailyQuota({ ...base, centralAvailable: 12_000 }).availableAmount).toBe(12_000);
    expect(dailyQuota({ ...base, countUsed: 3, centralAvailable: 100_000 }).availableAmount).toBe(
      0,
    );
    expect(dailyQuota({ ...base, amountUsed: 60_000, centralAvailable: 100 }).availableAmount).toBe(
      0,
    );
  });
});
