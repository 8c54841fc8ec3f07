import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  amountSchema,
  channelAmountSchema,
  depositAmountSchema,
  isWholeAmount,
  transferAmountSchema,
  typedAmountSchema,
  withdrawalAmountSchema,
} from './money';

function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function firstParams(schema: z.ZodType, value: unknown): unknown {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue?.code === 'custom' ? issue.params : undefined;
}

describe('amountSchema (whole fen above zero, within its bounds)', () => {
  it('refuses fractions of a fen, zero and a missing amount', () => {
    expect(firstError(amountSchema(), 100_00.5)).toBe('amount.format');
    expect(firstError(amountSchema(), 0)).toBe('amount.positive');
    expect(firstError(amountSchema(), -1)).toBe('amount.positive');
    expect(firstError(amountSchema(), undefined)).toBe('amount.required');
    expect(amountSchema().safeParse(1).success).toBe(true);
  });

  it('names the range, in minor units with their currency, when the amount is outside it', () => {
    const range = amountSchema({ min: 100_00, max: 3_000_00 });
    expect(range.safeParse(100_00).success).toBe(true);
    expect(range.safeParse(3_000_00).success).toBe(true);
    expect(firstError(range, 99_99)).toBe('amount.outOfRange');
    expect(firstParams(range, 3_000_01)).toEqual({ min: 100_00, max: 3_000_00, currency: 'CNY' });
  });

  it('names the minimum when there is no maximum', () => {
    const atLeast = amountSchema({ min: 100_00 });
    expect(firstError(atLeast, 99_99)).toBe('amount.belowMinimum');
    expect(firstParams(atLeast, 99_99)).toEqual({ min: 100_00, currency: 'CNY' });
  });

  it('keeps within the quota first, then the balance', () => {
    const both = amountSchema({ quota: 500_00, balance: 300_00 });
    expect(firstError(both, 500_01)).toBe('amount.exceedsQuota');
    expect(firstError(both, 300_01)).toBe('amount.exceedsSource');
    expect(both.safeParse(300_00).success).toBe(true);
  });
});

describe('typedAmountSchema (yuan as typed → fen)', () => {
  it('reads yuan with at most two decimals into fen', () => {
    expect(typedAmountSchema().parse(' 12.5 ')).toBe(12_50);
    expect(typedAmountSchema().parse('200')).toBe(200_00);
  });

  it('asks for an empty or untouched field, refuses other text', () => {
    expect(firstError(typedAmountSchema(), '')).toBe('amount.required');
    expect(firstError(typedAmountSchema(), '  ')).toBe('amount.required');
    expect(firstError(typedAmountSchema(), undefined)).toBe('amount.required');
    expect(firstError(typedAmountSchema(), '1.234')).toBe('amount.format');
    expect(firstError(typedAmountSchema(), '-5')).toBe('amount.format');
    expect(firstError(typedAmountSchema(), 'abc')).toBe('amount.format');
    expect(firstError(typedAmountSchema(), '0')).toBe('amount.positive');
  });

  it('then applies the rule it wraps', () => {
    expect(firstError(typedAmountSchema(transferAmountSchema(200_00)), '200.01')).toBe(
      'amount.exceedsSource',
    );
  });
});

describe('depositAmountSchema (fen, 100-3,000 or 100-1,000,000 yuan by method)', () => {
  const standard = depositAmountSchema('thirdPartyTopUp');
  const large = depositAmountSchema('bankCardTransfer');

  it('accepts the bounds', () => {
    expect(standard.safeParse(100_00).success).toBe(true);
    expect(standard.safeParse(3_000_00).success).toBe(true);
    expect(large.safeParse(1_000_000_00).success).toBe(true);
  });

  it('refuses amounts outside the range', () => {
    expect(firstError(standard, 99_99)).toBe('amount.outOfRange');
    expect(firstError(standard, 3_000_01)).toBe('amount.outOfRange');
    expect(firstParams(large, 1_000_000_01)).toEqual({
      min: 100_00,
      max: 1_000_000_00,
      currency: 'CNY',
    });
  });
});

describe("channelAmountSchema (the operator's limits of a deposit channel)", () => {
  const open = {
    minAmount: 100_00,
    maxAmount: 3_000_00,
    fixedAmounts: [],
    fixedAmountsOnly: false,
  };
  const redPacket = { ...open, fixedAmounts: [100_00, 200_00], fixedAmountsOnly: true };

  it('accepts the limits themselves and refuses one fen outside', () => {
    expect(channelAmountSchema(open).safeParse(100_00).success).toBe(true);
    expect(channelAmountSchema(open).safeParse(3_000_00).success).toBe(true);
    expect(channelAmountSchema(open).safeParse(123_45).success).toBe(true);
    expect(firstError(channelAmountSchema(open), 99_99)).toBe('amount.outOfRange');
    expect(firstError(channelAmountSchema(open), 3_000_01)).toBe('amount.outOfRange');
  });

  it('takes only the fixed sums on a fixed-amount channel', () => {
    expect(channelAmountSchema(redPacket).safeParse(200_00).success).toBe(true);
    expect(firstError(channelAmountSchema(redPacket), 150_00)).toBe('amount.notOffered');
    // Quick amounts on an open channel are suggestions only.
    const suggested = channelAmountSchema({ ...redPacket, fixedAmountsOnly: false });
    expect(suggested.safeParse(150_00).success).toBe(true);
  });
});

