import type { LanguageKey } from '@platform/i18n/languages';
import type {
  Sport,
  SportsEvent,
  SportsEventState,
  SportsOdds,
  SportsPick,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { LEAGUES, TEAMS } from './names';
import { matchOdds, type MatchState } from './oddsModel';

/** The simulated provider's events on its own books (migration 026). */

export type Side = 'home' | 'away';

export interface EventRow {
  id: number;
  sport: Sport;
  league: number;
  home_team: number;
  away_team: number;
  home_rate: number;
  away_rate: number;
  starts_at: Date;
  state: SportsEventState;
  minute: number;
  home_score: number;
  away_score: number;
  home_red: number;
  away_red: number;
  danger_side: Side | null;
  operator_hold: boolean;
  next_minute_at: Date | null;
  suspended_at: Date | null;
  ended_at: Date | null;
  odds_home: number;
  odds_draw: number | null;
  odds_away: number;
  odds_version: number;
}

export const EVENT_COLUMNS = `id, sport, league, home_team, away_team, home_rate, away_rate,
  starts_at, state, minute, home_score, away_score, home_red, away_red, danger_side,
  operator_hold, next_minute_at, suspended_at, ended_at, odds_home, odds_draw, odds_away, odds_version`;

/** Open for a slip: before kick-off or in play (not suspended, not ended). */
export function isOpen(row: Pick<EventRow, 'state'>): boolean {
  return row.state === 'scheduled' || row.state === 'live';
}

export function matchStateOf(row: EventRow): MatchState {
  return {
    sport: row.sport,
    homeRate: row.home_rate,
    awayRate: row.away_rate,
    minute: row.minute,
    homeScore: row.home_score,
    awayScore: row.away_score,
    homeRed: row.home_red,
    awayRed: row.away_red,
  };
}

export function oddsOf(row: EventRow): SportsOdds {
  return { home: row.odds_home, draw: row.odds_draw, away: row.odds_away };
}

/** The odds of a pick now; null when the market has no such pick (a draw in e-sports). */
export function oddsOfPick(row: EventRow, pick: SportsPick): number | null {
  return oddsOf(row)[pick];
}

/** The event with its row locked, for a change or a slip that must see it unchanged. */
export async function lockEvent(tx: Queryable, eventId: number | string): Promise<EventRow> {
  const { rows } = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM venue_sim_sports_events WHERE id = $1 FOR UPDATE`,
    [eventId],
  );
  if (!rows[0]) throw new DomainError('notFound', 'server:sportsbook.eventNotFound');
  return rows[0];
}

/**
 * Writes the event's live state back, with its odds recomputed from the score and minute; the
 * odds version grows only when a price moved.
 */
export async function saveEvent(tx: Queryable, row: EventRow): Promise<EventRow> {
  const odds = matchOdds(matchStateOf(row));
  const moved =
    odds.home !== row.odds_home || odds.draw !== row.odds_draw || odds.away !== row.odds_away;
  const { rows } = await tx.query<EventRow>(
    `UPDATE venue_sim_sports_events SET state = $2, minute = $3, home_score = $4, away_score = $5,
       home_red = $6, away_red = $7, danger_side = $8, next_minute_at = $9, suspended_at = $10,
       ended_at = $11, odds_home = $12, odds_draw = $13, odds_away = $14,
       odds_version = odds_version + $15
     WHERE id = $1 RETURNING ${EVENT_COLUMNS}`,
    [
      row.id,
      row.state,
      row.minute,
      row.home_score,
      row.away_score,
      row.home_red,
      row.away_red,
      row.danger_side,
      row.next_minute_at,
      row.suspended_at,
      row.ended_at,
      odds.home,
      odds.draw,
      odds.away,
      moved ? 1 : 0,
    ],
  );
  return rows[0]!;
}

export function eventView(row: EventRow, lang: LanguageKey): SportsEvent {
  return {
    eventId: String(row.id),
    sport: row.sport,
    league: LEAGUES[row.sport][row.league]![lang],
    home: TEAMS[row.sport][row.home_team]![lang],
    away: TEAMS[row.sport][row.away_team]![lang],
    startsAt: row.starts_at.toISOString(),
    state: row.state,
    minute: row.minute,
    homeScore: row.home_score,
    awayScore: row.away_score,
    danger: row.danger_side !== null,
    open: isOpen(row),
    odds: oddsOf(row),
    oddsVersion: row.odds_version,
  };
}

/** How long an ended event stays in the list. */
const ENDED_SHOWN_MS = 60 * 60 * 1000;

/** A sport's events: live ones first, then by kick-off; ended ones for an hour. */
export async function listEvents(
  db: Queryable,
  sport: Sport,
  lang: LanguageKey,
  now: Date,
): Promise<{ events: SportsEvent[] }> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM venue_sim_sports_events
     WHERE sport = $1 AND (ended_at IS NULL OR ended_at > $2)
     ORDER BY CASE state WHEN 'live' THEN 0 WHEN 'suspended' THEN 1 WHEN 'scheduled' THEN 2 ELSE 3 END,
       starts_at, id
     LIMIT 40`,
    [sport, new Date(now.getTime() - ENDED_SHOWN_MS)],
  );
  return { events: rows.map((r) => eventView(r, lang)) };
}
