import { VIP_WEEKLY_ENVELOPE_OPENINGS } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import {
  businessInstant,
  weeklyAt,
  type JobContext,
  type JobRun,
  type ScheduledJob,
} from '../../../core/scheduler';
import { memberFigures } from '../../../core/site';
import { grantWeeklyEnvelope } from './gifts';
import { addDays } from './progress';
import { vipGifts } from './vipLevels';
import { playerBreak } from '../../../core/playerProtection';

/**
 * The VIP weekly red envelope (docs/product-rules.md#vip): on Saturday, at 01:00 business time for
 * VIP 1-5 and at 13:00 for VIP 6-10, every player gets the envelope of the level they held at the
 * end of Friday, a welfare item claimable until Wednesday 23:59:59.999 business time.
 */
const SATURDAY = 6;
const [EARLY, LATE] = VIP_WEEKLY_ENVELOPE_OPENINGS;
const early = weeklyAt({ weekdays: [SATURDAY], time: EARLY.time });
const late = weeklyAt({ weekdays: [SATURDAY], time: LATE.time });

/** Both openings of every Saturday in (from, to], in time order, keyed by business time. */
export function weeklyEnvelopeOccurrences(from: Date, to: Date): JobRun[] {
  return [...early(from, to), ...late(from, to)].sort(
    (a, b) => a.dueAt.getTime() - b.dueAt.getTime(),
  );
}

/**
 * The envelope's deadline: the first instant it is no longer claimable, Thursday 00:00 business
 * time after the Saturday, so Wednesday 23:59:59.999 is the last claimable moment.
 */
export function weeklyEnvelopeExpiresAt(saturday: string): Date {
  return businessInstant(addDays(saturday, 5), '00:00');
}

export async function grantWeeklyEnvelopes(
  tx: Queryable,
  run: JobRun,
  ctx: JobContext,
): Promise<void> {
  const saturday = run.key.slice(0, 10);
  const band = run.key.slice(11, 16) === EARLY.time ? EARLY : LATE;
  // Friday's level is the one in force at Saturday 00:00: the level before the first change made
  // after that instant (the Saturday review's promotion comes at 00:10), else the current one.
  const fridayEnd = businessInstant(saturday, '00:00');
  const gifts = await vipGifts(tx);
  const { rows } = await tx.query<{ id: number; level: number }>(
    `SELECT * FROM (
       SELECT u.id, coalesce(
           (SELECT c.from_level FROM vip_level_changes c
            WHERE c.user_id = u.id AND c.effective_at > $1
            ORDER BY c.effective_at, c.id LIMIT 1),
           u.vip_level) AS level
       FROM users u WHERE u.created_at < $1) AS held
     WHERE level BETWEEN $2 AND $3 ORDER BY id`,
    [fridayEnd, band.levels[0], band.levels[1]],
  );
  const expiresAt = weeklyEnvelopeExpiresAt(saturday);
  // A run caught up after its Wednesday has nothing left to give.
  if (ctx.now >= expiresAt) return;
  let granted = 0;
  for (const player of rows) {
    // The envelope is an operator figure, paid in the member's currency (docs/product-rules.md#currency).
    const { figure } = await memberFigures(tx, Number(player.id));
    const amount = figure(gifts.get(Number(player.level))?.weeklyRedEnvelope ?? 0);
    if (amount === 0) continue;
    // A player on a break is skipped, and the week's envelope is not owed later.
    if (await playerBreak(tx, Number(player.id), ctx.now)) continue;
    const item = await grantWeeklyEnvelope(tx, {
      userId: Number(player.id),
      saturday,
      amount,
      expiresAt,
      now: ctx.now,
    });
    if (item.fresh) granted += 1;
  }
  ctx.log.info({ run: run.key, granted }, 'VIP weekly red envelopes granted');
}

/** The scheduler job: Saturdays at 01:00 (VIP 1-5) and 13:00 (VIP 6-10). */
export const vipWeeklyEnvelopeJob: ScheduledJob = {
  name: 'vip.weeklyEnvelope',
  occurrences: weeklyEnvelopeOccurrences,
  run: grantWeeklyEnvelopes,
};
