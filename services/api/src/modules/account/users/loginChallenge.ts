import { CAPTCHA_REQUIRED_ERROR } from '@platform/api-client/contract';
import { findUserByUsername, type UserRecord } from '../../../core/auth';
import { consumeCaptcha } from '../../../core/captcha';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { guestRequester, verifyCode, type CodeScope } from '../verification/codes';
import { sendCode, type SentCode } from '../verification/sendCode';
import { maskPhone } from './masking';

/**
 * The code that stands in for the captcha at login (docs/product-rules.md#captcha): sent to the
 * account's bound phone, good only for the guest at the address that asked for it.
 */
function loginCodeScope(ctx: Pick<DomainContext, 'ip'>, mobile: string): CodeScope {
  return { channel: 'sms', purpose: 'login', target: mobile, requester: guestRequester(ctx.ip) };
}

/**
 * getPhoneCodeByLogin: the path that tests no perception. Throttled per username and address
 * before anything about the account is answered; an account with no bound phone (or no account)
 * is told so, and the player is left the slider.
 */
export async function sendLoginPhoneCode(
  ctx: DomainContext,
  username: string,
): Promise<SentCode & { mobile: string }> {
  ctx.limiter.consume(
    { rule: 'codePerTarget', key: `login|${username.trim().toLowerCase()}` },
    { rule: 'codePerIp', key: ctx.ip },
  );
  const user = await findUserByUsername(ctx.db, username);
  if (!user?.mobile) throw new DomainError('refused', 'loginNoBoundPhone');
  const sent = await sendCode(ctx, loginCodeScope(ctx, user.mobile));
  return { ...sent, mobile: maskPhone(user.mobile) ?? '' };
}

/** The refusal of a login that needs a captcha (or the phone code) and came without one. */
export function loginCaptchaRequiredError(): DomainError {
  return new DomainError(
    'refused',
    'loginCaptchaRequired',
    {},
    { errorCode: CAPTCHA_REQUIRED_ERROR },
  );
}

/**
 * A login the failures made risky passes with a captcha (the image's, or a solved slider's pass)
 * or the phone code; either is used up here, before the password is judged.
 */
export async function passLoginChallenge(
  ctx: DomainContext,
  user: UserRecord | null,
  input: {
    captchaKey?: string | undefined;
    captchaCode?: string | undefined;
    smsCode?: string | undefined;
  },
): Promise<void> {
  if (input.captchaKey && input.captchaCode) {
    await consumeCaptcha(ctx.db, input.captchaKey, input.captchaCode, ctx.now);
    return;
  }
  if (input.smsCode) {
    // No account or no phone: no code was ever sent there, so the answer is the one for no code.
    if (!user?.mobile) throw new DomainError('refused', 'codeExpired');
    await verifyCode(ctx.db, loginCodeScope(ctx, user.mobile), input.smsCode, ctx.now, {
      consume: true,
    });
    return;
  }
  throw loginCaptchaRequiredError();
}
