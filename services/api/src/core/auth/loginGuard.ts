import type { Database, Queryable } from '../../db/database';
import { lockMinutesLeft } from '../rateLimit';
import { businessTimeText } from '../time';
import { DomainError } from '../errors';
import { postMessage, timeParam, deliver, type DeliveryLog } from '../messages';

/**
 * Per-account login lockout (docs/decisions-api.md#guessing-budgets): 5 wrong passwords in a row
 * lock the account's login from addresses it never logged in from, for 1, 5, 15, then 60 minutes
 * (each lock since the last right password longer, capped at an hour). The per-address-and-username
 * window (rateLimit/rules.ts) stays in front of it.
 */
export const LOGIN_MAX_WRONG = 5;
export const LOGIN_LOCK_MINUTES = [1, 5, 15, 60] as const;

/** An address the account logged in from within this long is the player's own ("known"). */
export const KNOWN_ADDRESS_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the account registered or logged in from this address lately. The lock does not apply
 * there, so an attacker elsewhere cannot lock a player out of their own devices.
 */
export async function isKnownAddress(
  db: Queryable,
  userId: number,
  ip: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM sessions WHERE user_id = $1 AND ip = $2 AND created_at > $3
     UNION ALL SELECT 1 FROM users WHERE id = $1 AND register_ip = $2
     LIMIT 1`,
    [userId, ip, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS)],
  );
  return rows.length > 0;
}

/** The login lock running on the account now, if any. */
export async function runningLoginLock(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Date | null> {
  const { rows } = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM login_guards WHERE user_id = $1 AND locked_until > $2',
    [userId, now],
  );
  return rows[0]?.locked_until ?? null;
}

export type LoginOutcome =
  | { kind: 'right' }
  | { kind: 'wrong' }
  /** `justLocked`: this answer caused the lock (the moment to tell the player). */
  | { kind: 'locked'; lockedUntil: Date; justLocked: boolean };

/**
 * Records a judged password in ONE statement, atomic with the lock state: right resets the count
 * and the backoff; wrong adds one, and the fifth in a row locks for the next length of the backoff
 * and starts the count again. From an unknown address nothing is written while a lock runs (it fell
 * while the password was being checked): the answer is refused as locked.
 */
export async function recordLogin(
  db: Queryable,
  userId: number,
  now: Date,
  right: boolean,
  knownAddress: boolean,
): Promise<LoginOutcome> {
  const { rows } = await db.query<{ wrong_attempts: number; locked_until: Date | null }>(
    `INSERT INTO login_guards AS g (user_id, wrong_attempts, lock_count, locked_until, updated_at)
     VALUES ($1, CASE WHEN $3::boolean THEN 0 ELSE 1 END, 0, NULL, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       wrong_attempts = CASE WHEN $3::boolean OR g.wrong_attempts + 1 >= $5::int THEN 0
                             ELSE g.wrong_attempts + 1 END,
       lock_count = CASE WHEN $3::boolean THEN 0
                         WHEN g.wrong_attempts + 1 >= $5::int THEN g.lock_count + 1
                         ELSE g.lock_count END,
       locked_until = CASE WHEN $3::boolean THEN NULL
                           WHEN g.wrong_attempts + 1 >= $5::int THEN $2::timestamptz
                             + make_interval(mins => ($6::int[])[least(g.lock_count + 1, cardinality($6::int[]))])
                           ELSE g.locked_until END,
       updated_at = $2
     WHERE $4::boolean OR g.locked_until IS NULL OR g.locked_until <= $2
     RETURNING wrong_attempts, locked_until`,
    [userId, now, right, knownAddress, LOGIN_MAX_WRONG, [...LOGIN_LOCK_MINUTES]],
  );
  const row = rows[0];
  if (!row) {
    const lockedUntil = await runningLoginLock(db, userId, now);
    return lockedUntil ? { kind: 'locked', lockedUntil, justLocked: false } : { kind: 'wrong' };
  }
  if (right) return { kind: 'right' };
  const justLocked =
    row.wrong_attempts === 0 && row.locked_until !== null && row.locked_until > now;
  return justLocked
    ? { kind: 'locked', lockedUntil: row.locked_until!, justLocked }
    : { kind: 'wrong' };
}

/** The refusal of a locked login: when to retry, in the request's language. */
export function loginLockedError(lockedUntil: Date, now: Date): DomainError {
  return new DomainError('refused', 'loginLocked', {
    minutes: lockMinutesLeft(lockedUntil, now),
    until: businessTimeText(lockedUntil),
  });
}

/**
 * Tells the player their login locked: a message in their message centre, and the same text to
 * their bound phone (else e-mail) through the outbox, so they hear of it before logging in.
 */
export async function tellLoginLocked(
  db: Database,
  user: { id: number; mobile: string | null; email: string | null },
  lockedUntil: Date,
  now: Date,
  deliveryLog?: DeliveryLog,
): Promise<void> {
  await db.transaction(async (tx) => {
    const posted = await postMessage(tx, {
      userId: user.id,
      category: 'notification',
      titleKey: 'loginLocked.title',
      bodyKey: 'loginLocked.body',
      params: { until: timeParam(lockedUntil) },
      now,
    });
    const channel = user.mobile ? 'sms' : user.email ? 'email' : null;
    const target = user.mobile ?? user.email;
    if (!channel || !target) return;
    await deliver(
      tx,
      {
        channel,
        target,
        purpose: 'loginLocked',
        lang: posted.lang,
        subject: channel === 'email' ? posted.title : null,
        body: posted.content,
        code: null,
      },
      now,
    );
    deliveryLog?.(`[outbox] ${channel} to ${target} (loginLocked): ${posted.content}`);
  });
}
