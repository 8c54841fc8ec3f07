import {
  MIN_WITHDRAWAL,
  type WithdrawalFacts,
  type WithdrawalMethod,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { playerWalletBalances } from '../../../core/ledger';
import { memberFigures } from '../../../core/site';
import { quotaToday, turnoverStatus } from './quota';
import { hasPaidWithdrawal, openWithdrawalOrderNo } from './withdrawalRecord';

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

/**
 * What the withdrawal gates look at, read once (in the request's transaction, or for the page); the
 * gates themselves and their order are the contract's (withdrawalGates,
 * docs/product-rules.md#withdrawals). Every amount is in the member's currency: the minimum and the
 * quota are operator figures read through memberFigures (docs/product-rules.md#currency).
 */
export async function withdrawalFacts(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<WithdrawalFacts & { minAmount: number }> {
  const { figure } = await memberFigures(db, userId);
  return {
    minAmount: figure(MIN_WITHDRAWAL),
    openOrderNo: await openWithdrawalOrderNo(db, userId),
    paidBefore: await hasPaidWithdrawal(db, userId),
    quota: await quotaToday(db, userId, now),
    turnover: await turnoverStatus(db, userId),
    centralBalance: (await playerWalletBalances(db, userId)).central,
    payoutMethods: await payoutMethods(db, userId),
  };
}
