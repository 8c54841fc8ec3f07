import { describe, expect, it } from 'vitest';
import { dailyQuota } from './withdrawals';

describe('withdrawal rules', () => {
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
