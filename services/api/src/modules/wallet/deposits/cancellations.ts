import type { Queryable } from '../../../db/database';
import { sysConfigValue } from '../../../core/site';
import { businessDate } from '../../../core/time';
import { CANCEL_DAILY_LIMIT_CONFIG_KEY, DEFAULT_CANCEL_DAILY_LIMIT } from './policy';

/** The operator's daily cap (sys_config), or the default when it is missing or not a number. */
export async function cancelDailyLimit(db: Queryable): Promise<number> {
  const value = Number(await sysConfigValue(db, CANCEL_DAILY_LIMIT_CONFIG_KEY));
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_CANCEL_DAILY_LIMIT;
}

/**
 * "Remaining cancellations today" (docs/product-rules.md#deposits): the cap less today's
 * cancellations (Asia/Shanghai day).
 */
export async function remainingCancellationsToday(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ limit: number; remaining: number }> {
  const limit = await cancelDailyLimit(db);
  const { rows } = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM deposit_orders
     WHERE user_id = $1 AND status = 'cancelled' AND cancelled_business_date = $2::date`,
    [userId, businessDate(now)],
  );
  return { limit, remaining: Math.max(0, limit - (rows[0]?.used ?? 0)) };
}
