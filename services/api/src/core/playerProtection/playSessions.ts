import { PLAY_SESSION_STREAM_EVENT } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { memberTopic } from '../events';
import { businessTimeText } from '../time';
import {
  sessionAt,
  type SessionRow,
  type SessionSettings,
  type SessionState,
} from './sessionRules';

/** What a play moved, fen: a stake, a return, or neither (a game opened). */
export interface PlayMovement {
  staked: number;
  returned: number;
}

const SESSION_COLUMNS = `id, started_at, last_play_at, staked::int AS staked, returned::int AS returned,
  next_check_at, check_due_since, limit_reached_at, ended_at, ended_by`;

const MINUTE_MS = 60_000;

/** The session limit in force and the reality check interval (docs/product-rules.md#responsible-gambling). */
export async function sessionSettings(db: Queryable, userId: number): Promise<SessionSettings> {
  const { rows } = await db.query<{ limit_minutes: number | null; check_minutes: number | null }>(
    `SELECT
       (SELECT value::int FROM player_limits
        WHERE user_id = $1 AND name = 'session' AND period = 'session') AS limit_minutes,
       (SELECT reality_check_minutes FROM player_protection WHERE user_id = $1) AS check_minutes`,
    [userId],
  );
  return {
    limitMinutes: rows[0]?.limit_minutes ?? null,
    realityCheckMinutes: rows[0]?.check_minutes ?? null,
  };
}

/** The player's latest session (open or not), locked for the caller's transaction when asked. */
export async function latestSession(
  db: Queryable,
  userId: number,
  lock: '' | 'FOR UPDATE' = '',
): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM play_sessions WHERE user_id = $1
     ORDER BY started_at DESC, id DESC LIMIT 1 ${lock}`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Writes what `sessionAt` decided (check due, next check, ended) back to the row. */
export async function storeSessionState(tx: Queryable, state: SessionState): Promise<void> {
  const r = state.row;
  await tx.query(
    `UPDATE play_sessions SET next_check_at = $2, check_due_since = $3, limit_reached_at = $4,
       ended_at = $5, ended_by = $6 WHERE id = $1`,
    [r.id, r.next_check_at, r.check_due_since, r.limit_reached_at, r.ended_at, r.ended_by],
  );
}

/** The player's open page hears that their session changed (re-read it), once the change commits. */
export function announceSession(tx: Queryable, userId: number): void {
  tx.publishAfterCommit?.({ topic: memberTopic(userId), type: PLAY_SESSION_STREAM_EVENT });
}

function hasNews(state: SessionState): boolean {
  const c = state.changed;
  return c.checkDue || c.limitReached || c.idle;
}

function limitRefusal(resumesAt: Date): DomainError {
  return new DomainError(
    'refused',
    'playSession.limitReached',
    { until: businessTimeText(resumesAt) },
    { errorCode: 'protectionSession' },
  );
}

/**
 * A play of the player's (docs/product-rules.md#responsible-gambling), inside the transaction that
 * moves its money: starts or extends their play session, adds the movement to it, and refuses a
 * stake (or a game opened, or money into a venue) once the session limit has ended play, and a
 * stake while a reality check waits for an answer. A return (staked 0, returned > 0) is added to
 * the current session, is never refused and never starts one; it does not extend the session
 * either (a draw or a settlement is not the player playing).
 */
export async function notePlay(
  tx: Queryable,
  userId: number,
  movement: PlayMovement,
  now: Date,
): Promise<void> {
  const onlyReturn = movement.staked === 0 && movement.returned > 0;
  const settings = await sessionSettings(tx, userId);
  const stored = await latestSession(tx, userId, 'FOR UPDATE');
  const state = stored ? sessionAt(stored, settings, now) : null;

  if (state && (state.open || state.resumesAt)) {
    if (!onlyReturn && state.resumesAt) throw limitRefusal(state.resumesAt);
    if (movement.staked > 0 && state.row.check_due_since !== null)
      throw new DomainError(
        'refused',
        'playSession.realityCheckDue',
        {},
        {
          errorCode: 'protectionSession',
        },
      );
    const r = state.row;
    await tx.query(
      `UPDATE play_sessions SET next_check_at = $2, check_due_since = $3, limit_reached_at = $4,
         ended_at = $5, ended_by = $6, staked = staked + $7, returned = returned + $8,
         last_play_at = CASE WHEN $9::boolean THEN last_play_at ELSE $10 END
       WHERE id = $1`,
      [
        r.id,
        r.next_check_at,
        r.check_due_since,
        r.limit_reached_at,
        r.ended_at,
        r.ended_by,
        movement.staked,
        movement.returned,
        onlyReturn,
        now,
      ],
    );
    if (hasNews(state)) announceSession(tx, userId);
    return;
  }
  if (state) {
    await storeSessionState(tx, state);
    if (hasNews(state)) announceSession(tx, userId);
  }
  if (onlyReturn) return;
  await openSession(tx, userId, settings, movement, now);
}

async function openSession(
  tx: Queryable,
  userId: number,
  settings: SessionSettings,
  movement: PlayMovement,
  now: Date,
): Promise<void> {
  const nextCheck =
    settings.realityCheckMinutes === null
      ? null
      : new Date(now.getTime() + settings.realityCheckMinutes * MINUTE_MS);
  // One open session per player (play_sessions_open_key): two first plays at once both land in
  // the session the first one opened.
  await tx.query(
    `INSERT INTO play_sessions (user_id, started_at, last_play_at, staked, returned, next_check_at)
     VALUES ($1, $2, $2, $3, $4, $5)
     ON CONFLICT (user_id) WHERE ended_at IS NULL DO UPDATE SET
       staked = play_sessions.staked + EXCLUDED.staked,
       returned = play_sessions.returned + EXCLUDED.returned,
       last_play_at = GREATEST(play_sessions.last_play_at, EXCLUDED.last_play_at)`,
    [userId, now, movement.staked, movement.returned, nextCheck],
  );
  announceSession(tx, userId);
}
