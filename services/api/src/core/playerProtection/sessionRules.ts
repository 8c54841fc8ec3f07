import { PLAY_SESSION_GAP_MINUTES } from '@platform/api-client/contract';

/*
 * The play session's clock (docs/product-rules.md#responsible-gambling), as pure functions of a
 * session row, the player's settings and now: notePlay, the every-minute job and the page all read
 * a session through `sessionAt`, so a refusal, the job and the page agree to the minute.
 */

const MINUTE_MS = 60_000;
export const GAP_MS = PLAY_SESSION_GAP_MINUTES * MINUTE_MS;

/** The columns of play_sessions the rules read. */
export interface SessionRow {
  id: number;
  started_at: Date;
  last_play_at: Date;
  staked: number;
  returned: number;
  next_check_at: Date | null;
  check_due_since: Date | null;
  limit_reached_at: Date | null;
  ended_at: Date | null;
  ended_by: 'idle' | 'limit' | 'player' | null;
}

/** The player's session settings: the session limit and the reality check interval, minutes. */
export interface SessionSettings {
  limitMinutes: number | null;
  realityCheckMinutes: number | null;
}

/** Where a session stands at `now`, and the row as it should be stored then. */
export interface SessionState {
  row: SessionRow;
  /** The session is open: plays extend it. */
  open: boolean;
  /** Ended by its limit and play is still closed: until `resumesAt`. */
  resumesAt: Date | null;
  /** What changed from the stored row (the job stores and announces it). */
  changed: { checkDue: boolean; limitReached: boolean; idle: boolean; nextCheck: boolean };
}

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * When the session limit ends play: the limit's time after the start, or the last play if the
 * limit was lowered below time already played (so lowering it ends play now, not in the past, and
 * the gap before the next session is a real gap without play).
 */
export function limitReachedAt(row: SessionRow, limitMinutes: number): Date {
  const byLimit = row.started_at.getTime() + limitMinutes * MINUTE_MS;
  return new Date(Math.max(byLimit, row.last_play_at.getTime()));
}

/**
 * The session at `now`: ended by idleness (PLAY_SESSION_GAP_MINUTES after its last play) or by its
 * limit, whichever came first; otherwise open, with a reality check due once its time passed (the
 * next one an interval later, skipping intervals that passed while it waited).
 */
export function sessionAt(stored: SessionRow, settings: SessionSettings, now: Date): SessionState {
  const row = { ...stored };
  const changed = { checkDue: false, limitReached: false, idle: false, nextCheck: false };
  if (row.ended_at === null) {
    const idleAt = plus(row.last_play_at, GAP_MS);
    const limitAt =
      settings.limitMinutes === null ? null : limitReachedAt(row, settings.limitMinutes);
    if (limitAt && limitAt.getTime() <= now.getTime() && limitAt.getTime() <= idleAt.getTime()) {
      Object.assign(row, { limit_reached_at: limitAt, ended_at: limitAt, ended_by: 'limit' });
      changed.limitReached = true;
    } else if (idleAt.getTime() <= now.getTime()) {
      Object.assign(row, { ended_at: idleAt, ended_by: 'idle' });
      changed.idle = true;
    } else {
      const interval = settings.realityCheckMinutes;
      if (interval === null) {
        // Turned off: no check falls due, and one waiting no longer holds stakes back.
        if (row.next_check_at !== null || row.check_due_since !== null) changed.nextCheck = true;
        row.next_check_at = null;
        row.check_due_since = null;
      } else if (row.next_check_at === null) {
        // Turned on during the session: the first check an interval from now.
        row.next_check_at = plus(now, interval * MINUTE_MS);
        changed.nextCheck = true;
      } else if (row.next_check_at.getTime() <= now.getTime()) {
        if (row.check_due_since === null) {
          row.check_due_since = now;
          changed.checkDue = true;
        }
        let next = row.next_check_at.getTime();
        while (next <= now.getTime()) next += interval * MINUTE_MS;
        row.next_check_at = new Date(next);
        changed.nextCheck = true;
      }
    }
  }
  const open = row.ended_at === null;
  const resumesAt =
    row.ended_by === 'limit' && row.limit_reached_at ? plus(row.limit_reached_at, GAP_MS) : null;
  return {
    row,
    open,
    resumesAt: resumesAt && resumesAt.getTime() > now.getTime() ? resumesAt : null,
    changed,
  };
}

/** Whole minutes from the session's start to `until` (its end, or now). */
export function playedMinutes(row: SessionRow, now: Date): number {
  const until = row.ended_at ?? now;
  return Math.max(0, Math.floor((until.getTime() - row.started_at.getTime()) / MINUTE_MS));
}
