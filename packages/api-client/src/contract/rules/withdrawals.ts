import {
  METHODS_AFTER_FIRST_WITHDRAWAL,
  WITHDRAWAL_METHODS,
  type WithdrawalMethod,
  type WithdrawalWindow,
} from '../catalogue';
import type { WithdrawalBlocker } from '../endpoints/withdraw';
import { yuanToFen, type Fen } from '../money';

/**
 * The withdrawal figures and gates (docs/product-rules.md#withdrawals), written once: the server
 * checks them and the wallet's dev mock imitates them with the same code.
 */

/**
 * A scheduled withdrawal arrives within one of four windows counted from the request (0-6, 6-12,
 * 12-18 or 18-24 hours); the longer the player agrees to wait, the larger the extra, from 0.1 % to
 * 0.6 % (basis points).
 */
export const WITHDRAWAL_EXTRA_RATE_BP: Record<WithdrawalWindow, number> = {
  '0-6': 10,
  '6-12': 20,
  '12-18': 40,
  '18-24': 60,
};

/** The smallest withdrawal paid out, fen: the product names none, and a payout has a cost. */
export const MIN_WITHDRAWAL: Fen = yuanToFen(100);

/** Today's quota of the player's VIP level, as spent so far, and what the next withdrawal may be. */
export interface DailyQuota {
  countLimit: number;
  countUsed: number;
  amountLimit: Fen;
  amountUsed: Fen;
  availableAmount: Fen;
}

/**
 * Today's quota by VIP level (count and amount), and what the next withdrawal may be: what is
 * left of the amount, capped by what the central wallet can spend; nothing once the count is used.
 */
export function dailyQuota(input: {
  countLimit: number;
  amountLimit: Fen;
  countUsed: number;
  amountUsed: Fen;
  centralAvailable: Fen;
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

/** What the withdrawal gates look at, read once (in the request's transaction, or for the page). */
export interface WithdrawalFacts {
  openOrderNo: string | null;
  paidBefore: boolean;
  quota: DailyQuota;
  turnover: { required: Fen; completed: Fen };
  centralBalance: Fen;
  /** The methods the player has a live payout account of. */
  payoutMethods: readonly WithdrawalMethod[];
  /** The smallest withdrawal in the member's currency (MIN_WITHDRAWAL read through figureIn). */
  minAmount?: Fen | undefined;
}

/** A gate: one that stops any withdrawal now, or the chosen method not open yet. */
export type WithdrawalGate = WithdrawalBlocker | { code: 'methodClosed' };

/** Coin, EBpay and KOIpay open after one successful withdrawal; a bank card always is. */
export function methodOpen(method: WithdrawalMethod, paidBefore: boolean): boolean {
  return paidBefore || !(METHODS_AFTER_FIRST_WITHDRAWAL as readonly string[]).includes(method);
}

/**
 * The withdrawal gates, in the order the server checks them: no open order; the method open (only
 * when one is chosen); today's count left; the turnover met; enough of today's amount and of the
 * central wallet for the minimum; a payout account (of the chosen method, or of any open one). The
 * withdraw request refuses for the first; the page is told all of them before the player types
 * anything.
 */
export function withdrawalGates(
  facts: WithdrawalFacts,
  method: WithdrawalMethod | null,
): WithdrawalGate[] {
  const gates: WithdrawalGate[] = [];
  if (facts.openOrderNo) gates.push({ code: 'openOrder', orderNo: facts.openOrderNo });
  if (method && !methodOpen(method, facts.paidBefore)) gates.push({ code: 'methodClosed' });
  const { quota, turnover } = facts;
  const minAmount = facts.minAmount ?? MIN_WITHDRAWAL;
  if (quota.countUsed >= quota.countLimit)
    gates.push({ code: 'countUsed', countLimit: quota.countLimit });
  if (turnover.completed < turnover.required)
    gates.push({ code: 'turnover', remaining: turnover.required - turnover.completed });
  if (quota.amountLimit - quota.amountUsed < minAmount)
    gates.push({ code: 'amountUsed', amountLimit: quota.amountLimit });
  else if (facts.centralBalance < minAmount)
    gates.push({ code: 'belowMinimum', minAmount, balance: facts.centralBalance });
  const payable = method
    ? [method]
    : WITHDRAWAL_METHODS.filter((m) => methodOpen(m, facts.paidBefore));
  if (!payable.some((m) => facts.payoutMethods.includes(m)))
    gates.push({ code: 'noPayoutAccount' });
  return gates;
}

/** What stops any withdrawal now, whatever the method and amount: what the page shows first. */
export function withdrawalBlockers(facts: WithdrawalFacts): WithdrawalBlocker[] {
  return withdrawalGates(facts, null).filter(
    (gate): gate is WithdrawalBlocker => gate.code !== 'methodClosed',
  );
}

/** "Up to": today's quota left capped by the central wallet, and nothing while a blocker stands. */
export function withdrawableNow(facts: WithdrawalFacts): Fen {
  return withdrawalBlockers(facts).length > 0 ? 0 : facts.quota.availableAmount;
}
