import type { Queryable } from '../../db/database';

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
}

const COLUMNS = `id, username, password_hash, pay_password_hash, mobile, email, real_name, real_name_confirmed,
  gender, birth_date, birth_date_confirmed, avatar, vip_level, lang_type, currency, is_agent, auto_transfer, created_at`;

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  pay_password_hash: string | null;
  mobile: string | null;
  email: string | null;
  real_name: string | null;
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
  [key: string]: unknown;
}

function fromRow(r: UserRow): UserRecord {
  return {
    id: r.id,
    username: r.username,
    passwordHash: r.password_hash,
    payPasswordHash: r.pay_password_hash,
    mobile: r.mobile,
    email: r.email,
    realName: r.real_name,
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
  };
}

/**
 * The user behind a live session (not revoked, not expired), found by the session's token hash in
 * one query: every member call starts with it.
 */
export async function findUserBySession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRecord; sessionId: number } | null> {
  const { rows } = await db.query<UserRow & { session_id: number }>(
    `SELECT s.id AS session_id, u.* FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  const row = rows[0];
  return row ? { user: fromRow(row), sessionId: row.session_id } : null;
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
  const { rows } = await db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile]);
  return rows.length > 0;
}
