import { termsForLevel } from '@platform/api-client/contract';
import { DEFAULT_LANGUAGE, languageByCode } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { amountParam, postMessage } from '../../../core/messages';
import { grantBonus } from '../rewards/rewards';
import {
  businessInstant,
  dailyAt,
  type JobContext,
  type JobRun,
  type ScheduledJob,
} from '../../../core/scheduler';
import { memberFigures } from '../../../core/site';
import { findOffer, offerIn, type Offer } from './activities';
import { inLanguage } from '../../../core/text';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shortly after each business day ends, once its late bets have been pulled. */
export const REBATE_BOOST_SCHEDULE = dailyAt('00:30');

/** The business date before a business date ('2026-11-24' → '2026-11-23'). */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The rebate boost of one player for one business day (docs/product-rules.md#offers): the valid
 * turnover of their bets settled that day at the offer's venues × the ratio, rounded down to the
 * fen (integer arithmetic), at most the maximum.
 */
export function rebateBoostBonus(
  validTurnover: number,
  terms: { bonusRatioBp: number; maxBonus: number },
): number {
  const byRatio = Number((BigInt(validTurnover) * BigInt(terms.bonusRatioBp)) / 10_000n);
  return Math.min(byRatio, terms.maxBonus);
}

/**
 * Pays every rebate boost applied for on the business day that ended before the run's date, inside
 * the run's transaction: the bonus through grantBonus (key `reward:offer:<application id>`, so a
 * second run moves nothing), the application's amount, and a message. A day without valid bets
 * pays nothing and leaves no reward.
 */
export async function payRebateBoosts(tx: Queryable, run: JobRun, ctx: JobContext): Promise<void> {
  const day = dayBefore(run.key);
  const from = businessInstant(day, '00:00');
  const to = businessInstant(run.key, '00:00');
  const { rows } = await tx.query<{
    id: number;
    user_id: number;
    activity_id: number;
    vip_level: number;
    lang_type: number;
  }>(
    `SELECT a.id, a.user_id, a.activity_id, u.vip_level, u.lang_type
     FROM activity_applications a
     JOIN activities o ON o.id = a.activity_id
     JOIN users u ON u.id = a.user_id
     WHERE o.kind = 'rebateBoost' AND a.status = 'approved' AND a.bonus = 0
       AND a.applied_at >= $1 AND a.applied_at < $2
     ORDER BY a.id FOR UPDATE OF a`,
    [from, to],
  );
  const offers = new Map<number, Offer | null>();
  let paid = 0;
  for (const application of rows) {
    const activityId = Number(application.activity_id);
    if (!offers.has(activityId)) offers.set(activityId, await findOffer(tx, activityId));
    const written = offers.get(activityId)!;
    // The bonus maximum is a figure read in the member's currency (docs/product-rules.md#currency).
    const offer =
      written && offerIn(written, (await memberFigures(tx, application.user_id)).figure);
    const terms = offer && termsForLevel(offer.terms, application.vip_level);
    if (!offer || !terms) continue;
    const { rows: bets } = await tx.query<{ turnover: number }>(
      `SELECT coalesce(sum(valid_turnover), 0)::bigint AS turnover FROM bet_records
       WHERE user_id = $1 AND plat_code = ANY($2::text[]) AND status = 'settled'
         AND settled_at >= $3 AND settled_at < $4`,
      [application.user_id, offer.platCodes, from, to],
    );
    const turnover = Number(bets[0]!.turnover);
    const bonus = rebateBoostBonus(turnover, terms);
    if (bonus === 0) continue;
    const granted = await grantBonus(tx, {
      userId: application.user_id,
      source: 'offer',
      sourceRef: String(application.id),
      title: offer.title,
      amount: bonus,
      into: 'central',
      now: ctx.now,
    });
    if (!granted.fresh) continue;
    await tx.query('UPDATE activity_applications SET bonus = $2 WHERE id = $1', [
      application.id,
      bonus,
    ]);
    const lang = languageByCode(Number(application.lang_type))?.key ?? DEFAULT_LANGUAGE;
    await postMessage(tx, {
      userId: application.user_id,
      category: 'activity',
      titleKey: 'offerRebateBoostPaid.title',
      bodyKey: 'offerRebateBoostPaid.body',
      params: {
        offer: inLanguage(offer.title, lang),
        date: day,
        turnover: amountParam(turnover),
        bonus: amountParam(bonus),
      },
      now: ctx.now,
    });
    paid += 1;
  }
  ctx.log.info({ day, applications: rows.length, paid }, 'rebate boosts paid');
}

/** The scheduler job: every business day at 00:30, for the day that ended. */
export const rebateBoostJob: ScheduledJob = {
  name: 'offers.rebateBoost',
  occurrences: REBATE_BOOST_SCHEDULE,
  run: payRebateBoosts,
};
