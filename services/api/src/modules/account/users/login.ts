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
import { consumeCaptcha } from '../../../core/captcha';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import type { Session } from './register';

export interface LoginInput {
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
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
 * Username + password + captcha → a new session. The refusal never says which of the two was
 * wrong. Wrong passwords count per account; the lock they cause refuses addresses the account never
 * logged in from, before the password is checked (docs/decisions-api.md#guessing-budgets).
 */
export async function login(ctx: DomainContext, input: LoginInput): Promise<Session> {
  ctx.limiter.consume({ rule: 'login', key: `${ctx.ip}|${input.username.trim().toLowerCase()}` });
  await consumeCaptcha(ctx.db, input.captchaKey, input.captchaCode, ctx.now);
  const user = await findUserByUsername(ctx.db, input.username);
  if (!user) {
    await verifyAgainstDummy(input.password);
    await auditFailedLogin(ctx, null, 'unknownUser');
    throw new DomainError('refused', 'usernameOrPasswordMismatch');
  }
  const known = await isKnownAddress(ctx.db, user.id, ctx.ip, ctx.now);
  if (!known) {
    const lockedUntil = await runningLoginLock(ctx.db, user.id, ctx.now);
    if (lockedUntil) {
      await auditFailedLogin(ctx, user, 'locked');
      throw loginLockedError(lockedUntil, ctx.now);
    }
  }
  const ok = await verifyPassword(input.password, user.passwordHash);
  const outcome = await recordLogin(ctx.db, user.id, ctx.now, ok, known);
  if (outcome.kind === 'locked') {
    if (outcome.justLocked)
      await tellLoginLocked(ctx.db, user, outcome.lockedUntil, ctx.now, ctx.deliveryLog);
    // The player at their own address carries on; anyone else reads when to retry.
    if (!known) {
      await auditFailedLogin(ctx, user, 'locked');
      throw loginLockedError(outcome.lockedUntil, ctx.now);
    }
  }
  if (outcome.kind !== 'right') {
    await auditFailedLogin(ctx, user, 'wrongPassword');
    throw new DomainError('refused', 'usernameOrPasswordMismatch');
  }
  await upgradeHash(ctx, user, input.password);
  const token = await ctx.db.transaction(async (tx) => {
    await auditPlayer(tx, ctx, user, 'login');
    return createSession(tx, user.id, ctx.ip, ctx.now);
  });
  return { token, user };
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
