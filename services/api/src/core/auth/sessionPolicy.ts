const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long a session lives (docs/decisions-api.md#session-lifetimes): it ends after `idleMs`
 * without a call, and `lifetimeMs` after the login whatever its use. Applied when a session is
 * looked up, so a changed policy applies to every open session at once.
 */
export interface SessionPolicy {
  idleMs: number;
  lifetimeMs: number;
}

/** 30 minutes idle, 12 hours in all: production's policy (SESSION_IDLE_MINUTES, SESSION_LIFETIME_HOURS). */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * MINUTE_MS,
  lifetimeMs: 12 * HOUR_MS,
};

/**
 * Use refreshes a session's last_seen_at at most this often, so reads do not write on every call;
 * the idle end can therefore come up to this much earlier than the last call plus `idleMs`.
 */
export const SESSION_TOUCH_EVERY_MS = MINUTE_MS;

/** The instants a session must be newer than to be live at `now` (its creation, its last use). */
export function liveSince(
  policy: SessionPolicy,
  now: Date,
): { createdAfter: Date; seenAfter: Date } {
  return {
    createdAfter: new Date(now.getTime() - policy.lifetimeMs),
    seenAfter: new Date(now.getTime() - policy.idleMs),
  };
}

/** When a live session ends unless used again: the first of its three ends. */
export function sessionEnd(
  policy: SessionPolicy,
  session: { createdAt: Date; lastSeenAt: Date; expiresAt: Date },
): Date {
  return new Date(
    Math.min(
      session.createdAt.getTime() + policy.lifetimeMs,
      session.lastSeenAt.getTime() + policy.idleMs,
      session.expiresAt.getTime(),
    ),
  );
}
