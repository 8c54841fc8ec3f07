import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { sessionChanged } from '../events';
import { findUserBySession, type SessionMember } from './userRecord';
import type { SessionPolicy } from './sessionPolicy';

/**
 * A session's hard end, stamped at its creation (expires_at): no policy keeps one longer. The
 * policy (sessionPolicy.ts) ends it much sooner, after idle time or its lifetime; logging out, or
 * resetting the password, ends it at once.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, base64url: the token travels in the `token` header; only its hash is stored. */
export async function createSession(
  tx: Queryable,
  userId: number,
  ip: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO sessions (user_id, token_hash, ip, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [userId, hashToken(token), ip, now, new Date(now.getTime() + SESSION_LIFETIME_MS)],
  );
  return token;
}

/** The hash a session is stored under, or null for a value that cannot be a token. */
export function sessionKey(token: string | undefined): string | null {
  return !token || token.length > 200 ? null : hashToken(token);
}

/** The member behind a live token, or null (unknown, revoked, idle too long or expired). */
export async function memberForToken(
  db: Queryable,
  token: string,
  now: Date,
  policy: SessionPolicy,
  options: { touch?: boolean } = {},
): Promise<SessionMember | null> {
  const key = sessionKey(token);
  return key ? findUserBySession(db, key, now, policy, options) : null;
}

/** Ends one session; every process's session cache forgets it once this commits. */
export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  const { rows } = await db.query<{ user_id: number }>(
    'UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING user_id',
    [sessionId, now],
  );
  if (rows[0]) db.publishAfterCommit?.(...sessionChanged(rows[0].user_id));
}

/** Ends every session of a member, but `keep` if given; the caches forget them once this commits. */
export async function revokeAllSessions(
  db: Queryable,
  userId: number,
  now: Date,
  keep?: number,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3::bigint`,
    [userId, now, keep ?? null],
  );
  db.publishAfterCommit?.(...sessionChanged(userId));
}
