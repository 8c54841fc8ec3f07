import type { Queryable } from '../../db/database';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import type { UserRecord } from './userRecord';

/** Spec 5 is silent on guessing: 5 wrong payment passwords in a row lock it for 15 minutes. */
export const PAY_PASSWORD_MAX_WRONG = 5;
export const PAY_PASSWORD_LOCK_MS = 15 * 60 * 1000;

export type WrongAttemptOutcome =
  { kind: 'wrong'; remaining: number } | { kind: 'locked'; lockedUntil: Date };

/** What the `attempt`-th wrong password in a row leads to. */
export function wrongAttemptOutcome(attempt: number, now: Date): WrongAttemptOutcome {
  if (attempt >= PAY_PASSWORD_MAX_WRONG) {
    return { kind: 'locked', lockedUntil: new Date(now.getTime() + PAY_PASSWORD_LOCK_MS) };
  }
  return { kind: 'wrong', remaining: PAY_PASSWORD_MAX_WRONG - attempt };
}

/** Whole minutes a player still waits, rounded up so "0 minutes" is never shown. */
export function lockMinutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

function lockedError(lockedUntil: Date, now: Date): DomainError {
  return new DomainError('refused', 'payPasswordLocked', {
    minutes: lockMinutesLeft(lockedUntil, now),
  });
}

/**
 * Charges one attempt before the hash is checked, atomically, so parallel guesses cannot all read
 * "0 wrong so far"; a right password gives it back. Answers the attempt number, or the running lock.
 * An expired lock forgives the attempts that caused it.
 */
async function chargeAttempt(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ attempt: number } | { lockedUntil: Date }> {
  const { rows } = await db.query<{ wrong_attempts: number }>(
    `INSERT INTO pay_password_guards AS g (user_id, wrong_attempts, locked_until, updated_at)
     VALUES ($1, 1, NULL, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       wrong_attempts = CASE WHEN g.locked_until IS NULL THEN g.wrong_attempts + 1 ELSE 1 END,
       locked_until = NULL,
       updated_at = $2
     WHERE g.locked_until IS NULL OR g.locked_until <= $2
     RETURNING wrong_attempts`,
    [userId, now],
  );
  if (rows[0]) return { attempt: rows[0].wrong_attempts };
  const locked = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM pay_password_guards WHERE user_id = $1',
    [userId],
  );
  return { lockedUntil: locked.rows[0]!.locked_until };
}

/**
 * Checks a member's payment password (withdrawals, binding withdrawal targets, checkWithdrawPwd).
 * Refusals (code 1000): not set yet, wrong (with the attempts left), locked (with the minutes left).
 *
 * Wrong attempts must persist even when the caller's operation fails, so call this with the
 * database (ctx.db) BEFORE opening your transaction, never with a transaction that may roll back.
 */
export async function verifyPaymentPassword(
  db: Queryable,
  userId: number,
  password: string,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ pay_password_hash: string | null }>(
    'SELECT pay_password_hash FROM users WHERE id = $1',
    [userId],
  );
  const hash = rows[0]?.pay_password_hash;
  if (!hash) throw new DomainError('refused', 'setPayPasswordFirst');

  const charged = await chargeAttempt(db, userId, now);
  if ('lockedUntil' in charged) throw lockedError(charged.lockedUntil, now);
  // Attempts beyond the limit that were already in flight when the lock fell are refused unchecked.
  if (charged.attempt > PAY_PASSWORD_MAX_WRONG) {
    throw lockedError(new Date(now.getTime() + PAY_PASSWORD_LOCK_MS), now);
  }

  if (await verifyPassword(password, hash)) {
    await db.query(
      'UPDATE pay_password_guards SET wrong_attempts = 0, locked_until = NULL, updated_at = $2 WHERE user_id = $1',
      [userId, now],
    );
    return;
  }
  const outcome = wrongAttemptOutcome(charged.attempt, now);
  if (outcome.kind === 'locked') {
    await db.query(
      'UPDATE pay_password_guards SET locked_until = $2, updated_at = $3 WHERE user_id = $1',
      [userId, outcome.lockedUntil, now],
    );
    throw lockedError(outcome.lockedUntil, now);
  }
  throw new DomainError('refused', 'payPasswordWrong', { remaining: outcome.remaining });
}

/**
 * Sets the payment password (spec 5: a bound phone first). Changing one that is set needs the
 * current one, which counts as an attempt like any other check; a forgotten payment password is
 * reset by customer service, because the request carries no SMS code.
 */
export async function setPaymentPassword(
  ctx: DomainContext,
  user: UserRecord,
  input: { payPassword: string; oldPayPassword?: string | undefined },
): Promise<void> {
  if (!user.mobile) throw new DomainError('refused', 'noBoundPhone');
  const hash = await hashPassword(input.payPassword);
  if (user.payPasswordHash === null) {
    // Guarded on "still unset": a concurrent first set cannot silently replace another.
    const { rows } = await ctx.db.query(
      `UPDATE users SET pay_password_hash = $2, updated_at = $3
       WHERE id = $1 AND pay_password_hash IS NULL RETURNING id`,
      [user.id, hash, ctx.now],
    );
    if (rows.length === 0) throw new DomainError('refused', 'payPasswordOldRequired');
    return;
  }
  if (!input.oldPayPassword) throw new DomainError('refused', 'payPasswordOldRequired');
  await verifyPaymentPassword(ctx.db, user.id, input.oldPayPassword, ctx.now);
  await ctx.db.query('UPDATE users SET pay_password_hash = $2, updated_at = $3 WHERE id = $1', [
    user.id,
    hash,
    ctx.now,
  ]);
}
