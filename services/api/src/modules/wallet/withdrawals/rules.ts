import {
  fenAtRate,
  WITHDRAWAL_EXTRA_RATE_BP,
  WITHDRAWAL_USUAL_MINUTES,
  type WithdrawalType,
  type WithdrawalWindow,
} from '@platform/api-client/contract';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Withdrawals normally arrive within WITHDRAWAL_USUAL_MINUTES (docs/product-rules.md#withdrawals);
 * the figures and the gates are the contract's (contract/rules/withdrawals.ts).
 */
export const INSTANT_ARRIVAL_MS = WITHDRAWAL_USUAL_MINUTES * 60 * 1000;

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
