import { LIMIT_PERIODS, type LimitPeriod } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { businessDate } from '../time';
import { periodBounds } from './periods';

/*
 * What counts against the money limits (docs/decisions-api.md#responsible-gambling-limits): one
 * row per player and business day in player_play_usage, written for every player whether or not
 * they have a limit, so what moved before a limit was set counts the moment it is set.
 */

export interface UsageDelta {
  deposited?: number;
  staked?: number;
  returned?: number;
}

/** Adds to the player's counters of one business day, in the caller's transaction. */
export async function addUsage(
  tx: Queryable,
  userId: number,
  day: string,
  delta: UsageDelta,
): Promise<void> {
  await tx.query(
    `INSERT INTO player_play_usage (user_id, day, deposited, staked, returned)
     VALUES ($1, $2::date, $3, $4, $5)
     ON CONFLICT (user_id, day) DO UPDATE SET
       deposited = player_play_usage.deposited + EXCLUDED.deposited,
       staked = player_play_usage.staked + EXCLUDED.staked,
       returned = player_play_usage.returned + EXCLUDED.returned`,
    [userId, day, delta.deposited ?? 0, delta.staked ?? 0, delta.returned ?? 0],
  );
}

/** A deposit order no longer counts: its amount leaves the business day it was created on. */
export async function takeBackDeposit(
  tx: Queryable,
  userId: number,
  amount: number,
  orderCreatedAt: Date,
): Promise<void> {
  // Never below zero: an order created before the counters existed was never counted.
  await tx.query(
    `UPDATE player_play_usage SET deposited = GREATEST(deposited - $3, 0)
     WHERE user_id = $1 AND day = $2::date`,
    [userId, businessDate(orderCreatedAt), amount],
  );
}

export interface PeriodUsage {
  deposited: number;
  staked: number;
  returned: number;
}

/** What moved in the current day, week and month of `now`, fen. */
export async function usageByPeriod(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<Record<LimitPeriod, PeriodUsage>> {
  const bounds = LIMIT_PERIODS.map((p) => periodBounds(p, now));
  const from = bounds.reduce((a, b) => (a.firstDay < b.firstDay ? a : b)).firstDay;
  const until = bounds.reduce((a, b) => (a.nextDay > b.nextDay ? a : b)).nextDay;
  const { rows } = await q.query<{
    day: string;
    deposited: string | number;
    staked: string | number;
    returned: string | number;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, deposited, staked, returned FROM player_play_usage
     WHERE user_id = $1 AND day >= $2::date AND day < $3::date`,
    [userId, from, until],
  );
  const out = {} as Record<LimitPeriod, PeriodUsage>;
  LIMIT_PERIODS.forEach((period, i) => {
    const { firstDay, nextDay } = bounds[i]!;
    const sum: PeriodUsage = { deposited: 0, staked: 0, returned: 0 };
    for (const row of rows) {
      if (row.day < firstDay || row.day >= nextDay) continue;
      sum.deposited += Number(row.deposited);
      sum.staked += Number(row.staked);
      sum.returned += Number(row.returned);
    }
    out[period] = sum;
  });
  return out;
}
