import { auditPlayer } from '../../../core/audit';
import { newPasswordSchema } from '@platform/api-client/contract';
import {
  hashPassword,
  verifyPassword,
  revokeAllSessions,
  type UserRecord,
} from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { DomainError, invalidInput } from '../../../core/errors';
import { postMessage, timeParam } from '../../../core/messages';

export interface ModifyPasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Changes the login password (docs/product-rules.md#passwords): the current one first, the new one
 * by the registration rules (not the username, confirmed) and not the current one again. Every
 * other session of the player ends with it (someone who knew the old password is logged out); the
 * calling one stays, so the player carries on. The player is told in their message centre.
 */
export async function modifyPassword(
  ctx: DomainContext,
  member: { user: UserRecord; sessionId: number },
  input: ModifyPasswordInput,
): Promise<void> {
  const { user, sessionId } = member;
  // The old password is a guessable secret like at login: the same budget per address and name.
  ctx.limiter.consume({ rule: 'login', key: `${ctx.ip}|${user.username.toLowerCase()}` });

  const rules = newPasswordSchema.safeParse({ ...input, username: user.username });
  if (!rules.success) throw invalidInput(rules.error.issues[0]!.message);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw new DomainError('refused', 'oldPasswordWrong');
  }
  if (input.password === input.oldPassword) throw invalidInput('password.sameAsOld');

  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      user.id,
      hash,
      ctx.now,
    ]);
    await revokeAllSessions(tx, user.id, ctx.now, sessionId);
    await auditPlayer(tx, ctx, user, 'password.changed');
    await postMessage(tx, {
      userId: user.id,
      category: 'notification',
      titleKey: 'passwordChanged.title',
      bodyKey: 'passwordChanged.body',
      params: { time: timeParam(ctx.now) },
      now: ctx.now,
    });
  });
}
