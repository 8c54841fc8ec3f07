import type { Queryable } from '../../db/database';
import { announceSession, latestSession, sessionSettings, storeSessionState } from './playSessions';
import { limitReachedAt, playedMinutes, sessionAt } from './sessionRules';

/** The play session as the player's page shows it (contract `getPlaySession`). */
export interface PlaySessionView {
  active: boolean;
  startedAt: Date | null;
  playedMinutes: number;
  staked: number;
  returned: number;
  net: number;
  realityCheckMinutes: number | null;
  realityCheckDue: boolean;
  limitMinutes: number | null;
  endsAt: Date | null;
  limitReached: boolean;
  resumesAt: Date | null;
}

/**
 * The player's current session at `now` (docs/product-rules.md#responsible-gambling): the open
 * one, or the one the session limit ended while play is still closed. Reads only: what is due
 * shows here at once, and the job stores it within the minute.
 */
export async function playSessionView(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<PlaySessionView> {
  const settings = await sessionSettings(db, userId);
  const stored = await latestSession(db, userId);
  const state = stored ? sessionAt(stored, settings, now) : null;
  const base = {
    realityCheckMinutes: settings.realityCheckMinutes,
    limitMinutes: settings.limitMinutes,
  };
  if (!state || !(state.open || state.resumesAt))
    return {
      ...base,
      active: false,
      startedAt: null,
      playedMinutes: 0,
      staked: 0,
      returned: 0,
      net: 0,
      realityCheckDue: false,
      endsAt: null,
      limitReached: false,
      resumesAt: null,
    };
  const row = state.row;
  return {
    ...base,
    active: state.open,
    startedAt: row.started_at,
    playedMinutes: playedMinutes(row, now),
    staked: row.staked,
    returned: row.returned,
    net: row.returned - row.staked,
    realityCheckDue: state.open && row.check_due_since !== null,
    endsAt:
      state.open && settings.limitMinutes !== null
        ? limitReachedAt(row, settings.limitMinutes)
        : null,
    limitReached: state.resumesAt !== null,
    resumesAt: state.resumesAt,
  };
}

export type RealityCheckChoice = 'continue' | 'stop';

/**
 * The player's answer to a reality check: "continue" clears the waiting check (the next one stays
 * an interval after the last), "stop" ends the session now. Answers the session's id when there
 * was an open session to answer for; without one the answer changes nothing.
 */
export async function answerRealityCheck(
  tx: Queryable,
  userId: number,
  choice: RealityCheckChoice,
  now: Date,
): Promise<{ sessionId: number; checkWasDue: boolean } | null> {
  const settings = await sessionSettings(tx, userId);
  const stored = await latestSession(tx, userId, 'FOR UPDATE');
  if (!stored) return null;
  const state = sessionAt(stored, settings, now);
  if (!state.open) {
    await storeSessionState(tx, state);
    return null;
  }
  const checkWasDue = state.row.check_due_since !== null;
  if (choice === 'continue') state.row.check_due_since = null;
  else Object.assign(state.row, { ended_at: now, ended_by: 'player' });
  await storeSessionState(tx, state);
  announceSession(tx, userId);
  return { sessionId: state.row.id, checkWasDue };
}