describe('transferAmountSchema (not above the source balance)', () => {
  it('accepts up to the balance', () => {
    expect(transferAmountSchema(500_00).safeParse(500_00).success).toBe(true);
  });

  it('refuses more than the balance', () => {
    expect(firstError(transferAmountSchema(500_00), 500_01)).toBe('amount.exceedsSource');
  });

  it('refuses a negative amount', () => {
    expect(firstError(transferAmountSchema(500_00), -1)).toBe('amount.positive');
  });

  it('checks only the amount itself while the source is not known', () => {
    expect(transferAmountSchema(null).safeParse(900_000_00).success).toBe(true);
    expect(firstError(transferAmountSchema(null), 0)).toBe('amount.positive');
  });
});

describe("withdrawalAmountSchema (the method's minimum, today's quota, the central wallet)", () => {
  const quota = { amountLimit: 50_000_00, amountUsed: 200_00, availableAmount: 1_000_50 };

  it('accepts up to what is available', () => {
    expect(withdrawalAmountSchema(100_00, quota).safeParse(1_000_50).success).toBe(true);
  });

  it("is at least the method's minimum", () => {
    const below = withdrawalAmountSchema(100_00, quota);
    expect(firstError(below, 99_99)).toBe('amount.belowMinimum');
    expect(firstParams(below, 99_99)).toEqual({ min: 100_00, currency: 'CNY' });
  });

  it('may not exceed the quota left today, nor the central wallet within it', () => {
    const rich = { ...quota, availableAmount: 49_800_00 };
    expect(firstError(withdrawalAmountSchema(100_00, rich), 49_800_01)).toBe('amount.exceedsQuota');
    expect(firstError(withdrawalAmountSchema(100_00, quota), 1_000_51)).toBe(
      'amount.exceedsSource',
    );
  });

  it('refuses everything once the quota is used up', () => {
    const spent = { amountLimit: 1_000_00, amountUsed: 1_000_00, availableAmount: 0 };
    expect(firstError(withdrawalAmountSchema(100_00, spent), 100_00)).toBe('amount.exceedsQuota');
  });
});

describe('isWholeAmount ("whole amounts advised")', () => {
  it('tells whole yuan from amounts with fen', () => {
    expect(isWholeAmount(300_00)).toBe(true);
    expect(isWholeAmount(300_50)).toBe(false);
  });

  it('counts whole baht in satang and every đồng as whole', () => {
    expect(isWholeAmount(500_00, 'THB')).toBe(true);
    expect(isWholeAmount(500_50, 'THB')).toBe(false);
    expect(isWholeAmount(350_001, 'VND')).toBe(true);
  });
});

describe("amounts in the member's currency (docs/product-rules.md#currency)", () => {
  it('refuses a THB bound with the THB figures in the params', () => {
    const thb = depositAmountSchema('thirdPartyTopUp', 'THB');
    expect(thb.safeParse(500_00).success).toBe(true);
    expect(firstError(thb, 499_99)).toBe('amount.outOfRange');
    expect(firstParams(thb, 15_000_01)).toEqual({ min: 500_00, max: 15_000_00, currency: 'THB' });
    const minimum = withdrawalAmountSchema(500_00, { ...quotaOf(1_000_000_00) }, 'THB');
    expect(firstParams(minimum, 499_99)).toEqual({ min: 500_00, currency: 'THB' });
  });

  it('parses "500,50" and "500.50" typed in THB into satang', () => {
    expect(typedAmountSchema(amountSchema({ currency: 'THB' }), 'THB').parse('500,50')).toBe(
      500_50,
    );
    expect(typedAmountSchema(amountSchema({ currency: 'THB' }), 'THB').parse('500.50')).toBe(
      500_50,
    );
  });

  it('takes whole đồng only in VND', () => {
    const vnd = typedAmountSchema(amountSchema({ currency: 'VND' }), 'VND');
    expect(vnd.parse('350000')).toBe(350_000);
    expect(firstError(vnd, '350000.5')).toBe('amount.format');
    expect(firstError(vnd, '350000,50')).toBe('amount.format');
  });

  it('reads the deposit range through figureIn (100 yuan is 350,000 đồng)', () => {
    const vnd = depositAmountSchema('thirdPartyTopUp', 'VND');
    expect(firstParams(vnd, 349_999)).toEqual({ min: 350_000, max: 10_500_000, currency: 'VND' });
  });
});

function quotaOf(available: number) {
  return { amountLimit: available, amountUsed: 0, availableAmount: available };
}
