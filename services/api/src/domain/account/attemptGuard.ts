import type { Queryable } from '../../db/database';

/**
 * Secrets a player types and an attacker could guess (the payment password, the phone's middle
 * digits): 5 wrong in a row lock the check for 15 minutes. The spec is silent; these are ours.
 */
export const MAX_WRONG_ATTEMPTS = 5;
export const ATTEMPT_LOCK_MS = 15 * 60 * 1000;

/**
 * One table per guarded secret, all of the same shape (user_id, wrong_attempts, locked_until); a
 * support agent's desk password is guarded the same way (its user_id is the agent's id).
 */
export type GuardTable =
  'pay_password_guards' | 'security_verification_guards' | 'support_agent_guards';

export type WrongAttemptOutcome =
  { kind: 'wrong'; remaining: number } | { kind: 'locked'; lockedUntil: Date };

/** What the `attempt`-th wrong answer in a row leads to. */
export function wrongAttemptOutcome(attempt: number, now: Date): WrongAttemptOutcome {
  if (attempt >= MAX_WRONG_ATTEMPTS) {
    return { kind: 'locked', lockedUntil: new Date(now.getTime() + ATTEMPT_LOCK_MS) };
  }
  return { kind: 'wrong', remaining: MAX_WRONG_ATTEMPTS - attempt };
}

/** Whole minutes a player still waits, rounded up so "0 minutes" is never shown. */
export function lockMinutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

export type GuardedOutcome =
  | { kind: 'right' }
  | { kind: 'wrong'; remaining: number }
  /** `justLocked`: this answer caused the lock (the moment to tell the player in their messages). */
  | { kind: 'locked'; lockedUntil: Date; justLocked: boolean };

/**
 * Charges one attempt before the answer is checked, atomically, so parallel guesses cannot all read
 * "0 wrong so far"; a right answer gives it back. Answers the attempt number, or the running lock.
 * An expired lock forgives the attempts that caused it.
 */
async function chargeAttempt(
  db: Queryable,
  table: GuardTable,
  userId: number,
  now: Date,
): Promise<{ attempt: number } | { lockedUntil: Date }> {
  const { rows } = await db.query<{ wrong_attempts: number }>(
    `INSERT INTO ${table} AS g (user_id, wrong_attempts, locked_until, updated_at)
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
    `SELECT locked_until FROM ${table} WHERE user_id = $1`,
    [userId],
  );
  return { lockedUntil: locked.rows[0]!.locked_until };
}

/**
 * Checks one answer under the guard. Wrong attempts must persist even when the caller's operation
 * fails, so call this with the database (ctx.db), never inside a transaction that may roll back.
 */
export async function guardedCheck(
  db: Queryable,
  table: GuardTable,
  userId: number,
  now: Date,
  isRight: () => Promise<boolean>,
): Promise<GuardedOutcome> {
  const charged = await chargeAttempt(db, table, userId, now);
  if ('lockedUntil' in charged) {
    return { kind: 'locked', lockedUntil: charged.lockedUntil, justLocked: false };
  }
  // Attempts beyond the limit that were already in flight when the lock fell are refused unchecked.
  if (charged.attempt > MAX_WRONG_ATTEMPTS) {
    return {
      kind: 'locked',
      lockedUntil: new Date(now.getTime() + ATTEMPT_LOCK_MS),
      justLocked: false,
    };
  }
  if (await isRight()) {
    await db.query(
      `UPDATE ${table} SET wrong_attempts = 0, locked_until = NULL, updated_at = $2 WHERE user_id = $1`,
      [userId, now],
    );
    return { kind: 'right' };
  }
  const outcome = wrongAttemptOutcome(charged.attempt, now);
  if (outcome.kind === 'wrong') return outcome;
  await db.query(`UPDATE ${table} SET locked_until = $2, updated_at = $3 WHERE user_id = $1`, [
    userId,
    outcome.lockedUntil,
    now,
  ]);
  return { kind: 'locked', lockedUntil: outcome.lockedUntil, justLocked: true };
}
