import {
  METHODS_AFTER_FIRST_WITHDRAWAL,
  WITHDRAWAL_METHODS,
  type WithdrawalBlocker,
  type WithdrawalMethod,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { playerWalletBalances } from '../../../core/ledger';
import { quotaToday, turnoverStatus } from './quota';
import { MIN_WITHDRAWAL, type DailyQuota } from './rules';
import { hasPaidWithdrawal, openWithdrawalOrderNo } from './withdrawalRecord';

/** What the withdrawal gates look at, read once (in the request's transaction, or for the page). */
export interface WithdrawalFacts {
  openOrderNo: string | null;
  paidBefore: boolean;
  quota: DailyQuota;
  turnover: { required: number; completed: number };
  centralBalance: number;
  /** The methods the player has a live payout account of. */
  payoutMethods: readonly WithdrawalMethod[];
}

/** A gate: one that stops any withdrawal now, or the chosen method not open yet. */
export type WithdrawalGate = WithdrawalBlocker | { code: 'methodClosed' };

export function methodOpen(method: WithdrawalMethod, paidBefore: boolean): boolean {
  return paidBefore || !(METHODS_AFTER_FIRST_WITHDRAWAL as readonly string[]).includes(method);
}

/**
 * The withdrawal gates, in the order the server checks them (docs/product-rules.md#withdrawals):
 * no open order; the method open (only when one is chosen); today's count left; the turnover met;
 * enough of today's amount and of the central wallet for the minimum; a payout account (of the
 * chosen method, or of any open one). The withdraw request refuses for the first; the page is told
 * all of them before the player types anything.
 */
export function withdrawalGates(
  facts: WithdrawalFacts,
  method: WithdrawalMethod | null,
): WithdrawalGate[] {
  const gates: WithdrawalGate[] = [];
  if (facts.openOrderNo) gates.push({ code: 'openOrder', orderNo: facts.openOrderNo });
  if (method && !methodOpen(method, facts.paidBefore)) gates.push({ code: 'methodClosed' });
  const { quota, turnover } = facts;
  if (quota.countUsed >= quota.countLimit)
    gates.push({ code: 'countUsed', countLimit: quota.countLimit });
  if (turnover.completed < turnover.required)
    gates.push({ code: 'turnover', remaining: turnover.required - turnover.completed });
  if (quota.amountLimit - quota.amountUsed < MIN_WITHDRAWAL)
    gates.push({ code: 'amountUsed', amountLimit: quota.amountLimit });
  else if (facts.centralBalance < MIN_WITHDRAWAL)
    gates.push({ code: 'belowMinimum', minAmount: MIN_WITHDRAWAL, balance: facts.centralBalance });
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
export function withdrawableNow(facts: WithdrawalFacts): number {
  return withdrawalBlockers(facts).length > 0 ? 0 : facts.quota.availableAmount;
}

/** The methods the player has a live payout account of. */
async function payoutMethods(db: Queryable, userId: number): Promise<WithdrawalMethod[]> {
  const { rows } = await db.query<{ method: WithdrawalMethod }>(
    `SELECT 'bankCard' AS method FROM user_bank_cards WHERE user_id = $1 AND deleted_at IS NULL
     UNION SELECT 'virtualCoin' FROM user_blockchain_accounts WHERE user_id = $1 AND deleted_at IS NULL
     UNION SELECT account_type FROM user_third_party_accounts WHERE user_id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  return rows.map((r) => r.method);
}

export async function withdrawalFacts(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<WithdrawalFacts> {
  return {
    openOrderNo: await openWithdrawalOrderNo(db, userId),
    paidBefore: await hasPaidWithdrawal(db, userId),
    quota: await quotaToday(db, userId, now),
    turnover: await turnoverStatus(db, userId),
    centralBalance: (await playerWalletBalances(db, userId)).central,
    payoutMethods: await payoutMethods(db, userId),
  };
}
