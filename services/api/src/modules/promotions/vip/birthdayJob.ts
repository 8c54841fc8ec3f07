import { VIP_BIRTHDAY_GIFT_AFTER_DAYS } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { memberFigures } from '../../../core/site';
import { dailyAt, type JobContext, type JobRun, type ScheduledJob } from '../../../core/scheduler';
import { businessDaysBetween } from '../../../core/time';
import { grantBirthdayGift } from './gifts';
import { vipGifts } from './vipLevels';
import { playerBreak } from '../../../core/playerProtection';

/**
 * The VIP birthday gift (docs/product-rules.md#vip): early on each business day, every player whose
 * birthday it is and who registered more than 90 days before gets the birthday gift of their level,
 * once a year. A 29 February birthday is kept on 28 February in a year without one.
 */
export const VIP_BIRTHDAY_SCHEDULE = dailyAt('00:05');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birth dates ('MM-DD') celebrated on a business date. */
export function birthdaysOn(date: string): string[] {
  const monthDay = date.slice(5);
  const year = Number(date.slice(0, 4));
  return monthDay === '02-28' && !isLeapYear(year) ? ['02-28', '02-29'] : [monthDay];
}

/** Registered more than 90 days before the date: 91 days or more between the business dates. */
export function oldEnoughForBirthdayGift(registeredAt: Date, date: string): boolean {
  return (
    businessDaysBetween(registeredAt, new Date(`${date}T12:00:00+08:00`)) >
    VIP_BIRTHDAY_GIFT_AFTER_DAYS
  );
}

export async function grantBirthdayGifts(
  tx: Queryable,
  run: JobRun,
  ctx: JobContext,
): Promise<void> {
  const gifts = await vipGifts(tx);
  const { rows } = await tx.query<{ id: number; vip_level: number; created_at: Date }>(
    `SELECT id, vip_level, created_at FROM users
     WHERE birth_date IS NOT NULL AND to_char(birth_date, 'MM-DD') = ANY($1::text[])
     ORDER BY id`,
    [birthdaysOn(run.key)],
  );
  let granted = 0;
  for (const player of rows) {
    if (!oldEnoughForBirthdayGift(player.created_at, run.key)) continue;
    // The gift is an operator figure, paid in the member's currency (docs/product-rules.md#currency).
    const { figure } = await memberFigures(tx, Number(player.id));
    const amount = figure(gifts.get(Number(player.vip_level))?.birthdayGift ?? 0);
    if (amount === 0) continue;
    // A player on a break is skipped, and the year's gift is not owed later.
    if (await playerBreak(tx, Number(player.id), ctx.now)) continue;
    const item = await grantBirthdayGift(tx, {
      userId: Number(player.id),
      year: Number(run.key.slice(0, 4)),
      amount,
      now: ctx.now,
    });
    if (item.fresh) granted += 1;
  }
  ctx.log.info({ date: run.key, granted }, 'VIP birthday gifts granted');
}

/** The scheduler job: every business day at 00:05. */
export const vipBirthdayJob: ScheduledJob = {
  name: 'vip.birthday',
  occurrences: VIP_BIRTHDAY_SCHEDULE,
  run: grantBirthdayGifts,
};
