import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEPOSIT_RANGES_YUAN } from '../constants';
import {
  depositAmountSchema,
  isWholeYuan,
  transferAmountSchema,
  withdrawalAmountSchema,
} from './money';

function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('depositAmountSchema (fen, 100-3,000 or 100-1,000,000 yuan)', () => {
  const standard = depositAmountSchema(DEPOSIT_RANGES_YUAN.standard);
  const large = depositAmountSchema(DEPOSIT_RANGES_YUAN.large);

  it('accepts the bounds', () => {
    expect(standard.safeParse(100_00).success).toBe(true);
    expect(standard.safeParse(3_000_00).success).toBe(true);
    expect(large.safeParse(1_000_000_00).success).toBe(true);
  });

  it('refuses amounts outside the range', () => {
    expect(firstError(standard, 99_99)).toBe('amount.depositRange');
    expect(firstError(standard, 3_000_01)).toBe('amount.depositRange');
    expect(firstError(large, 1_000_000_01)).toBe('amount.depositRange');
  });

  it('refuses fractions of a fen, zero and a missing amount', () => {
    expect(firstError(standard, 100_00.5)).toBe('amount.format');
    expect(firstError(standard, 0)).toBe('amount.positive');
    expect(firstError(standard, undefined)).toBe('amount.required');
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
});

describe('withdrawalAmountSchema (not above the available quota)', () => {
  it('accepts up to the quota', () => {
    expect(withdrawalAmountSchema(1_000_00).safeParse(1_000_00).success).toBe(true);
  });

  it('refuses more than the quota', () => {
    expect(firstError(withdrawalAmountSchema(1_000_00), 1_000_01)).toBe('amount.exceedsQuota');
  });
});

describe('isWholeYuan ("integers advised")', () => {
  it('tells whole yuan from amounts with fen', () => {
    expect(isWholeYuan(300_00)).toBe(true);
    expect(isWholeYuan(300_50)).toBe(false);
  });
});
