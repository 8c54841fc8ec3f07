import type { Queryable } from '../../db/database';
import { blindIndex, openNullable, seal } from '../vault';
import { liveSince, sessionEnd, SESSION_TOUCH_EVERY_MS, type SessionPolicy } from './sessionPolicy';

/** A users row as the domain sees it. */
export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  payPasswordHash: string | null;
  mobile: string | null;
  email: string | null;
  realName: string | null;
  realNameConfirmed: boolean;
  gender: 'male' | 'female' | null;
  birthDate: string | null;
  birthDateConfirmed: boolean;
  avatar: string | null;
  vipLevel: number;
  langType: number;
  currency: string;
  isAgent: boolean;
  autoTransfer: boolean;
  createdAt: Date;
  /** When the phone / e-mail was bound or changed after registration (null: at registration or before this was kept). */
  mobileBoundAt: Date | null;
  emailBoundAt: Date | null;
}

const COLUMNS = `id, username, password_hash, pay_password_hash, mobile_sealed, email_sealed, real_name_sealed, real_name_confirmed,
  gender, birth_date, birth_date_confirmed, avatar, vip_level, lang_type, currency, is_agent, auto_transfer, created_at,
  mobile_bound_at, email_bound_at`;

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  pay_password_hash: string | null;
  mobile_sealed: string | null;
  email_sealed: string | null;
  real_name_sealed: string | null;
  real_name_confirmed: boolean;
  gender: 'male' | 'female' | null;
  birth_date: string | null;
  birth_date_confirmed: boolean;
  avatar: string | null;
  vip_level: number;
  lang_type: number;
  currency: string;
  is_agent: boolean;
  auto_transfer: boolean;
  created_at: Date;
  mobile_bound_at: Date | null;
  email_bound_at: Date | null;
  [key: string]: unknown;
}

function fromRow(r: UserRow): UserRecord {
  return {
    id: r.id,
    username: r.username,
    passwordHash: r.password_hash,
    payPasswordHash: r.pay_password_hash,
    mobile: openNullable('users.mobile', r.mobile_sealed),
    email: openNullable('users.email', r.email_sealed),
    realName: openNullable('users.real_name', r.real_name_sealed),
    realNameConfirmed: r.real_name_confirmed,
    gender: r.gender,
    birthDate: r.birth_date,
    birthDateConfirmed: r.birth_date_confirmed,
    avatar: r.avatar,
    vipLevel: Number(r.vip_level),
    langType: Number(r.lang_type),
    currency: r.currency,
    isAgent: r.is_agent,
    autoTransfer: r.auto_transfer,
    createdAt: r.created_at,
    mobileBoundAt: r.mobile_bound_at,
    emailBoundAt: r.email_bound_at,
  };
}

/** A member and the session they call on (sensitive changes need proofs made on that session). */
export interface MemberSession {
  user: UserRecord;
  sessionId: number;
}

/** A member as their session names them, and when that session ends unless used again. */
export interface SessionMember extends MemberSession {
  liveUntil: Date;
}

/**
 * The user behind a live session (not revoked, within the policy's idle and absolute lifetimes,
 * before its hard end), found by the session's token hash in one query: every member call starts
 * with it. A call is use: with `touch` (the default) it refreshes the session's last use, at most
 * once a minute, so reads do not write on every call. The event stream's own re-checks do not
 * touch (an open page is not a player at it).
 */
export async function findUserBySession(
  db: Queryable,
  tokenHash: string,
  now: Date,
  policy: SessionPolicy,
  options: { touch?: boolean } = {},
): Promise<SessionMember | null> {
  const { createdAfter, seenAfter } = liveSince(policy, now);
  const { rows } = await db.query<
    UserRow & {
      session_id: number;
      session_created_at: Date;
      last_seen_at: Date;
      expires_at: Date;
    }
  >(
    `SELECT s.id AS session_id, s.created_at AS session_created_at, s.last_seen_at, s.expires_at, u.*
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
       AND s.created_at > $3 AND s.last_seen_at > $4`,
    [tokenHash, now, createdAfter, seenAfter],
  );
  const row = rows[0];
  if (!row) return null;
  let lastSeenAt = row.last_seen_at;
  if ((options.touch ?? true) && now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [
      row.session_id,
      now,
    ]);
    lastSeenAt = now;
  }
  return {
    user: fromRow(row),
    sessionId: row.session_id,
    liveUntil: sessionEnd(policy, {
      createdAt: row.session_created_at,
      lastSeenAt,
      expiresAt: row.expires_at,
    }),
  };
}

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Usernames match case-insensitively (the unique index is on lower(username)). */
export async function findUserByUsername(
  db: Queryable,
  username: string,
): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`,
    [username.trim()],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function isMobileTaken(db: Queryable, mobile: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE mobile_index = $1', [
    blindIndex('mobile', mobile),
  ]);
  return rows.length > 0;
}

/** The personal fields of a users row as written: plaintext in, sealed columns and indexes out. */
export interface PersonalFields {
  mobile?: string | null;
  email?: string | null;
  real_name?: string | null;
}

/**
 * The columns that store the given personal fields (docs/decisions-api.md#personal-data-at-rest):
 * `mobile` → mobile_sealed and mobile_index, `email` → email_sealed and email_index, `real_name` →
 * real_name_sealed; other keys pass through unchanged. The unique rules are on the indexes
 * (users_mobile_index_key, users_email_index_key).
 */
export function userColumns<T extends object>(fields: T & PersonalFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'mobile' || key === 'email') {
      const text = value as string | null;
      out[`${key}_sealed`] = text === null ? null : seal(`users.${key}`, text);
      out[`${key}_index`] = text === null ? null : blindIndex(key, text);
    } else if (key === 'real_name') {
      out.real_name_sealed = value === null ? null : seal('users.real_name', value as string);
    } else out[key] = value;
  }
  return out;
}

/** The unique index a duplicate phone or e-mail breaks. */
export const MOBILE_TAKEN_CONSTRAINT = 'users_mobile_index_key';
export const EMAIL_TAKEN_CONSTRAINT = 'users_email_index_key';
