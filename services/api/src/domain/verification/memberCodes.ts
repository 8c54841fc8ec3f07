import type { EMAIL_TYPES, SMS_TYPES } from '@platform/api-client/contract';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import type { UserRecord } from '../users/userRecord';
import { isMobileTaken } from '../users/userRecord';
import { verifyCode } from './codes';
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
  return sendCode(ctx, { channel: 'sms', purpose: smsType, target: mobile });
}

export async function checkMemberSmsCode(
  ctx: DomainContext,
  smsType: SmsType,
  mobile: string,
  code: string,
): Promise<void> {
  await verifyCode(ctx.db, { channel: 'sms', purpose: smsType, target: mobile }, code, ctx.now, {
    consume: false,
  });
}

export async function sendMemberEmailCode(
  ctx: DomainContext,
  emailType: EmailType,
  email: string,
): Promise<SentCode> {
  const target = email.trim().toLowerCase();
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `email|${target}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  return sendCode(ctx, { channel: 'email', purpose: emailType, target });
}

export async function checkMemberEmailCode(
  ctx: DomainContext,
  emailType: EmailType,
  email: string,
  code: string,
): Promise<void> {
  await verifyCode(
    ctx.db,
    { channel: 'email', purpose: emailType, target: email.trim().toLowerCase() },
    code,
    ctx.now,
    {
      consume: false,
    },
  );
}

/** Registration: an SMS code to a phone no account holds yet. */
export async function sendRegisterSmsCode(ctx: DomainContext, mobile: string): Promise<SentCode> {
  if (await isMobileTaken(ctx.db, mobile)) throw new DomainError('refused', 'phoneTaken');
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `sms|${mobile}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  return sendCode(ctx, { channel: 'sms', purpose: 'register', target: mobile });
}
