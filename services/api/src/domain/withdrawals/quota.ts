import { BONUS_WITHDRAWAL_TURNOVER_MULTIPLE } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { validTurnoverSince } from '../games/betRecords';
import { playerWalletBalances } from '../ledger/accounts';
import { businessDate } from '../time/businessTime';
import { dailyQuota, type DailyQuota } from './rules';

/** Today's withdrawal quota of the player's VIP level, as spent so far (failed and cancelled don't count). */
export async function quotaToday(db: Queryable, userId: number, now: Date): Promise<DailyQuota> {
  const { rows } = await db.query<{
    count_limit: number;
    amount_limit: number;
    count_used: number;
    amount_used: number;
  }>(
    `SELECT v.daily_withdrawal_count AS count_limit, v.daily_withdrawal_limit AS amount_limit,
            count(o.id)::int AS count_used, coalesce(sum(o.amount), 0)::bigint AS amount_used
     FROM users u
     JOIN vip_levels v ON v.level = u.vip_level
     LEFT JOIN withdrawal_orders o
       ON o.user_id = u.id AND o.business_date = $2::date AND o.status NOT IN ('failure', 'cancelled')
     WHERE u.id = $1
     GROUP BY v.daily_withdrawal_count, v.daily_withdrawal_limit`,
    [userId, businessDate(now)],
  );
  const row = rows[0]!;
  const { central } = await playerWalletBalances(db, userId);
  return dailyQuota({
    countLimit: row.count_limit,
    amountLimit: row.amount_limit,
    countUsed: row.count_used,
    amountUsed: row.amount_used,
    centralAvailable: central,
  });
}

/**
 * Without a bonus claimed, the deposits since the last paid withdrawal must be wagered once before
 * withdrawing (docs/product-rules.md#withdrawals): the valid turnover of the bets placed since that
 * withdrawal, from the bet records pulled from the venues' feeds.
 */
export async function turnoverStatus(
  db: Queryable,
  userId: number,
): Promise<{ required: number; completed: number }> {
  const { rows } = await db.query<{ deposited: number; since: Date | null }>(
    `WITH last_paid AS (
       SELECT max(completed_at) AS at FROM withdrawal_orders WHERE user_id = $1 AND status = 'success')
     SELECT coalesce(sum(e.amount), 0)::bigint AS deposited, (SELECT at FROM last_paid) AS since
     FROM ledger_entries e
     JOIN ledger_transfers t ON t.id = e.transfer_id
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.owner_user_id = $1 AND a.kind = 'central' AND t.kind = 'deposit' AND t.status = 'posted'
       AND t.posted_at > coalesce((SELECT at FROM last_paid), '-infinity'::timestamptz)`,
    [userId],
  );
  const { deposited, since } = rows[0]!;
  return {
    required: deposited * BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
    completed: await validTurnoverSince(db, userId, since),
  };
}
