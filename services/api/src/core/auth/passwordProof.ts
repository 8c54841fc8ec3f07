import {
  PASSWORD_CONFIRMATION_REQUIRED,
  PASSWORD_CONFIRMATION_WRONG,
  PASSWORD_PROOF_MINUTES,
} from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import type { MemberSession } from './userRecord';
import { verifyPassword } from './passwords';
import { revokeSession } from './sessions';

/**
 * A proof of the login password opens the changes that could hand the account to someone else
 * (binding or changing a phone or e-mail, the payment password, a payment account) on its
 * session for this long (docs/decisions-api.md#account-takeover): long enough for one flow
 * (set the payment password, then bind a card), short enough that a session found open later
 * cannot use it.
 */
export const PASSWORD_PROOF_VALID_MS = PASSWORD_PROOF_MINUTES * 60 * 1000;

/** Wrong proofs in a row on one session; the last one ends the session. */
export const PASSWORD_PROOF_MAX_WRONG = 5;

/**
 * The member proves the login password on this session (confirmLoginPassword). Guarded like a
 * login: each attempt spends the login budget of this address and name, and each is charged to
 * the session before the password is checked (parallel guesses cannot all see "0 wrong"); the
 * 5th wrong one in a row ends the session, so someone holding a stolen session gets five guesses
 * in all, then must log in. Answers until when the proof holds.
 */
export async function confirmLoginPassword(
  ctx: DomainContext,
  member: MemberSession,
  password: string,
): Promise<Date> {
  const { user, sessionId } = member;
  ctx.limiter.consume({ rule: 'login', key: `${ctx.ip}|${user.username.toLowerCase()}` });
  const { rows } = await ctx.db.query<{ password_confirm_failures: number }>(
    `UPDATE sessions SET password_confirm_failures = password_confirm_failures + 1
     WHERE id = $1 AND revoked_at IS NULL RETURNING password_confirm_failures`,
    [sessionId],
  );
  const attempt = rows[0]?.password_confirm_failures;
  if (attempt === undefined) throw new DomainError('unauthorized', 'notLoggedIn');
  if (attempt <= PASSWORD_PROOF_MAX_WRONG && (await verifyPassword(password, user.passwordHash))) {
    await ctx.db.query(
      `UPDATE sessions SET password_confirmed_at = $2, password_confirm_failures = 0 WHERE id = $1`,
      [sessionId, ctx.now],
    );
    return new Date(ctx.now.getTime() + PASSWORD_PROOF_VALID_MS);
  }
  if (attempt >= PASSWORD_PROOF_MAX_WRONG) {
    await revokeSession(ctx.db, sessionId, ctx.now);
    throw new DomainError('unauthorized', 'notLoggedIn');
  }
  // The sheet that asked shows it beside the field; the errorCode keeps it from a second toast.
  throw new DomainError(
    'refused',
    'confirmPasswordWrong',
    { remaining: PASSWORD_PROOF_MAX_WRONG - attempt },
    { errorCode: PASSWORD_CONFIRMATION_WRONG },
  );
}

/**
 * The changes that could hand the account over need a proof of the login password on this
 * session within PASSWORD_PROOF_VALID_MS. Checked before anything else the change checks (codes,
 * payment password), so a refusal here costs the player nothing. The refusal carries errorCode
 * PASSWORD_CONFIRMATION_REQUIRED: the app asks for the password and sends the change again.
 */
export async function requirePasswordProof(
  db: Queryable,
  sessionId: number,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ password_confirmed_at: Date | null }>(
    'SELECT password_confirmed_at FROM sessions WHERE id = $1',
    [sessionId],
  );
  const at = rows[0]?.password_confirmed_at;
  const age = at ? now.getTime() - at.getTime() : Infinity;
  if (age < 0 || age >= PASSWORD_PROOF_VALID_MS) {
    throw new DomainError(
      'refused',
      'passwordConfirmationRequired',
      {},
      { errorCode: PASSWORD_CONFIRMATION_REQUIRED },
    );
  }
}
