import type { EMAIL_TYPES, SMS_TYPES } from '@platform/api-client/contract';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { type UserRecord, isMobileTaken } from '../../../core/auth';
import { guestRequester, memberRequester, verifyCode, type CodeScope } from './codes';
import { phoneBindCodeRequired } from './phoneBindSwitch';
import { sendCode, sendTakenNotice, type SentCode } from './sendCode';

export type SmsType = (typeof SMS_TYPES)[number];
export type EmailType = (typeof EMAIL_TYPES)[number];

/**
 * Who may receive which SMS: verifying (and binding a virtual-coin account) needs the player's own
 * bound phone; binding or changing needs another phone than their own. Whether another account
 * holds that phone is not answered here (sendMemberSmsCode).
 */
function assertSmsTargetAllowed(user: UserRecord, smsType: SmsType, mobile: string): void {
  if (smsType === 'bindPhone' || smsType === 'changePhone') {
    if (mobile === user.mobile) throw new DomainError('refused', 'phoneTaken');
    return;
  }
  if (!user.mobile) throw new DomainError('refused', 'noBoundPhone');
  if (mobile !== user.mobile) throw new DomainError('refused', 'phoneMismatch');
}

/**
 * A member's SMS code, throttled before anything about the phone is answered. Binding a phone
 * another account holds answers exactly as a free one, and its owner gets a notice instead of a
 * code; the bind itself is refused when it is written (docs/decisions-api.md#sms-and-e-mail-codes).
 */
export async function sendMemberSmsCode(
  ctx: DomainContext,
  user: UserRecord,
  smsType: SmsType,
  mobile: string,
): Promise<SentCode> {
  // Only the member's own phone is compared before the throttle: that tells them nothing new.
  assertSmsTargetAllowed(user, smsType, mobile);
  const binding = smsType === 'bindPhone' || smsType === 'changePhone';
  // With the bind switch off a bind takes no code, so none is sent (docs/product-rules.md#phone-settings).
  if (binding && !(await phoneBindCodeRequired(ctx.db))) {
    throw new DomainError('refused', 'phoneBindCodeOff');
  }
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `sms|${mobile}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  const scope = smsScope(user, smsType, mobile);
  if (binding && (await isMobileTaken(ctx.db, mobile))) return sendTakenNotice(ctx, scope);
  return sendCode(ctx, scope);
}

/** A member's SMS code: theirs alone, whichever phone it went to. */
export function smsScope(user: UserRecord, smsType: SmsType, mobile: string): CodeScope {
  return { channel: 'sms', purpose: smsType, target: mobile, requester: memberRequester(user.id) };
}

/** A member's e-mail code (addresses compare lower-cased): theirs alone. */
export function emailScope(user: UserRecord, emailType: EmailType, email: string): CodeScope {
  const target = email.trim().toLowerCase();
  return { channel: 'email', purpose: emailType, target, requester: memberRequester(user.id) };
}

/** Another player's phone reads as a phone with no code: nothing to learn, nothing to burn. */
export async function checkMemberSmsCode(
  ctx: DomainContext,
  user: UserRecord,
  smsType: SmsType,
  mobile: string,
  code: string,
): Promise<void> {
  await verifyCode(ctx.db, smsScope(user, smsType, mobile), code, ctx.now, { consume: false });
}

export async function sendMemberEmailCode(
  ctx: DomainContext,
  user: UserRecord,
  emailType: EmailType,
  email: string,
): Promise<SentCode> {
  const scope = emailScope(user, emailType, email);
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `email|${scope.target}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  return sendCode(ctx, scope);
}

export async function checkMemberEmailCode(
  ctx: DomainContext,
  user: UserRecord,
  emailType: EmailType,
  email: string,
  code: string,
): Promise<void> {
  await verifyCode(ctx.db, emailScope(user, emailType, email), code, ctx.now, { consume: false });
}

/** The registration code of a phone, as the guest at this address asked for it. */
export function registerScope(ctx: Pick<DomainContext, 'ip'>, mobile: string): CodeScope {
  return { channel: 'sms', purpose: 'register', target: mobile, requester: guestRequester(ctx.ip) };
}

/**
 * Registration: throttled first, then one answer for every phone. A phone no account holds gets
 * its code; one already bound gets a notice instead, and registering with it is refused only after
 * a right code (docs/decisions-api.md#sms-and-e-mail-codes).
 */
export async function sendRegisterSmsCode(ctx: DomainContext, mobile: string): Promise<SentCode> {
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `sms|${mobile}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  const scope = registerScope(ctx, mobile);
  if (await isMobileTaken(ctx.db, mobile)) return sendTakenNotice(ctx, scope);
  return sendCode(ctx, scope);
}
