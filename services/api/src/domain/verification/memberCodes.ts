import type { EMAIL_TYPES, SMS_TYPES } from '@platform/api-client/contract';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import type { UserRecord } from '../users/userRecord';
import { isMobileTaken } from '../users/userRecord';
import { guestRequester, memberRequester, verifyCode, type CodeScope } from './codes';
import { sendCode, type SentCode } from './sendCode';

export type SmsType = (typeof SMS_TYPES)[number];
export type EmailType = (typeof EMAIL_TYPES)[number];

/**
 * Who may receive which SMS: binding or changing needs a phone no other account holds; verifying
 * (and binding a virtual-coin account) needs the player's own bound phone.
 */
async function assertSmsTargetAllowed(
  ctx: DomainContext,
  user: UserRecord,
  smsType: SmsType,
  mobile: string,
): Promise<void> {
  if (smsType === 'bindPhone' || smsType === 'changePhone') {
    if (mobile === user.mobile || (await isMobileTaken(ctx.db, mobile)))
      throw new DomainError('refused', 'phoneTaken');
    return;
  }
  if (!user.mobile) throw new DomainError('refused', 'noBoundPhone');
  if (mobile !== user.mobile) throw new DomainError('refused', 'phoneMismatch');
}

export async function sendMemberSmsCode(
  ctx: DomainContext,
  user: UserRecord,
  smsType: SmsType,
  mobile: string,
): Promise<SentCode> {
  await assertSmsTargetAllowed(ctx, user, smsType, mobile);
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `sms|${mobile}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  return sendCode(ctx, smsScope(user, smsType, mobile));
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

/** Registration: an SMS code to a phone no account holds yet. */
export async function sendRegisterSmsCode(ctx: DomainContext, mobile: string): Promise<SentCode> {
  if (await isMobileTaken(ctx.db, mobile)) throw new DomainError('refused', 'phoneTaken');
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `sms|${mobile}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  return sendCode(ctx, registerScope(ctx, mobile));
}
