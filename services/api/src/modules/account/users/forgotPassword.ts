import { auditPlayer } from '../../../core/audit';
import { newPasswordSchema } from '@platform/api-client/contract';
import {
  revokeAllSessions,
  hashPassword,
  findUserByUsername,
  type UserRecord,
} from '../../../core/auth';
import { consumeCaptchaUnlessSwitchedOff } from '../../../core/captcha';
import type { DomainContext } from '../../../core/context';
import { DomainError, invalidInput } from '../../../core/errors';
import { refundDailyBudget, spendDailyBudget, type BudgetKey } from '../../../core/rateLimit';
import { guestRequester, verifyCode, type CodeScope } from '../verification/codes';
import { sendCode, type SentCode } from '../verification/sendCode';
import { maskEmail, maskPhone } from './masking';
import { refuseNewlyBoundChannel } from './resetChannelAge';

/** The captcha step opens a 15-minute window for the code steps of one account. */
export const RESET_TICKET_TTL_MS = 15 * 60 * 1000;
const PURPOSE = 'forgetPassword';

export type VerifyType = 'phone' | 'email';

async function accountOrRefuse(ctx: DomainContext, username: string): Promise<UserRecord> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw new DomainError('refused', 'accountNotFound');
  return user;
}

/** Step 1: captcha + username → which verifications the account can use, masked. */
export async function startPasswordReset(
  ctx: DomainContext,
  input: { username: string; captchaKey: string; captchaCode: string },
): Promise<{ mobile: string | null; email: string | null }> {
  await consumeCaptchaUnlessSwitchedOff(ctx.db, input.captchaKey, input.captchaCode, ctx.now);
  const user = await accountOrRefuse(ctx, input.username);
  await ctx.db.query(
    `INSERT INTO password_reset_tickets (user_id, created_at, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [user.id, ctx.now, new Date(ctx.now.getTime() + RESET_TICKET_TTL_MS)],
  );
  return { mobile: maskPhone(user.mobile), email: maskEmail(user.email) };
}

/** The code steps only work after the captcha step: the captcha then guards every reset. */
async function accountWithTicket(ctx: DomainContext, username: string): Promise<UserRecord> {
  const user = await accountOrRefuse(ctx, username);
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM password_reset_tickets WHERE user_id = $1 AND expires_at > $2',
    [user.id, ctx.now],
  );
  if (rows.length === 0) throw new DomainError('refused', 'resetNotStarted');
  return user;
}

/**
 * The account's own phone or e-mail, for the guest at this address: no one else's code is read.
 * Not one bound in the last 24 hours (resetChannelAge.ts).
 */
function scopeFor(ctx: DomainContext, user: UserRecord, verifyType: VerifyType): CodeScope {
  const requester = guestRequester(ctx.ip);
  refuseNewlyBoundChannel(user, verifyType, ctx.now);
  if (verifyType === 'phone') {
    if (!user.mobile) throw new DomainError('refused', 'noBoundPhone');
    return { channel: 'sms', purpose: PURPOSE, target: user.mobile, requester };
  }
  if (!user.email) throw new DomainError('refused', 'noBoundEmail');
  return { channel: 'email', purpose: PURPOSE, target: user.email, requester };
}

/** Step 2: a code to the bound phone or e-mail. Throttled per destination and per ip. */
export async function sendPasswordResetCode(
  ctx: DomainContext,
  username: string,
  verifyType: VerifyType,
): Promise<SentCode> {
  const user = await accountWithTicket(ctx, username);
  const scope = scopeFor(ctx, user, verifyType);
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `${scope.channel}|${scope.target}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  // A new code must not bring fresh guesses without end: codes per account per business day.
  if (!(await spendDailyBudget(ctx.db, resetBudget(user, 'resetCodeSent'), ctx.now)))
    throw new DomainError('refused', 'resetCodeSendLimit');
  return sendCode(ctx, scope);
}

function resetBudget(user: UserRecord, budget: 'resetCodeSent' | 'resetCodeWrong'): BudgetKey {
  return { budget, subject: `user:${user.id}` };
}

/**
 * A code entry of the reset, under the account's daily budget of wrong codes across every code
 * sent that day (docs/decisions-api.md#guessing-budgets). The entry is charged before the code is
 * read, so parallel guesses cannot all find room; anything but a wrong code gives it back.
 */
async function verifyResetCode(
  ctx: DomainContext,
  user: UserRecord,
  scope: CodeScope,
  code: string,
  consume: boolean,
): Promise<void> {
  const budget = resetBudget(user, 'resetCodeWrong');
  if (!(await spendDailyBudget(ctx.db, budget, ctx.now)))
    throw new DomainError('refused', 'resetCodeWrongLimit');
  try {
    await verifyCode(ctx.db, scope, code, ctx.now, { consume });
  } catch (error) {
    if (!(error instanceof DomainError && error.messageKey === 'codeWrong'))
      await refundDailyBudget(ctx.db, budget, ctx.now);
    throw error;
  }
  await refundDailyBudget(ctx.db, budget, ctx.now);
}

/** Step 3 (optional in the app's flow): checks the code without using it up. */
export async function checkPasswordResetCode(
  ctx: DomainContext,
  username: string,
  verifyType: VerifyType,
  code: string,
): Promise<void> {
  const user = await accountWithTicket(ctx, username);
  await verifyResetCode(ctx, user, scopeFor(ctx, user, verifyType), code, false);
}

/** Step 4: the code is used up, the password replaced and every session of the account ended. */
export async function resetPassword(
  ctx: DomainContext,
  input: {
    username: string;
    verifyType: VerifyType;
    code: string;
    password: string;
    confirmPassword: string;
  },
): Promise<void> {
  const user = await accountWithTicket(ctx, input.username);
  const rules = newPasswordSchema.safeParse({ ...input, username: user.username });
  if (!rules.success) throw invalidInput(rules.error.issues[0]?.message ?? 'invalid');
  await verifyResetCode(ctx, user, scopeFor(ctx, user, input.verifyType), input.code, true);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      user.id,
      passwordHash,
      ctx.now,
    ]);
    await revokeAllSessions(tx, user.id, ctx.now);
    await auditPlayer(tx, ctx, user, 'password.reset', { detail: { via: input.verifyType } });
    await tx.query('DELETE FROM password_reset_tickets WHERE user_id = $1', [user.id]);
    // Whoever reset it owns the account: a login lock others' guesses caused no longer applies.
    await tx.query('DELETE FROM login_guards WHERE user_id = $1', [user.id]);
  });
}
