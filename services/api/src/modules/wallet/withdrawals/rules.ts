import {
  fenAtRate,
  yuanToFen,
  type WithdrawalType,
  type WithdrawalWindow,
} from '@platform/api-client/contract';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A scheduled withdrawal arrives within one of four windows counted from the request (0-6, 6-12,
 * 12-18 or 18-24 hours); the longer the player agrees to wait, the larger the extra, from 0.1 % to
 * 0.6 % (basis points; docs/product-rules.md#withdrawals).
 */
export const WITHDRAWAL_EXTRA_RATE_BP: Record<WithdrawalWindow, number> = {
  '0-6': 10,
  '6-12': 20,
  '12-18': 40,
  '18-24': 60,
};

/**
 * The smallest withdrawal paid out: the product names none, and a payout has a cost
 * (docs/product-rules.md#withdrawals).
 */
export const MIN_WITHDRAWAL = yuanToFen(100);

/** Withdrawals normally arrive within 10 minutes (docs/product-rules.md#withdrawals). */
export const INSTANT_ARRIVAL_MS = 10 * 60 * 1000;

/** The extra of a scheduled withdrawal, rounded down to the fen (never paid in fractions). */
export function withdrawalExtra(amount: number, window: WithdrawalWindow | null): number {
  return window ? fenAtRate(amount, WITHDRAWAL_EXTRA_RATE_BP[window]) : 0;
}

/** When the payout may be made and when the money is expected. */
export function payoutSchedule(
  type: WithdrawalType,
  window: WithdrawalWindow | null,
  requestedAt: Date,
): { payAfter: Date; expectedArrivalAt: Date } {
  const at = requestedAt.getTime();
  if (type === 'instant' || !window) {
    return { payAfter: requestedAt, expectedArrivalAt: new Date(at + INSTANT_ARRIVAL_MS) };
  }
  const [from, to] = window.split('-').map(Number) as [number, number];
  return {
    payAfter: new Date(at + from * HOUR_MS),
    expectedArrivalAt: new Date(at + to * HOUR_MS),
  };
}

export interface DailyQuota {
  countLimit: number;
  countUsed: number;
  amountLimit: number;
  amountUsed: number;
  availableAmount: number;
}

/**
 * Today's quota by VIP level (count and amount), and what the next withdrawal may be: what is
 * left of the amount, capped by what the central wallet can spend; nothing once the count is used.
 */
export function dailyQuota(input: {
  countLimit: number;
  amountLimit: number;
  countUsed: number;
  amountUsed: number;
  centralAvailable: number;
}): DailyQuota {
  const countLeft = input.countLimit - input.countUsed;
  const amountLeft = Math.max(0, input.amountLimit - input.amountUsed);
  return {
    countLimit: input.countLimit,
    countUsed: input.countUsed,
    amountLimit: input.amountLimit,
    amountUsed: input.amountUsed,
    availableAmount: countLeft > 0 ? Math.max(0, Math.min(amountLeft, input.centralAvailable)) : 0,
  };
}
