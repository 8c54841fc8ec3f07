import { GAME_TYPES, type GameType } from '@platform/api-client/contract';
import { LANGUAGES } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import type { Translated } from '../../../core/text';
import { grantBonus } from '../rewards/rewards';
import { businessInstant } from '../../../core/scheduler';
import type { RebateRates } from './rates';
import { rebateLines, rebateTotal, type RebateLine } from './rebateRule';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A claim pays the rebate of the day so far; the settlement pays what the day left unpaid. */
export type RebatePaymentKind = 'claim' | 'settle';

/** A player's valid bets of one game category, settled in one business day and not yet rebated. */
export interface UnrebatedBets {
  userId: number;
  gameType: GameType;
  validBets: number;
  betIds: number[];
}

/** The business date before a business date ('2026-11-24' → '2026-11-23'). */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The settled bets of a business day (settled_at in it) that no payment has covered yet, grouped by
 * player and game category (the game's own category, else its venue's): one player's, or everyone's.
 */
export async function unrebatedBets(
  db: Queryable,
  date: string,
  userId: number | null,
): Promise<UnrebatedBets[]> {
  const from = businessInstant(date, '00:00');
  const { rows } = await db.query<{
    user_id: number;
    game_type: string;
    valid_bets: number;
    bet_ids: number[];
  }>(
    `SELECT b.user_id, coalesce(g.game_type, p.game_type) AS game_type,
            sum(b.valid_turnover)::bigint AS valid_bets, array_agg(b.id ORDER BY b.id) AS bet_ids
     FROM bet_records b
     JOIN venue_platforms p ON p.plat_code = b.plat_code
     LEFT JOIN games g ON g.plat_code = b.plat_code AND g.game_code = b.game_code
     WHERE b.status = 'settled' AND b.settled_at >= $1 AND b.settled_at < $2
       AND b.valid_turnover > 0
       AND ($3::bigint IS NULL OR b.user_id = $3)
       AND NOT EXISTS (SELECT 1 FROM rebated_bets r WHERE r.bet_id = b.id)
     GROUP BY b.user_id, coalesce(g.game_type, p.game_type)
     ORDER BY b.user_id`,
    [from, new Date(from.getTime() + DAY_MS), userId],
  );
  return rows
    .filter((row) => (GAME_TYPES as readonly string[]).includes(row.game_type))
    .map((row) => ({
      userId: Number(row.user_id),
      gameType: row.game_type as GameType,
      validBets: Number(row.valid_bets),
      betIds: row.bet_ids.map(Number),
    }));
}

/** The rebate lines of one player's unrebated bets at their ratios. */
export function linesOf(bets: readonly UnrebatedBets[], rates: RebateRates): RebateLine[] {
  return rebateLines(Object.fromEntries(bets.map((b) => [b.gameType, b.validBets])), rates);
}

/** The reward record's title of a day's rebate, "Rebate 2026-01-15", in every language. */
export function rebateTitle(date: string): Translated {
  return Object.fromEntries(
    LANGUAGES.map((l) => [l.key, translate(l.key, 'server:rebate.title', { date })]),
  ) as Translated;
}

/** The reward reference of a day's claim or settlement: at most one of each per player and day. */
export function rebateRef(userId: number, date: string, kind: RebatePaymentKind): string {
  return `${userId}:${date}:${kind}`;
}

export interface RebatePayment {
  /** Fen credited by this call; 0 when nothing was due or this payment had been made before. */
  paid: number;
  /** Fen of valid bets the payment covered. */
  validBets: number;
}

/**
 * Pays one player's rebate of a day inside the caller's transaction
 * (docs/product-rules.md#rebates): the categories whose amount is above 0, through grantBonus
 * (source 'rebate', reference `<user>:<date>:<kind>`, from the house rebate account into the
 * central wallet), then a rebate_payments row per category and every bet it covered in
 * rebated_bets. A category that rounds to 0 is left unpaid and its bets uncovered. A payment made
 * before under the same reference pays nothing and covers nothing.
 */
export async function payRebate(
  tx: Queryable,
  input: {
    userId: number;
    date: string;
    kind: RebatePaymentKind;
    level: number;
    rates: RebateRates;
    bets: readonly UnrebatedBets[];
    now: Date;
  },
): Promise<RebatePayment> {
  const paying = linesOf(input.bets, input.rates).filter((line) => line.amount > 0);
  const amount = rebateTotal(paying);
  if (amount === 0) return { paid: 0, validBets: 0 };
  const granted = await grantBonus(tx, {
    userId: input.userId,
    source: 'rebate',
    sourceRef: rebateRef(input.userId, input.date, input.kind),
    title: rebateTitle(input.date),
    amount,
    into: 'central',
    now: input.now,
  });
  if (!granted.fresh) return { paid: 0, validBets: 0 };
  for (const line of paying) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO rebate_payments
         (user_id, business_date, kind, game_type, vip_level, valid_turnover, rate_bp, amount,
          reward_id, paid_at)
       VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        input.userId,
        input.date,
        input.kind,
        line.gameType,
        input.level,
        line.validBets,
        line.rateBp,
        line.amount,
        granted.rewardId,
        input.now,
      ],
    );
    const betIds = input.bets.find((b) => b.gameType === line.gameType)!.betIds;
    // A bet already covered fails the primary key and rolls the whole payment back.
    await tx.query(
      'INSERT INTO rebated_bets (bet_id, payment_id) SELECT unnest($1::bigint[]), $2',
      [betIds, rows[0]!.id],
    );
  }
  return { paid: amount, validBets: paying.reduce((sum, line) => sum + line.validBets, 0) };
}
