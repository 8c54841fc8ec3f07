import { type SportsPick, SPORTS_VOID_AFTER_MS } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { EVENT_COLUMNS, lockEvent, saveEvent, type EventRow, type Side } from './eventStore';
import { MATCH_MINUTES } from './oddsModel';
import { settleLegsOn } from './slips';

/**
 * What can happen to an event (docs/product-rules.md#games), from the simulator's tick or an
 * operator (`pnpm ops sports:incident`, `POST /__dev/sports/incident`): the event changes, its
 * odds are recomputed, and the legs and slips on it follow, in the caller's transaction.
 */
export const SPORTS_INCIDENTS = [
  'danger',
  'goal',
  'redCard',
  'goalKick',
  'suspend',
  'resume',
  'finish',
] as const;
export type SportsIncident = (typeof SPORTS_INCIDENTS)[number] | 'void';

/** A number in [0, 1): node:crypto's in the simulator, fixed ones in tests. */
export type Random = () => number;

const MINUTE_MS = 60_000;

function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

function refuse(): never {
  throw new DomainError('refused', 'server:sportsbook.eventClosed');
}

/**
 * The match winner at the final whistle. A level e-sports match goes to the next score (drawn
 * with each side's share of the rates), which is added to the score.
 */
function finalWinner(row: EventRow, random: Random): SportsPick {
  if (row.home_score !== row.away_score) return row.home_score > row.away_score ? 'home' : 'away';
  if (row.sport === 'football') return 'draw';
  const home = random() < row.home_rate / (row.home_rate + row.away_rate);
  if (home) row.home_score += 1;
  else row.away_score += 1;
  return home ? 'home' : 'away';
}

/**
 * Applies one incident to a locked event row and settles what it decides. `side`: who attacks in a
 * dangerous moment or scores (default: the attacking side, else home), who is sent off (default:
 * the defending side, else away).
 */
export async function applyToEvent(
  tx: Queryable,
  row: EventRow,
  incident: SportsIncident,
  side: Side | undefined,
  now: Date,
  random: Random,
): Promise<EventRow> {
  const next = { ...row };
  switch (incident) {
    case 'danger':
      if (row.state !== 'live' || row.danger_side) refuse();
      next.danger_side = side ?? 'home';
      return saveEvent(tx, next);
    case 'goal':
    case 'redCard':
    case 'goalKick': {
      if (row.state !== 'live') refuse();
      const attacking = row.danger_side;
      next.danger_side = null;
      if (incident === 'goal') {
        const scorer = side ?? attacking ?? 'home';
        if (scorer === 'home') next.home_score += 1;
        else next.away_score += 1;
      } else if (incident === 'redCard') {
        const sentOff = side ?? (attacking ? other(attacking) : 'away');
        if (sentOff === 'home') next.home_red += 1;
        else next.away_red += 1;
      }
      const saved = await saveEvent(tx, next);
      await settleLegsOn(tx, row.id, { kind: incident }, now);
      return saved;
    }
    case 'suspend':
      if (row.state !== 'live' && row.state !== 'scheduled') refuse();
      next.state = 'suspended';
      next.suspended_at = now;
      return saveEvent(tx, next);
    case 'resume':
      if (row.state !== 'suspended') refuse();
      next.state = row.minute > 0 ? 'live' : 'scheduled';
      next.suspended_at = null;
      next.next_minute_at = row.minute > 0 ? new Date(now.getTime() + MINUTE_MS) : null;
      return saveEvent(tx, next);
    case 'finish': {
      if (row.state === 'finished' || row.state === 'void') refuse();
      const winner = finalWinner(next, random);
      next.state = 'finished';
      next.danger_side = null;
      next.minute = Math.max(row.minute, MATCH_MINUTES[row.sport]);
      next.next_minute_at = null;
      next.suspended_at = null;
      next.ended_at = now;
      const saved = await saveEvent(tx, next);
      await settleLegsOn(tx, row.id, { kind: 'finish', winner }, now);
      return saved;
    }
    case 'void': {
      if (row.state !== 'suspended') refuse();
      next.state = 'void';
      next.danger_side = null;
      next.next_minute_at = null;
      next.ended_at = now;
      const saved = await saveEvent(tx, next);
      await settleLegsOn(tx, row.id, { kind: 'void' }, now);
      return saved;
    }
  }
}

/**
 * An operator's incident on an event by its id, the event locked for the rest of the transaction.
 * A dangerous moment the operator opens holds the event (the simulator pauses it) until an
 * incident closes the moment; the clock then restarts a minute later.
 */
