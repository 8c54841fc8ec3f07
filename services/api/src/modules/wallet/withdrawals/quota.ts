import {
  BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
  dailyQuota,
  type DailyQuota,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { memberFigures } from '../../../core/site';
import { validTurnoverSince } from '../../games';
import { creditsSince, playerWalletBalances } from '../../../core/ledger';
import { businessDate } from '../../../core/time';

/**
 * Today's withdrawal quota of the player's VIP level, as spent so far (failed and cancelled don't
 * count); the level's amount is an operator figure, read in the member's currency
 * (docs/product-rules.md#currency).
 */
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
  const { figure } = await memberFigures(db, userId);
  return dailyQuota({
    countLimit: row.count_limit,
    amountLimit: figure(Number(row.amount_limit)),
    countUsed: row.count_used,
    amountUsed: row.amount_used,
    centralAvailable: central,
  });
}

/**
 * The deposits and the bonuses credited since the last paid withdrawal must be wagered
 * BONUS_WITHDRAWAL_TURNOVER_MULTIPLE times (1×) before withdrawing (docs/product-rules.md#withdrawals):
 * the valid turnover of the bets placed since that withdrawal, from the bet records pulled from the
 * venues' feeds. A bonus credited is what the house bonus or rebate account paid in a posted
 * transfer that credits one of the player's own wallets or venues: a grant into the central or
 * welfare wallet (a rebate from the rebate account), an offer's bonus into a venue. A scheduled
 * withdrawal's extra is paid from the bonus account to the house withdrawal account, not to the
 * player, so it adds nothing.
 */
export async function turnoverStatus(
  db: Queryable,
  userId: number,
): Promise<{ required: number; completed: number }> {
  const { rows } = await db.query<{ since: Date | null }>(
    "SELECT max(completed_at) AS since FROM withdrawal_orders WHERE user_id = $1 AND status = 'success'",
    [userId],
  );
  const since = rows[0]?.since ?? null;
  const { deposited, bonuses } = await creditsSince(db, userId, since);
  return {
    required: (deposited + bonuses) * BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
    completed: await validTurnoverSince(db, userId, since),
  };
}
