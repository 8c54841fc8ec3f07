import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import {
  postMessage,
  timeParam,
  type MessageParam,
  deliver,
  type Channel,
} from '../../../core/messages';
import type { UserRecord } from '../../../core/auth';

/**
 * The changes that could hand an account to someone else, each a message group of
 * `server:messages` (its title and body): binding or changing the phone or the e-mail, setting or
 * changing the payment password, adding or changing a payment account.
 */
export type SecurityChange =
  | 'phoneBound'
  | 'phoneChanged'
  | 'emailBound'
  | 'emailChanged'
  | 'payPasswordSet'
  | 'payPasswordChanged'
  | 'paymentAccountAdded'
  | 'paymentAccountChanged';

/** The outbox purpose of a notice (no code in it). */
export const SECURITY_NOTICE_PURPOSE = 'securityNotice';

/**
 * Tells the player of a sensitive change on every channel bound before it
 * (docs/decisions-api.md#account-takeover): their message centre, and their phone and e-mail as
 * they were — the old ones when those are what changed, so the owner hears of it even when the
 * new one is someone else's. In the player's language, with the time of the change; runs in the
 * change's transaction, so a notice exists exactly when the change was committed. `user` is the
 * record as it was before the change.
 */
export async function tellSecurityChange(
  ctx: Pick<DomainContext, 'now' | 'deliveryLog'>,
  tx: Queryable,
  user: UserRecord,
  change: SecurityChange,
  params: Record<string, MessageParam> = {},
): Promise<void> {
  const posted = await postMessage(tx, {
    userId: user.id,
    category: 'notification',
    titleKey: `${change}.title`,
    bodyKey: `${change}.body`,
    params: { ...params, time: timeParam(ctx.now) },
    now: ctx.now,
  });
  const channels: [Channel, string | null][] = [
    ['sms', user.mobile],
    ['email', user.email],
  ];
  for (const [channel, target] of channels) {
    if (!target) continue;
    const body =
      channel === 'sms'
        ? translate(posted.lang, 'server:messages.securityNotice.sms', { text: posted.content })
        : posted.content;
    const subject =
      channel === 'email'
        ? translate(posted.lang, 'server:messages.securityNotice.emailSubject', {
            title: posted.title,
          })
        : null;
    await deliver(
      tx,
      {
        channel,
        target,
        purpose: SECURITY_NOTICE_PURPOSE,
        lang: posted.lang,
        subject,
        body,
        code: null,
      },
      ctx.now,
    );
    ctx.deliveryLog?.(`[outbox] ${channel} to ${target} (${SECURITY_NOTICE_PURPOSE}): ${body}`);
  }
}