export async function applyIncident(
  tx: Queryable,
  eventId: number | string,
  incident: SportsIncident,
  side: Side | undefined,
  now: Date,
  random: Random,
): Promise<EventRow> {
  const row = await applyToEvent(tx, await lockEvent(tx, eventId), incident, side, now, random);
  const hold = row.danger_side !== null && (incident === 'danger' || row.operator_hold);
  if (hold === row.operator_hold) return row;
  const { rows } = await tx.query<EventRow>(
    `UPDATE venue_sim_sports_events SET operator_hold = $2,
       next_minute_at = CASE WHEN $2 OR next_minute_at IS NULL THEN next_minute_at
                             ELSE GREATEST(next_minute_at, $3::timestamptz) END
     WHERE id = $1 RETURNING ${EVENT_COLUMNS}`,
    [row.id, hold, new Date(now.getTime() + MINUTE_MS)],
  );
  return rows[0]!;
}

/** Chance that a dangerous moment ends in a goal (an objective), and in a red card. */
const GOAL_IN_DANGER = { football: 0.3, esports: 0.5 } as const;
const RED_IN_DANGER = { football: 0.02, esports: 0 } as const;

/**
 * The simulator's draw for one minute of play: a dangerous moment starts (the attacking side in
 * proportion to the rates) or the open one ends in a goal, a red card or a goal-kick restart. A
 * moment lasts a minute, so it starts with q = x / (1 - x) a minute where x = rates per minute /
 * P(goal in danger): goals then come at about the rates the odds model prices.
 */
export function minuteIncident(
  row: EventRow,
  random: Random,
): { incident: 'danger' | 'goal' | 'redCard' | 'goalKick'; side: Side } | null {
  if (row.danger_side) {
    const r = random();
    if (r < GOAL_IN_DANGER[row.sport]) return { incident: 'goal', side: row.danger_side };
    if (r < GOAL_IN_DANGER[row.sport] + RED_IN_DANGER[row.sport])
      return { incident: 'redCard', side: other(row.danger_side) };
    return { incident: 'goalKick', side: other(row.danger_side) };
  }
  const rate = row.home_rate + row.away_rate;
  const x = Math.min(0.45, rate / MATCH_MINUTES[row.sport] / GOAL_IN_DANGER[row.sport]);
  if (random() >= x / (1 - x)) return null;
  return { incident: 'danger', side: random() < row.home_rate / rate ? 'home' : 'away' };
}

/** A live event plays at most this many minutes in one tick: a whole match with added time. */
const MAX_MINUTES_PER_TICK = 200;

/**
 * Moves one event to the instant `at`: kick-off when due, each minute's incident and odds, the
 * final whistle at full time once no dangerous moment is open, and a suspension of 36 hours void.
 */
export async function advanceEvent(
  tx: Queryable,
  eventId: number,
  at: Date,
  random: Random,
): Promise<void> {
  let row = await lockEvent(tx, eventId);
  if (row.state === 'suspended') {
    if (row.suspended_at && at.getTime() - row.suspended_at.getTime() >= SPORTS_VOID_AFTER_MS)
      await applyToEvent(tx, row, 'void', undefined, at, random);
    return;
  }
  if (row.state === 'scheduled') {
    if (row.starts_at > at) return;
    row = await saveEvent(tx, {
      ...row,
      state: 'live',
      minute: 1,
      next_minute_at: new Date(row.starts_at.getTime() + MINUTE_MS),
    });
  }
  // An operator holds the dangerous moment they opened: the match waits for their incident.
  if (row.operator_hold) return;
  for (let i = 0; i < MAX_MINUTES_PER_TICK && row.state === 'live'; i++) {
    if (!row.next_minute_at || row.next_minute_at > at) return;
    const played = minuteIncident(row, random);
    if (played) row = await applyToEvent(tx, row, played.incident, played.side, at, random);
    const fullTime = row.minute >= MATCH_MINUTES[row.sport];
    if (fullTime && !row.danger_side) {
      await applyToEvent(tx, row, 'finish', undefined, at, random);
      return;
    }
    row = await saveEvent(tx, {
      ...row,
      // Added time: the clock stays at full time while a dangerous moment is open.
      minute: fullTime ? row.minute : row.minute + 1,
      next_minute_at: new Date(row.next_minute_at!.getTime() + MINUTE_MS),
    });
  }
}
