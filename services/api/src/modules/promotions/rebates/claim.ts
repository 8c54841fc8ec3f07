import type { PayloadOf } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { businessDate } from '../../../core/time';
import { rebateRatesOfLevel } from './rates';
import { rebateTotal } from './rebateRule';
import { linesOf, payRebate, rebateRef, unrebatedBets } from './rebates';

async function playerLevel(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ vip_level: number }>(
    'SELECT vip_level FROM users WHERE id = $1',
    [userId],
  );
  return Number(rows[0]!.vip_level);
}

/** Fen the player's claim of that business day paid, or null when they have not claimed it. */
async function claimedOn(db: Queryable, userId: number, date: string): Promise<number | null> {
  const { rows } = await db.query<{ amount: number }>(
    "SELECT amount FROM rewards WHERE source = 'rebate' AND source_ref = $1",
    [rebateRef(userId, date, 'claim')],
  );
  return rows[0] ? Number(rows[0].amount) : null;
}

/**
 * Today's rebate not paid yet (docs/product-rules.md#rebates): the valid bets settled today that
 * no payment covered, per game category at the player's current ratios, and today's claim.
 */
export async function rebateToday(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  userId: number,
): Promise<PayloadOf<'queryRebateToday'>> {
  const date = businessDate(ctx.now);
  const rates = await rebateRatesOfLevel(ctx.db, await playerLevel(ctx.db, userId));
  const byCategory = linesOf(await unrebatedBets(ctx.db, date, userId), rates);
  const expected = rebateTotal(byCategory);
  const claimed = await claimedOn(ctx.db, userId, date);
  return {
    byCategory,
    expected,
    claimedToday: claimed ?? 0,
    claimable: claimed === null && expected > 0,
  };
}

/**
 * The player's claim (doUserBackwater): once per business day, pays the rebate of the bets settled
 * today so far and not yet covered, into the central wallet. A second claim the same day, or a
 * claim with nothing to pay, credits 0 (and a claim of 0 leaves the day's claim unused). Answers
 * what the claim credited and today's rebate still unpaid after it (tonight's settlement pays it).
 */
export async function claimRebate(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  userId: number,
): Promise<PayloadOf<'doUserBackwater'>> {
  const date = businessDate(ctx.now);
  return ctx.db.transaction(async (tx) => {
    const level = await playerLevel(tx, userId);
    const rates = await rebateRatesOfLevel(tx, level);
    let creditedAmount = 0;
    if ((await claimedOn(tx, userId, date)) === null) {
      const bets = await unrebatedBets(tx, date, userId);
      const payment = await payRebate(tx, {
        userId,
        date,
        kind: 'claim',
        level,
        rates,
        bets,
        now: ctx.now,
      });
      creditedAmount = payment.paid;
    }
    const rest = linesOf(await unrebatedBets(tx, date, userId), rates);
    return { expectedRebateToday: rebateTotal(rest), creditedAmount };
  });
}
