import { CURRENCIES, CURRENCY_CODES, VIP_MAINTENANCE_DAYS } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { amountParam, postMessage } from '../../../core/messages';
import { memberFigures } from '../../../core/site';
import {
  businessInstant,
  dailyAt,
  type JobContext,
  type JobRun,
  type ScheduledJob,
} from '../../../core/scheduler';
import { grantUpgradeGift } from './gifts';
import { addDays, reviewVipDay } from './progress';
import { thresholdsIn, vipGifts, vipThresholds } from './vipLevels';
import { playerBreak } from '../../../core/playerProtection';

/**
 * The daily VIP review (docs/product-rules.md#vip): at 00:10 business time, for the business day
 * that ended, every player whose turnover reaches the next level is promoted by one level, and
 * every player on the 90th day of the protection window without its turnover is relegated by one.
 * A change takes effect in the run (the run's date is its business date), long before 24:00.
 */
export const VIP_REVIEW_SCHEDULE = dailyAt('00:10');

/** The midnight (business time) that starts a business date, as SQL: `date` is a date column. */
const midnightOf = (date: string) => `((${date})::text || 'T00:00:00+08:00')::timestamptz`;

/**
 * A member's figureScale in SQL, for the candidates' first sift only: the decision itself reads the
 * thresholds through memberFigures (docs/product-rules.md#currency).
 */
const FIGURE_SCALE_OF_MEMBER = `coalesce((SELECT s.scale FROM unnest($5::text[], $6::int[])
  AS s (code, scale) WHERE s.code = u.currency), 1)`;

interface Candidate {
  id: number;
  vip_level: number;
  vip_window_start: string | null;
  promotion_turnover: number;
  window_turnover: number;
}

/**
 * Reviews the day before the run's date, inside the run's transaction. A player changes level at
 * most once a day (vip_level_changes is unique by player and date), so a second run of the same
 * date changes nothing; the gift is a welfare item granted once per level ever.
 */
export async function reviewVipLevels(tx: Queryable, run: JobRun, ctx: JobContext): Promise<void> {
  const today = run.key;
  const day = addDays(today, -1);
  const dayEnd = businessInstant(today, '00:00');
  const levels = await vipThresholds(tx);
  const gifts = await vipGifts(tx);
  // Turnover is the valid turnover of settled bets, counted by when they settled, up to the end of
  // the day reviewed: the same run always reads the same figures.
  const { rows } = await tx.query<Candidate>(
    `WITH counted AS (
       SELECT u.id, u.vip_level, to_char(u.vip_window_start, 'YYYY-MM-DD') AS vip_window_start,
         ${FIGURE_SCALE_OF_MEMBER} AS figure_scale,
         (SELECT coalesce(sum(b.valid_turnover), 0) FROM bet_records b
          WHERE b.user_id = u.id AND b.status = 'settled' AND b.settled_at < $1
            AND (u.vip_turnover_from IS NULL OR b.settled_at >= u.vip_turnover_from))::bigint
           AS promotion_turnover,
         (SELECT coalesce(sum(b.valid_turnover), 0) FROM bet_records b
          WHERE b.user_id = u.id AND b.status = 'settled' AND b.settled_at < $1
            AND u.vip_window_start IS NOT NULL
            AND b.settled_at >= ${midnightOf('u.vip_window_start')})::bigint AS window_turnover
       FROM users u
       WHERE u.created_at < $1 AND (u.vip_changed_on IS NULL OR u.vip_changed_on < $2::date))
     SELECT c.* FROM counted c
     WHERE (c.vip_level < 10 AND c.promotion_turnover >= c.figure_scale *
             (SELECT promotion_turnover FROM vip_levels WHERE level = c.vip_level + 1))
        OR (c.vip_level > 1 AND (c.vip_window_start IS NULL
             OR c.vip_window_start::date + $4::int - 1 <= $3::date))
     ORDER BY c.id`,
    [
      dayEnd,
      today,
      day,
      VIP_MAINTENANCE_DAYS,
      CURRENCY_CODES,
      CURRENCY_CODES.map((c) => CURRENCIES[c].figureScale),
    ],
  );
  let promoted = 0;
  let relegated = 0;
  for (const player of rows) {
    const userId = Number(player.id);
    const level = Number(player.vip_level);
    // The member's turnover is in their currency: so are the thresholds and gifts it is read with.
    const { figure } = await memberFigures(tx, userId);
    const memberLevels = thresholdsIn(levels, figure);
    const decision = reviewVipDay(
      { level, windowStart: player.vip_window_start },
      {
        day,
        promotionTurnover: Number(player.promotion_turnover),
        windowTurnover: Number(player.window_turnover),
      },
      memberLevels,
    );
    if (decision.kind === 'keep') continue;
    if (decision.kind === 'newWindow') {
      await tx.query('UPDATE users SET vip_window_start = $2 WHERE id = $1', [userId, today]);
      continue;
    }
    const reason = decision.kind === 'promote' ? 'promotion' : 'relegation';
    const { rows: changed } = await tx.query(
      `INSERT INTO vip_level_changes (user_id, from_level, to_level, reason, business_date, effective_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, business_date) DO NOTHING RETURNING id`,
      [userId, level, decision.to, reason, today, run.dueAt],
    );
    if (changed.length === 0) continue;
    // A new level starts a new window today (none at VIP 1); after a relegation the turnover toward
    // the next promotion counts again from the end of the day reviewed.
    await tx.query(
      `UPDATE users SET vip_level = $2::smallint, vip_changed_on = $3::date,
         vip_window_start = CASE WHEN $2::smallint > 1 THEN $3::date END,
         vip_turnover_from = CASE WHEN $4::boolean THEN $5::timestamptz ELSE vip_turnover_from END
       WHERE id = $1`,
      [userId, decision.to, today, decision.kind === 'relegate', dayEnd],
    );
    if (decision.kind === 'promote') {
      promoted += 1;
      const amount = figure(gifts.get(decision.to)?.upgradeGift ?? 0);
      // The level changes on a break too; its gift is skipped and not owed later.
      if (amount > 0 && !(await playerBreak(tx, userId, ctx.now)))
        await grantUpgradeGift(tx, { userId, level: decision.to, amount, now: ctx.now });
      await postMessage(tx, {
        userId,
        category: 'activity',
        titleKey: 'vipPromoted.title',
        bodyKey: 'vipPromoted.body',
        params: { level: decision.to },
        now: ctx.now,
      });
    } else {
      relegated += 1;
      const kept = memberLevels.find((l) => l.level === level)?.protectionTurnover ?? 0;
      await postMessage(tx, {
        userId,
        category: 'activity',
        titleKey: 'vipRelegated.title',
        bodyKey: 'vipRelegated.body',
        params: { level: decision.to, turnover: amountParam(kept), days: VIP_MAINTENANCE_DAYS },
        now: ctx.now,
      });
    }
  }
  ctx.log.info({ day, reviewed: rows.length, promoted, relegated }, 'VIP levels reviewed');
}

/** The scheduler job: every business day at 00:10, for the day that ended. */
export const vipReviewJob: ScheduledJob = {
  name: 'vip.review',
  occurrences: VIP_REVIEW_SCHEDULE,
  run: reviewVipLevels,
};
