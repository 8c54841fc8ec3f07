import { randomInt } from 'node:crypto';
import { SPORTS, type Sport } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { everyMinutes, type ScheduledJob } from '../../../core/scheduler';
import { matchOdds } from './oddsModel';
import { LEAGUES, TEAMS } from './names';
import { advanceEvent, type Random } from './incidents';

/**
 * The sportsbook simulator's clock (docs/product-rules.md#games): the one scheduler runs
 * `sports.tick` every business minute; each run plays the live events up to its minute, voids
 * events suspended 36 hours, and keeps a few events of each sport coming.
 */

const MINUTE_MS = 60_000;

/** A late scheduler runs only the last few missed minutes: each run plays up to its own minute. */
export const MAX_CATCH_UP_RUNS = 5;

/** Every whole business minute, keyed '2026-11-24T21:31+08:00', the last few after a gap. */
export const everyMinute = everyMinutes(1, MAX_CATCH_UP_RUNS);

/** node:crypto's uniform [0, 1) in steps of 2^-32. */
export const cryptoRandom: Random = () => randomInt(0, 2 ** 32 - 1) / 2 ** 32;

/** Events of a sport not yet ended that the simulator keeps in stock. */
export const EVENTS_IN_STOCK = 6;
/** Kick-offs of new events are this far apart. */
const KICK_OFF_SPACING_MS = 10 * MINUTE_MS;
/** Goals (objectives) a side scores over a match: a range the strengths are drawn from. */
const RATE_RANGE: Record<Sport, [number, number]> = { football: [0.8, 1.9], esports: [3, 7] };

function pick(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** Adds events so each sport has EVENTS_IN_STOCK not ended; the first two kick off at once. */
export async function restockEvents(tx: Queryable, at: Date, random: Random): Promise<number> {
  let created = 0;
  for (const sport of SPORTS) {
    const { rows } = await tx.query<{ n: number; last: Date | null }>(
      `SELECT count(*)::int AS n, max(starts_at) AS last FROM venue_sim_sports_events
       WHERE sport = $1 AND state IN ('scheduled', 'live', 'suspended')`,
      [sport],
    );
    let { n, last } = rows[0]!;
    // A team plays one match at a time: new events take teams not in an event not yet ended.
    const { rows: busy } = await tx.query<{ home_team: number; away_team: number }>(
      `SELECT home_team, away_team FROM venue_sim_sports_events
       WHERE sport = $1 AND state IN ('scheduled', 'live', 'suspended')`,
      [sport],
    );
    const playing = new Set(busy.flatMap((e) => [e.home_team, e.away_team]));
    for (; n < EVENTS_IN_STOCK; n++, created++) {
      const free = TEAMS[sport].map((_, i) => i).filter((i) => !playing.has(i));
      if (free.length < 2) break;
      const startsAt =
        n < 2 ? at : new Date(Math.max(at.getTime(), last?.getTime() ?? 0) + KICK_OFF_SPACING_MS);
      last = startsAt;
      const home = free.splice(pick(random, free.length), 1)[0]!;
      const away = free[pick(random, free.length)]!;
      playing.add(home).add(away);
      const [low, high] = RATE_RANGE[sport];
      const homeRate = Math.round((low + random() * (high - low)) * 100) / 100;
      const awayRate = Math.round((low + random() * (high - low)) * 100) / 100;
      const odds = matchOdds({
        sport,
        homeRate,
        awayRate,
        minute: 0,
        homeScore: 0,
        awayScore: 0,
        homeRed: 0,
        awayRed: 0,
      });
      await tx.query(
        `INSERT INTO venue_sim_sports_events
           (sport, league, home_team, away_team, home_rate, away_rate, starts_at,
            odds_home, odds_draw, odds_away)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          sport,
          pick(random, LEAGUES[sport].length),
          home,
          away,
          homeRate,
          awayRate,
          startsAt,
          odds.home,
          odds.draw,
          odds.away,
        ],
      );
    }
  }
  return created;
}

/** One tick at `at`: the stock is topped up, then every event not ended moves to `at`. */
export async function sportsTick(tx: Queryable, at: Date, random: Random): Promise<void> {
  await restockEvents(tx, at, random);
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM venue_sim_sports_events
     WHERE state IN ('scheduled', 'live', 'suspended') ORDER BY id`,
  );
  for (const { id } of rows) await advanceEvent(tx, id, at, random);
}

export function sportsTickJob(random: Random = cryptoRandom): ScheduledJob {
  return {
    name: 'sports.tick',
    occurrences: everyMinute,
    // A fresh database plays from five minutes back, not from the epoch.
    firstCatchUpMs: 5 * MINUTE_MS,
    run: (tx, run) => sportsTick(tx, run.dueAt, random),
  };
}

export const SPORTS_TICK_JOB = sportsTickJob();
