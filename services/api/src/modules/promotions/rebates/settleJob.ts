import type { Queryable } from '../../../db/database';
import { amountParam, postMessage } from '../../../core/messages';
import { dailyAt, type JobContext, type JobRun, type ScheduledJob } from '../../../core/scheduler';
import { rebateRatesByLevel } from './rates';
import { dayBefore, payRebate, unrebatedBets, type UnrebatedBets } from './rebates';

/** Shortly after each business day ends, once its late bets have been pulled. */
export const REBATE_SETTLE_SCHEDULE = dailyAt('00:20');

/**
 * Pays every player's rebate of the business day that ended before the run's date
 * (docs/product-rules.md#rebates), inside the run's transaction: the bets settled that day that
 * the player's claim did not cover, at the player's level now, through payRebate (reference
 * `<user>:<date>:settle`, so a second run pays nothing), with an activity message.
 */
export async function settleRebates(tx: Queryable, run: JobRun, ctx: JobContext): Promise<void> {
  const day = dayBefore(run.key);
  const byUser = new Map<number, UnrebatedBets[]>();
  for (const bets of await unrebatedBets(tx, day, null)) {
    byUser.set(bets.userId, [...(byUser.get(bets.userId) ?? []), bets]);
  }
  if (byUser.size === 0) {
    ctx.log.info({ day, players: 0, paid: 0 }, 'rebates settled');
    return;
  }
  const { rows: players } = await tx.query<{ id: number; vip_level: number }>(
    'SELECT id, vip_level FROM users WHERE id = ANY($1::bigint[]) ORDER BY id',
    [[...byUser.keys()]],
  );
  const ratesByLevel = await rebateRatesByLevel(tx);
  let paid = 0;
  for (const player of players) {
    const userId = Number(player.id);
    const level = Number(player.vip_level);
    const payment = await payRebate(tx, {
      userId,
      date: day,
      kind: 'settle',
      level,
      rates: ratesByLevel.get(level)!,
      bets: byUser.get(userId)!,
      now: ctx.now,
    });
    if (payment.paid === 0) continue;
    await postMessage(tx, {
      userId,
      category: 'activity',
      titleKey: 'rebateSettled.title',
      bodyKey: 'rebateSettled.body',
      params: {
        date: day,
        turnover: amountParam(payment.validBets),
        rebate: amountParam(payment.paid),
      },
      now: ctx.now,
    });
    paid += 1;
  }
  ctx.log.info({ day, players: players.length, paid }, 'rebates settled');
}

/** The scheduler job: every business day at 00:20, for the day that ended. */
export const rebateSettleJob: ScheduledJob = {
  name: 'rebate.settle',
  occurrences: REBATE_SETTLE_SCHEDULE,
  run: settleRebates,
};
