import { everyMinutes, type ScheduledJob } from '../scheduler';
import type { Queryable } from '../../db/database';
import { announceSession, storeSessionState } from './playSessions';
import { GAP_MS, sessionAt, type SessionRow } from './sessionRules';

/**
 * Every open play session at `now` (docs/product-rules.md#responsible-gambling): reality checks
 * fall due, sessions reach their limit or go idle; each player whose session changed hears it on
 * the member event stream once the run commits. Answers how many sessions changed.
 */
export async function stepPlaySessions(tx: Queryable, now: Date): Promise<number> {
  const { rows } = await tx.query<
    SessionRow & { user_id: number; limit_minutes: number | null; check_minutes: number | null }
  >(
    `SELECT s.id, s.user_id, s.started_at, s.last_play_at, s.staked::int AS staked,
       s.returned::int AS returned, s.next_check_at, s.check_due_since, s.limit_reached_at,
       s.ended_at, s.ended_by, l.value::int AS limit_minutes, p.reality_check_minutes AS check_minutes
     FROM play_sessions s
     LEFT JOIN player_limits l ON l.user_id = s.user_id AND l.name = 'session' AND l.period = 'session'
     LEFT JOIN player_protection p ON p.user_id = s.user_id
     WHERE s.ended_at IS NULL AND (
       s.next_check_at <= $1
       OR s.last_play_at <= $2
       OR s.started_at + make_interval(mins => l.value::int) <= $1
       OR (s.next_check_at IS NULL) <> (p.reality_check_minutes IS NULL))
     ORDER BY s.id FOR UPDATE OF s`,
    [now, new Date(now.getTime() - GAP_MS)],
  );
  let changed = 0;
  for (const row of rows) {
    const state = sessionAt(
      row,
      { limitMinutes: row.limit_minutes, realityCheckMinutes: row.check_minutes },
      now,
    );
    const c = state.changed;
    if (!(c.checkDue || c.limitReached || c.idle || c.nextCheck)) continue;
    await storeSessionState(tx, state);
    changed += 1;
    if (c.checkDue || c.limitReached || c.idle) announceSession(tx, row.user_id);
  }
  return changed;
}

/**
 * Development and end-to-end only (`POST /__dev/play-session/rewind`): moves the player's open
 * play session `minutes` back in time, as if they had been playing that much longer, then steps
 * it at `now` as the job would. The scheduler's clock cannot do this once a test has moved it
 * ahead of the API's: the job would then see every new session as long idle.
 */
export async function rewindPlaySession(
  tx: Queryable,
  userId: number,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const back = `${minutes} minutes`;
  const { rowCount } = await tx.query(
    `UPDATE play_sessions SET started_at = started_at - $2::interval,
       last_play_at = last_play_at - $2::interval,
       next_check_at = next_check_at - $2::interval,
       check_due_since = check_due_since - $2::interval,
       limit_reached_at = limit_reached_at - $2::interval
     WHERE user_id = $1 AND ended_at IS NULL`,
    [userId, back],
  );
  if (!rowCount) return false;
  await stepPlaySessions(tx, now);
  return true;
}

/** The scheduler's job: every minute, so a reality check or a session limit shows within a minute. */
export const playSessionJob: ScheduledJob = {
  name: 'playSessions.step',
  occurrences: everyMinutes(1, 1),
  run: async (tx, run, ctx) => {
    const changed = await stepPlaySessions(tx, run.dueAt);
    if (changed > 0) ctx.log.info({ run: run.key, changed }, 'play sessions stepped');
  },
};
