import { describe, expect, it } from 'vitest';
import { scheduledExtra, withdrawalsLeftToday, withdrawAmountIssue } from './rules';

const bankCard = { minAmount: 10_000, maxAmount: 5_000_000 };

describe('scheduled withdrawal extra (spec 4)', () => {
  it('is the window rate of the amount, rounded down to the fen', () => {
    expect(scheduledExtra(100_000, 10)).toBe(100); // 1,000 yuan at 0.1 % = 1 yuan
    expect(scheduledExtra(100_000, 60)).toBe(600);
    expect(scheduledExtra(12_345, 40)).toBe(49); // 49.38 fen
    expect(scheduledExtra(0, 60)).toBe(0);
  });
});

describe('withdrawal amount (spec 5)', () => {
  it('may not exceed the available quota', () => {
    expect(withdrawAmountIssue('1000', bankCard, { availableAmount: 100_000 })).toBeNull();
    expect(withdrawAmountIssue('1000.01', bankCard, { availableAmount: 100_000 })).toEqual({
      key: 'validation:amount.exceedsQuota',
    });
  });

  it('refuses everything once nothing is left today', () => {
    expect(withdrawAmountIssue('100', bankCard, { availableAmount: 0 })?.key).toBe(
      'validation:amount.exceedsQuota',
    );
  });

  it("is at least the method's minimum", () => {
    expect(withdrawAmountIssue('99.99', bankCard, { availableAmount: 100_000 })).toEqual({
      key: 'wallet:withdraw.belowMinimum',
      values: { min: '100.00' },
    });
  });

  it('is yuan with at most two decimals', () => {
    expect(withdrawAmountIssue('', bankCard, { availableAmount: 100_000 })?.key).toBe(
      'validation:amount.required',
    );
    expect(withdrawAmountIssue('100.001', bankCard, { availableAmount: 100_000 })?.key).toBe(
      'validation:amount.format',
    );
  });

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
