// Standalone dev only: the settings and security calls, with a demo payment password, login
// password and phone (the player and profile edits are the profile handlers').
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type EndpointName } from '@platform/api-client';
import {
  PHONE_SETTING_KEYS,
  PASSWORD_CONFIRMATION_REQUIRED,
  PASSWORD_CONFIRMATION_WRONG,
  PASSWORD_PROOF_MINUTES,
  SECURITY_VERIFICATION_MINUTES,
  WRONG_ATTEMPT_LOCK_MINUTES,
  WRONG_ATTEMPTS_BEFORE_LOCK,
} from '@platform/api-client/contract';
import { answer, memberFixture } from '@platform/api-client/mocks';

/** The demo secrets, told in the refusals so a developer can go on. */
const DEMO = { loginPassword: 'abc12345', phoneMiddle: '1234' };

let payPassword: string | null = '135790';
let wrongPayPasswords = 0;
/** When the login password was last proved (the API wants it recent for sensitive changes). */
let provedAt = 0;
const PROOF_MS = PASSWORD_PROOF_MINUTES * 60_000;

const ok = (fields: object = {}) => HttpResponse.json({ code: 0, msg: 'success', ...fields });
const refused = (msg: string) => HttpResponse.json({ code: 1000, msg });

function post(name: EndpointName, reply: (body: URLSearchParams) => Response) {
  return http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) =>
    reply(new URLSearchParams(await request.text())),
  );
}

function checkPayPassword(given: string | null): Response | null {
  if (wrongPayPasswords >= WRONG_ATTEMPTS_BEFORE_LOCK)
    return refused(
      `Too many wrong payment passwords: locked for ${WRONG_ATTEMPT_LOCK_MINUTES} minutes (reload to unlock)`,
    );
  if (given === payPassword) {
    wrongPayPasswords = 0;
    return null;
  }
  wrongPayPasswords += 1;
  return refused(
    `Wrong payment password, ${WRONG_ATTEMPTS_BEFORE_LOCK - wrongPayPasswords} attempts left (the demo one is ${payPassword})`,
  );
}

/** The API's refusal of a sensitive change without a recent proof of the login password. */
function needsProof(): Response | null {
  if (Date.now() - provedAt < PROOF_MS) return null;
  return HttpResponse.json({
    code: 1000,
    msg: `For your security, please enter your login password first (the demo one is ${DEMO.loginPassword})`,
    errorCode: PASSWORD_CONFIRMATION_REQUIRED,
  });
}

const noPhonePlayer = memberFixture({ realName: null, realNameConfirmed: false, mobile: null });

/**
 * `?scenario=noPayPassword` starts without a payment password (the set flow), `?scenario=noPhone`
 * with no bound phone (the payment password and verification ask to bind one first),
 * `?scenario=smsSwitchOff` with the site's sms_switch_bind off (the phone binds without a code,
 * docs/product-rules.md#phone-settings). Saving the payment password asks for the login password
 * first, as the API does.
 */
export function settingsHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'noPayPassword' || scenario === 'noPhone') payPassword = null;
  return [
    ...(scenario === 'noPhone' ? [answer('getUserInfo', { userInfo: noPhonePlayer })] : []),
    post('checkIsSetWidthPassword', () => ok({ isSet: payPassword !== null })),
    post('checkWithdrawPwd', (body) => checkPayPassword(body.get('payPassword')) ?? ok()),
    post('confirmLoginPassword', (body) => {
      if (body.get('password') !== DEMO.loginPassword)
        return HttpResponse.json({
          code: 1000,
          msg: `Incorrect login password (the demo one is ${DEMO.loginPassword})`,
          errorCode: PASSWORD_CONFIRMATION_WRONG,
        });
      provedAt = Date.now();
      return ok({ confirmedUntil: new Date(provedAt + PROOF_MS).toISOString() });
    }),
    post('setWithdrawPwd', (body) => {
      const proof = needsProof();
      if (proof) return proof;
      if (payPassword !== null) {
        const refusal = checkPayPassword(body.get('oldPayPassword'));
        if (refusal) return refusal;
      }
      payPassword = body.get('payPassword');
      return ok();
    }),
    post('modifyPassword', (body) =>
      body.get('oldPassword') === DEMO.loginPassword
        ? ok()
        : refused(`The current password is incorrect (the demo one is ${DEMO.loginPassword})`),
    ),
    post('verifyPhoneMiddle', (body) =>
      body.get('middleDigits') === DEMO.phoneMiddle
        ? ok({
            verifiedUntil: new Date(
              Date.now() + SECURITY_VERIFICATION_MINUTES * 60_000,
            ).toISOString(),
          })
        : refused(
            `The digits do not match your bound phone (the demo ones are ${DEMO.phoneMiddle})`,
          ),
    ),
    post('getSysConfigValue', (body) => {
      const settings: Record<string, string> = {
        [PHONE_SETTING_KEYS.smsSwitchBind]: scenario === 'smsSwitchOff' ? '0' : '1',
        [PHONE_SETTING_KEYS.areaCode]: '+86',
      };
      return ok({ sysConfigValue: settings[body.get('key') ?? ''] ?? null });
    }),
    answer('getSmsCode', { expiresInSeconds: 300 }),
    answer('getEmailCode', { expiresInSeconds: 300 }),
    answer('logout', {}),
  ];
}
