import { describe, expect, it } from 'vitest';
import { scheduledExtra, withdrawalsLeftToday } from './rules';

describe('scheduled withdrawal extra', () => {
  it('is the window rate of the amount, rounded down to the fen', () => {
    expect(scheduledExtra(100_000, 10)).toBe(100); // 1,000 yuan at 0.1 % = 1 yuan
    expect(scheduledExtra(100_000, 60)).toBe(600);
    expect(scheduledExtra(12_345, 40)).toBe(49); // 49.38 fen
    expect(scheduledExtra(0, 60)).toBe(0);
  });
});

describe('withdrawals left today', () => {
  it('counts the withdrawals left today', () => {
    expect(
      withdrawalsLeftToday({
        countLimit: 5,
        countUsed: 2,
        amountLimit: 0,
        amountUsed: 0,
        availableAmount: 0,
      }),
    ).toBe(3);
    expect(
      withdrawalsLeftToday({
        countLimit: 5,
        countUsed: 7,
        amountLimit: 0,
        amountUsed: 0,
        availableAmount: 0,
      }),
    ).toBe(0);
  });
});
