import { translate } from '@platform/i18n/server';
import type { DomainContext } from '../../../core/context';
import { CODE_TTL_MS, newCode, storeCode, type CodeScope } from './codes';
import { deliver } from '../../../core/messages';

export interface SentCode {
  expiresInSeconds: number;
}

/**
 * Issues a code for a scope and sends it in the request's language. Rate limits are the caller's
 * business (they differ by who the target is), the sending is the same for every purpose.
 */
export async function sendCode(ctx: DomainContext, scope: CodeScope): Promise<SentCode> {
  return issueCode(ctx, scope, null);
}

/**
 * For a phone another account holds (registration, binding): the same answer and the same stored
 * code as sendCode, so neither the answer nor a later check tells whether the phone is taken; but
 * the code is never sent. The phone's owner gets a notice that someone tried to use their number
 * (docs/decisions-api.md#sms-and-e-mail-codes).
 */
export async function sendTakenNotice(ctx: DomainContext, scope: CodeScope): Promise<SentCode> {
  return issueCode(ctx, scope, 'server:sms.takenNotice');
}

async function issueCode(
  ctx: DomainContext,
  scope: CodeScope,
  noticeKey: string | null,
): Promise<SentCode> {
  const code = newCode();
  const minutes = CODE_TTL_MS / 60_000;
  const purpose = translate(ctx.lang, `server:purpose.${scope.purpose}`);
  const body = noticeKey
    ? translate(ctx.lang, noticeKey, { purpose })
    : translate(ctx.lang, `server:${scope.channel}.body`, { code, minutes, purpose });
  const subject =
    scope.channel === 'email' ? translate(ctx.lang, 'server:email.subject', { purpose }) : null;
  await ctx.db.transaction(async (tx) => {
    await storeCode(tx, scope, code, ctx.now);
    await deliver(
      tx,
      { ...scope, lang: ctx.lang, subject, body, code: noticeKey ? null : code },
      ctx.now,
    );
  });
  ctx.deliveryLog?.(`[outbox] ${scope.channel} to ${scope.target} (${scope.purpose}): ${body}`);
  return { expiresInSeconds: CODE_TTL_MS / 1000 };
}
