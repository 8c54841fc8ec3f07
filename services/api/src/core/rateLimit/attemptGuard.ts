import {
  WRONG_ATTEMPT_LOCK_MINUTES,
  WRONG_ATTEMPTS_BEFORE_LOCK,
} from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';

/**
 * Secrets a player types and an attacker could guess (the payment password, the phone's middle
 * digits): 5 wrong in a row lock the check for 15 minutes. The spec is silent; these are ours.
 */
export const MAX_WRONG_ATTEMPTS = WRONG_ATTEMPTS_BEFORE_LOCK;
export const ATTEMPT_LOCK_MS = WRONG_ATTEMPT_LOCK_MINUTES * 60 * 1000;

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

/** The lock running on this secret now, if any (read before the costly check, to spare the CPU). */
async function runningLock(
  db: Queryable,
  table: GuardTable,
  userId: number,
  now: Date,
): Promise<Date | null> {
  const { rows } = await db.query<{ locked_until: Date }>(
    `SELECT locked_until FROM ${table} WHERE user_id = $1 AND locked_until > $2`,
    [userId, now],
  );
  return rows[0]?.locked_until ?? null;
}

/**
 * Records one judged answer in ONE statement, atomic with the lock state
 * (docs/decisions-api.md#guessing-budgets): a right answer resets the count, a wrong one adds one
 * and locks at the limit; an expired lock forgives the attempts that caused it. When a lock fell
 * while the answer was being checked, nothing is written and no row comes back. Only wrong answers
 * ever count, so parallel right answers cannot lock the player out, and parallel wrong ones stop
 * counting at the lock (the row lock of ON CONFLICT DO UPDATE serialises them).
 */
async function recordAnswer(
  db: Queryable,
  table: GuardTable,
  userId: number,
  now: Date,
  right: boolean,
): Promise<{ wrong_attempts: number; locked_until: Date | null } | null> {
  const lockedUntil = new Date(now.getTime() + ATTEMPT_LOCK_MS);
  const { rows } = await db.query<{ wrong_attempts: number; locked_until: Date | null }>(
    `INSERT INTO ${table} AS g (user_id, wrong_attempts, locked_until, updated_at)
     VALUES ($1, CASE WHEN $3::boolean THEN 0 ELSE 1 END,
             CASE WHEN NOT $3::boolean AND 1 >= $4::int THEN $5::timestamptz END, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       wrong_attempts = CASE WHEN $3::boolean THEN 0
                             WHEN g.locked_until IS NOT NULL THEN 1
                             ELSE g.wrong_attempts + 1 END,
       locked_until = CASE WHEN $3::boolean THEN NULL
                           WHEN (CASE WHEN g.locked_until IS NOT NULL THEN 1
                                      ELSE g.wrong_attempts + 1 END) >= $4::int THEN $5::timestamptz
                           END,
       updated_at = $2
     WHERE g.locked_until IS NULL OR g.locked_until <= $2
     RETURNING wrong_attempts, locked_until`,
    [userId, now, right, MAX_WRONG_ATTEMPTS, lockedUntil],
  );
  return rows[0] ?? null;
}

/**
 * Checks one answer under the guard: a running lock refuses at once; otherwise the answer is
 * judged first and counted after, in one statement (recordAnswer). Wrong attempts must persist
 * even when the caller's operation fails, so call this with the database (ctx.db), never inside a
 * transaction that may roll back.
 */
export async function guardedCheck(
  db: Queryable,
  table: GuardTable,
  userId: number,
  now: Date,
  isRight: () => Promise<boolean>,
): Promise<GuardedOutcome> {
  const running = await runningLock(db, table, userId, now);
  if (running) return { kind: 'locked', lockedUntil: running, justLocked: false };
  const right = await isRight();
  const recorded = await recordAnswer(db, table, userId, now, right);
  if (!recorded) {
    // A lock fell while this answer was being checked (parallel wrong answers): it stands.
    const fallen = await runningLock(db, table, userId, now);
    return {
      kind: 'locked',
      lockedUntil: fallen ?? new Date(now.getTime() + ATTEMPT_LOCK_MS),
      justLocked: false,
    };
  }
  if (right) return { kind: 'right' };
  if (recorded.locked_until) {
    return { kind: 'locked', lockedUntil: recorded.locked_until, justLocked: true };
  }
  const outcome = wrongAttemptOutcome(recorded.wrong_attempts, now);
  return outcome.kind === 'wrong' ? outcome : { ...outcome, justLocked: true };
}
