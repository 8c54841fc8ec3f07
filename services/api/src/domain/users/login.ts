import { createSession, revokeSession } from '../auth/sessions';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { consumeCaptcha } from '../captcha/captcha';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import type { Session } from './register';
import { findUserByUsername } from './userRecord';

export interface LoginInput {
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/** Username + password + captcha → a new session. The refusal never says which of the two was wrong. */
export async function login(ctx: DomainContext, input: LoginInput): Promise<Session> {
  ctx.limiter.consume({ rule: 'login', key: `${ctx.ip}|${input.username.trim().toLowerCase()}` });
  await consumeCaptcha(ctx.db, input.captchaKey, input.captchaCode, ctx.now);
  const user = await findUserByUsername(ctx.db, input.username);
  const ok = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new DomainError('refused', 'usernameOrPasswordMismatch');
  const token = await createSession(ctx.db, user.id, ctx.ip, ctx.now);
  return { token, user };
}

export async function logout(ctx: DomainContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.now);
}
