import { describe, expect, it } from 'vitest';
import { channelAmountProblem } from './amountRules';

const range = { minAmount: 10_000, maxAmount: 300_000, fixedAmounts: [], fixedAmountsOnly: false };
const redPacket = { ...range, fixedAmounts: [10_000, 20_000], fixedAmountsOnly: true };

describe('channelAmountProblem', () => {
  it('accepts the range limits themselves and refuses one fen outside', () => {
    expect(channelAmountProblem(range, 10_000)).toBeNull();
    expect(channelAmountProblem(range, 300_000)).toBeNull();
    expect(channelAmountProblem(range, 9_999)).toBe('outOfRange');
    expect(channelAmountProblem(range, 300_001)).toBe('outOfRange');
  });

  it('takes only the fixed sums on a fixed-amount channel', () => {
    expect(channelAmountProblem(redPacket, 20_000)).toBeNull();
    expect(channelAmountProblem(redPacket, 15_000)).toBe('notOffered');
  });
});
