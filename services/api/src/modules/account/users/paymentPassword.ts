import { auditPlayer } from '../../../core/audit';
import type { Queryable } from '../../../db/database';
import {
  ATTEMPT_LOCK_MS,
  guardedCheck,
  lockMinutesLeft,
  MAX_WRONG_ATTEMPTS,
} from '../../../core/rateLimit';
import { businessTimeText } from '../../../core/time';
import { tellSecurityChange } from './securityNotices';
import {
  requirePasswordProof,
  hashPassword,
  needsRehash,
  verifyPassword,
  type MemberSession,
} from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { postMessage, timeParam } from '../../../core/messages';

export { lockMinutesLeft, wrongAttemptOutcome } from '../../../core/rateLimit';
export type { WrongAttemptOutcome } from '../../../core/rateLimit';

/**
 * Against guessing, 5 wrong payment passwords in a row lock it for 15 minutes
 * (docs/product-rules.md#passwords).
 */
export const PAY_PASSWORD_MAX_WRONG = MAX_WRONG_ATTEMPTS;
export const PAY_PASSWORD_LOCK_MS = ATTEMPT_LOCK_MS;

/** The refusal tells the lock's end as well as the wait, in the player's language. */
function lockedError(lockedUntil: Date, now: Date): DomainError {
  return new DomainError('refused', 'payPasswordLocked', {
    minutes: lockMinutesLeft(lockedUntil, now),
    until: businessTimeText(lockedUntil),
  });
}

/**
 * Checks a member's payment password (withdrawals, binding withdrawal targets, checkWithdrawPwd).
 * Refusals (code 1000): not set yet, wrong (with the attempts left), locked (with its end). The
 * lock stops every money action that asks for the payment password; the wrong answer that causes it
 * also leaves a message in the player's message centre (someone else may be guessing).
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

  const outcome = await guardedCheck(db, 'pay_password_guards', userId, now, () =>
    verifyPassword(password, hash),
  );
  if (outcome.kind === 'right') {
    // A hash below the current cost is replaced now that the password is known right
    // (docs/decisions-api.md#sessions-and-passwords); only if it is still the one checked.
    if (needsRehash(hash)) {
      await db.query(
        'UPDATE users SET pay_password_hash = $3 WHERE id = $1 AND pay_password_hash = $2',
        [userId, hash, await hashPassword(password)],
      );
    }
    return;
  }
  if (outcome.kind === 'wrong') {
    throw new DomainError('refused', 'payPasswordWrong', { remaining: outcome.remaining });
  }
  if (outcome.justLocked) {
    await postMessage(db, {
      userId,
      category: 'notification',
      titleKey: 'payPasswordLocked.title',
      bodyKey: 'payPasswordLocked.body',
      params: { until: timeParam(outcome.lockedUntil) },
      now,
    });
  }
  throw lockedError(outcome.lockedUntil, now);
}

/**
 * Sets the payment password (a bound phone first: docs/product-rules.md#passwords), after a recent
 * proof of the login password on this session (docs/decisions-api.md#account-takeover: a session
 * alone must not open withdrawals). Changing one that is set needs the current one, which counts
 * as an attempt like any other check; a forgotten payment password is reset by customer service,
 * because the request carries no SMS code. Either way the player is told on every bound channel,
 * so a change they did not make does not go unnoticed.
 */
export async function setPaymentPassword(
  ctx: DomainContext,
  member: MemberSession,
  input: { payPassword: string; oldPayPassword?: string | undefined },
): Promise<void> {
  const { user } = member;
  if (!user.mobile) throw new DomainError('refused', 'noBoundPhone');
  await requirePasswordProof(ctx.db, member.sessionId, ctx.now);
  const hash = await hashPassword(input.payPassword);
  if (user.payPasswordHash === null) {
    await ctx.db.transaction(async (tx) => {
      // Guarded on "still unset": a concurrent first set cannot silently replace another.
      const { rows } = await tx.query(
        `UPDATE users SET pay_password_hash = $2, updated_at = $3
         WHERE id = $1 AND pay_password_hash IS NULL RETURNING id`,
        [user.id, hash, ctx.now],
      );
      if (rows.length === 0) throw new DomainError('refused', 'payPasswordOldRequired');
      await tellSecurityChange(ctx, tx, user, 'payPasswordSet');
      await auditPlayer(tx, ctx, user, 'payPassword.changed', { detail: { first: true } });
    });
    return;
  }
  if (!input.oldPayPassword) throw new DomainError('refused', 'payPasswordOldRequired');
  await verifyPaymentPassword(ctx.db, user.id, input.oldPayPassword, ctx.now);
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET pay_password_hash = $2, updated_at = $3 WHERE id = $1', [
      user.id,
      hash,
      ctx.now,
    ]);
    await tellSecurityChange(ctx, tx, user, 'payPasswordChanged');
    await auditPlayer(tx, ctx, user, 'payPassword.changed', { detail: { first: false } });
  });
}
