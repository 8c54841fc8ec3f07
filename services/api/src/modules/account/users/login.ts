import {
  isKnownAddress,
  loginLockedError,
  recordLogin,
  runningLoginLock,
  tellLoginLocked,
  createSession,
  revokeSession,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
  findUserByUsername,
  type UserRecord,
} from '../../../core/auth';
import { audit, auditPlayer } from '../../../core/audit';
import { CAPTCHA_REQUIRED_ERROR } from '@platform/api-client/contract';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { passLoginChallenge } from './loginChallenge';
import { clearLoginFailures, loginNeedsCaptcha, recordLoginFailure } from './loginRisk';
import type { Session } from './register';

export interface LoginInput {
  username: string;
  password: string;
  captchaKey?: string | undefined;
  captchaCode?: string | undefined;
  smsCode?: string | undefined;
}

/**
 * A hash made at a lower cost than the current one is replaced once the password is known right
 * (docs/decisions-api.md#sessions-and-passwords); only if it is still the one that was checked.
 */
async function upgradeHash(ctx: DomainContext, user: UserRecord, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  await ctx.db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
    user.id,
    user.passwordHash,
    await hashPassword(password),
  ]);
}

/**
 * Username + password → a new session; after failed logins, with a captcha or the phone code too
 * (docs/product-rules.md#captcha). The refusal never says which of the two was wrong. Wrong
 * passwords count per account; the lock they cause refuses addresses the account never logged in
 * from, before the password is checked (docs/decisions-api.md#guessing-budgets).
 */
export async function login(ctx: DomainContext, input: LoginInput): Promise<Session> {
  ctx.limiter.consume({ rule: 'login', key: `${ctx.ip}|${input.username.trim().toLowerCase()}` });
  const user = await findUserByUsername(ctx.db, input.username);
  if (await loginNeedsCaptcha(ctx, input.username)) await passLoginChallenge(ctx, user, input);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw await refuseLogin(ctx, input.username, null, 'unknownUser', mismatch());
  }
  const known = await isKnownAddress(ctx.db, user.id, ctx.ip, ctx.now);
  if (!known) {
    const lockedUntil = await runningLoginLock(ctx.db, user.id, ctx.now);
    if (lockedUntil)
      throw await refuseLogin(ctx, input.username, user, 'locked', lockError(lockedUntil, ctx));
  }
  const ok = await verifyPassword(input.password, user.passwordHash);
  const outcome = await recordLogin(ctx.db, user.id, ctx.now, ok, known);
  if (outcome.kind === 'locked') {
    if (outcome.justLocked)
      await tellLoginLocked(ctx.db, user, outcome.lockedUntil, ctx.now, ctx.deliveryLog);
    // The player at their own address carries on; anyone else reads when to retry.
    if (!known) {
      const error = lockError(outcome.lockedUntil, ctx);
      throw await refuseLogin(ctx, input.username, user, 'locked', error);
    }
  }
  if (outcome.kind !== 'right')
    throw await refuseLogin(ctx, input.username, user, 'wrongPassword', mismatch());
  await clearLoginFailures(ctx, input.username);
  await upgradeHash(ctx, user, input.password);
  const token = await ctx.db.transaction(async (tx) => {
    await auditPlayer(tx, ctx, user, 'login');
    return createSession(tx, user.id, ctx.ip, ctx.now);
  });
  return { token, user };
}

function mismatch(): DomainError {
  return new DomainError('refused', 'usernameOrPasswordMismatch');
}

function lockError(lockedUntil: Date, ctx: DomainContext): DomainError {
  return loginLockedError(lockedUntil, ctx.now);
}

/**
 * A refused login: audited, counted toward the captcha (loginRisk.ts), and, when the next login
 * will ask for one, the refusal says so (errorCode CAPTCHA_REQUIRED_ERROR) so the form shows it.
 */
async function refuseLogin(
  ctx: DomainContext,
  username: string,
  user: UserRecord | null,
  reason: 'unknownUser' | 'locked' | 'wrongPassword',
  error: DomainError,
): Promise<DomainError> {
  await auditFailedLogin(ctx, user, reason);
  await recordLoginFailure(ctx, username);
  if (!(await loginNeedsCaptcha(ctx, username))) return error;
  return new DomainError(error.code, error.messageKey, error.params, {
    ...error.extra,
    errorCode: CAPTCHA_REQUIRED_ERROR,
  });
}

/**
 * A refused login is recorded on its own (docs/decisions-api.md#the-audit-chain): the request
 * commits nothing else. A name nobody has is not kept: it may be a phone or e-mail typed by mistake.
 */
function auditFailedLogin(
  ctx: DomainContext,
  user: UserRecord | null,
  reason: 'unknownUser' | 'locked' | 'wrongPassword',
): Promise<void> {
  if (user) return auditPlayer(ctx.db, ctx, user, 'login.failed', { detail: { reason } });
  return audit(ctx.db, {
    action: 'login.failed',
    actor: { kind: 'player' },
    detail: { reason },
    at: ctx.now,
    ip: ctx.ip,
    door: 'api',
  });
}

export async function logout(ctx: DomainContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.now);
}
