import { z } from 'zod';
import { DEPOSIT_METHOD_AMOUNT_RANGE, type DepositMethod } from '../catalogue';
import { DEPOSIT_RANGES_YUAN } from '../constants';
import { BASE_CURRENCY, figureIn, minorPerMajor, type CurrencyCode } from '../currency';
import { parseAmount, yuanToFen, type Fen } from '../money';

/** What an amount must keep, every bound in fen; each bound refuses with its own message. */
export interface AmountBounds {
  /** The least accepted (one fen when not given). */
  min?: Fen | undefined;
  /** The most accepted. */
  max?: Fen | undefined;
  /** What today's quota leaves (a withdrawal). */
  quota?: Fen | undefined;
  /** What the source wallet can spend (a transfer, a withdrawal). */
  balance?: Fen | undefined;
  /** Only these sums are taken (red-packet deposit channels). */
  offered?: readonly Fen[] | undefined;
  /** The member's currency the bounds are in (docs/product-rules.md#currency); base when not given. */
  currency?: CurrencyCode | undefined;
}

/**
 * A refusal of the amount rule: a `validation` message key and the figures it shows, in minor
 * units with their currency, so the texts write them with `{{min, money}}` in the reader's language.
 */
export interface AmountIssue {
  message: string;
  params?: { min: number; max?: number; currency: CurrencyCode };
}

function amountIssue(amount: number, bounds: AmountBounds): AmountIssue | null {
  if (!Number.isInteger(amount)) return { message: 'amount.format' };
  if (amount <= 0) return { message: 'amount.positive' };
  const { min, max } = bounds;
  const currency = bounds.currency ?? BASE_CURRENCY;
  if (max !== undefined && (amount > max || amount < (min ?? 1)))
    return { message: 'amount.outOfRange', params: { min: min ?? 1, max, currency } };
  if (min !== undefined && amount < min)
    return { message: 'amount.belowMinimum', params: { min, currency } };
  if (bounds.offered && !bounds.offered.includes(amount)) return { message: 'amount.notOffered' };
  if (bounds.quota !== undefined && amount > bounds.quota)
    return { message: 'amount.exceedsQuota' };
  if (bounds.balance !== undefined && amount > bounds.balance)
    return { message: 'amount.exceedsSource' };
  return null;
}

/**
 * The one amount rule (docs/product-rules.md#money), in integer fen: a whole number of fen above
 * zero, within [min, max], one of the offered sums where a channel takes only those, and not over
 * the quota or the balance where there is one. Forms apply it through typedAmountSchema, the
 * server to the fen it receives.
 */
export function amountSchema(bounds: AmountBounds = {}) {
  return z.number({ error: 'amount.required' }).superRefine((amount, ctx) => {
    const issue = amountIssue(amount, bounds);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
}

/**
 * An amount typed in the member's currency ("12", "12.3", "12,34"; whole đồng for VND) becomes
 * minor units, then meets `rule`.
 */
export function typedAmountSchema(
  rule: z.ZodType<Fen, Fen> = amountSchema(),
  currency: CurrencyCode = BASE_CURRENCY,
) {
  return z
    .string({ error: 'amount.required' })
    .transform((text, ctx) => {
      const trimmed = text.trim();
      const fen = trimmed === '' ? null : parseAmount(trimmed, currency);
      if (fen !== null) return fen;
      ctx.addIssue({
        code: 'custom',
        message: trimmed === '' ? 'amount.required' : 'amount.format',
      });
      return z.NEVER;
    })
    .pipe(rule);
}

/** A deposit is 100-3,000 or 100-1,000,000 yuan by method (docs/product-rules.md#deposits). */
export function depositAmountSchema(method: DepositMethod, currency: CurrencyCode = BASE_CURRENCY) {
  const range = DEPOSIT_RANGES_YUAN[DEPOSIT_METHOD_AMOUNT_RANGE[method]];
  return amountSchema({
    min: figureIn(currency, yuanToFen(range.min)),
    max: figureIn(currency, yuanToFen(range.max)),
    currency,
  });
}

/** What the operator set for one deposit channel (getPaymentMethod's channel). */
export interface ChannelLimits {
  minAmount: Fen;
  maxAmount: Fen;
  fixedAmounts: readonly Fen[];
  fixedAmountsOnly: boolean;
}

/**
 * A deposit channel's own limits on top of its method's range: within the channel's minimum and
 * maximum, and on red-packet channels one of their fixed sums.
 */
export function channelAmountSchema(
  channel: ChannelLimits,
  currency: CurrencyCode = BASE_CURRENCY,
) {
  return amountSchema({
    currency,
    min: channel.minAmount,
    max: channel.maxAmount,
    offered: channel.fixedAmountsOnly ? channel.fixedAmounts : undefined,
  });
}

/**
 * A transfer may not exceed the source wallet's balance (docs/product-rules.md#transfers); while
 * no source is chosen, only the amount itself is checked.
 */
export function transferAmountSchema(
  sourceBalance: Fen | null,
  currency: CurrencyCode = BASE_CURRENCY,
) {
  return amountSchema({ balance: sourceBalance ?? undefined, currency });
}

/** Today's withdrawal quota as getWithdrawMethod answers it. */
export interface WithdrawalQuota {
  amountLimit: Fen;
  amountUsed: Fen;
  /** The quota left, capped by what the central wallet can spend. */
  availableAmount: Fen;
}

/**
 * A withdrawal (docs/product-rules.md#withdrawals) is at least the method's minimum and within
 * today's quota; within the quota, what the central wallet can spend caps it (availableAmount).
 */
export function withdrawalAmountSchema(
  minAmount: Fen,
  quota: WithdrawalQuota,
  currency: CurrencyCode = BASE_CURRENCY,
) {
  return amountSchema({
    currency,
    min: minAmount,
    quota: Math.max(0, quota.amountLimit - quota.amountUsed),
    balance: quota.availableAmount,
  });
}

/** "Whole amounts advised": a hint for amounts without decimals in their currency, not a refusal. */
export function isWholeAmount(amount: number, currency: CurrencyCode = BASE_CURRENCY): boolean {
  return amount % minorPerMajor(currency) === 0;
}
