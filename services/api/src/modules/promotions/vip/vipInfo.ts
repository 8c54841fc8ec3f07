import type { PayloadOf } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { businessInstant } from '../../../core/scheduler';
import { memberFigures } from '../../../core/site';
import { businessDate } from '../../../core/time';
import { protectionDeadline } from './progress';
import { vipLevelList, vipReturnWaterList } from './vipLevels';

/**
 * What the VIP pages read (docs/product-rules.md#vip): the ten levels for anyone, and for a member
 * their level, the next one and their progress.
 */

/**
 * The member's progress (their own turnover, in their currency): the valid turnover counted toward the next level (settled bets, since the
 * last relegation if any) and the turnover made in the current protection window with its end. At
 * VIP 1, which is never relegated, the window shown starts today.
 */
async function progressOf(db: Queryable, userId: number, now: Date) {
  const { rows } = await db.query<{
    vip_level: number;
    window_start: string | null;
    turnover_from: Date | null;
  }>(
    `SELECT vip_level, to_char(vip_window_start, 'YYYY-MM-DD') AS window_start,
            vip_turnover_from AS turnover_from
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0]!;
  const windowStart = row.window_start ?? businessDate(now);
  const settledSince = async (since: Date | null) => {
    const { rows: sums } = await db.query<{ turnover: number }>(
      `SELECT coalesce(sum(valid_turnover), 0)::bigint AS turnover FROM bet_records
       WHERE user_id = $1 AND status = 'settled' AND settled_at <= $2
         AND ($3::timestamptz IS NULL OR settled_at >= $3)`,
      [userId, now, since],
    );
    return Number(sums[0]!.turnover);
  };
  return {
    vipLevel: Number(row.vip_level),
    validTurnover: await settledSince(row.turnover_from),
    protectionTurnover: await settledSince(businessInstant(windowStart, '00:00')),
    protectionDeadline: protectionDeadline(windowStart).toISOString(),
  };
}

export async function vipInfo(
  db: Queryable,
  userId: number | null,
  now: Date,
): Promise<PayloadOf<'getVipInfo'>> {
  // A guest reads the levels in a new member's currency (docs/product-rules.md#currency).
  const { figure } = await memberFigures(db, userId);
  const levels = await vipLevelList(db, figure);
  if (userId === null)
    return { vipLevelList: levels, nowVipInfo: null, nextVipInfo: null, progress: null };
  const progress = await progressOf(db, userId, now);
  return {
    vipLevelList: levels,
    nowVipInfo: levels.find((l) => l.vipLevel === progress.vipLevel) ?? null,
    nextVipInfo: levels.find((l) => l.vipLevel === progress.vipLevel + 1) ?? null,
    progress,
  };
}

export async function vipReturnWaters(db: Queryable): Promise<PayloadOf<'getVipReturnWaterList'>> {
  return { vipReturnWaterList: await vipReturnWaterList(db) };
}
