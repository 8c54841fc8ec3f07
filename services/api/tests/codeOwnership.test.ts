import { blindIndex } from '../src/core/vault';
import { describe, expect, it } from 'vitest';
import { CODE_MAX_WRONG } from '../src/modules/account/verification/codes';
import { uniquePlayer, useTestApp, type Answer, type TestApp } from './support/testApp';

const EN = 3;
/** What a check answers where no code is pending, and so for a code someone else asked for. */
const NO_CODE = { code: 1000, msg: 'The verification code has expired, please request a new one' };
const OWNER_IP = '10.70.0.1';
let strangerIps = 0;
/** A stranger may spread their guesses over many addresses (and the register limit is per ip). */
const strangerIp = () => `10.66.0.${++strangerIps % 250}`;

/** One code type, seen from its owner and from a stranger who knows where the code went. */
interface CodeFlow {
  /** What the stranger names in their check: the owner's phone, e-mail or username. */
  target: string;
  /** The same kind of thing, with no code pending. */
  idle: string;
  /** Where the owner's code was sent. */
  destination: string;
  /** The stranger's check of `code` against `target`, as that code type's call answers it. */
  stranger(target: string, code: string): Promise<Answer['body']>;
  /** The owner's own check or use of their code. */
  owner(code: string): Promise<Answer['body']>;
}

function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** A member's SMS code type, checked with sms/checkSmsCode. */
function memberSms(smsType: string, ownPhone: boolean) {
  return async (t: TestApp): Promise<CodeFlow> => {
    const owner = await t.registerPlayer();
    const stranger = await t.registerPlayer();
    const mobile = ownPhone ? owner.mobile : uniquePlayer().mobile;
    t.clock.advance(10_000);
    const sent = await t.call('getSmsCode', { smsType, mobile }, { token: owner.token });
    expect(sent.body.code).toBe(0);
    const check = (token: string) => async (target: string, code: string) =>
      (await t.call('checkSmsCode', { smsType, mobile: target, code }, { token, lang: EN })).body;
    return {
      target: mobile,
      idle: uniquePlayer().mobile,
      destination: mobile,
      stranger: check(stranger.token),
      owner: (code) => check(owner.token)(mobile, code),
    };
  };
}

/** A member's e-mail code type, checked with email/checkEmailCode. */
function memberEmail(emailType: string) {
  return async (t: TestApp): Promise<CodeFlow> => {
    const owner = await t.registerPlayer();
    const stranger = await t.registerPlayer();
    const email = `${owner.username}@example.com`;
    const sent = await t.call('getEmailCode', { emailType, email }, { token: owner.token });
    expect(sent.body.code).toBe(0);
    const check = (token: string) => async (target: string, code: string) =>
      (await t.call('checkEmailCode', { emailType, email: target, code }, { token, lang: EN }))
        .body;
    return {
      // Addresses compare lower-cased: the stranger's spelling does not matter.
      target: email.toUpperCase(),
      idle: `${stranger.username}@example.com`,
      destination: email,
      stranger: check(stranger.token),
      owner: (code) => check(owner.token)(email, code),
    };
  };
}

/** Registration: a guest asks for a code to a phone; other guests register with that phone. */
async function registration(t: TestApp): Promise<CodeFlow> {
  const { mobile } = uniquePlayer();
  const sent = await t.call('getPhoneCodeByRegister', { mobile }, { ip: OWNER_IP });
  expect(sent.body.code).toBe(0);
  const register = async (target: string, code: string, ip: string) => {
    const player = uniquePlayer();
    const form = {
      username: player.username,
      password: player.password,
      confirmPassword: player.password,
      mobile: target,
      smsCode: code,
      agreement: 'true',
      ...(await t.captcha()),
    };
    return (await t.call('register', form, { ip, lang: EN })).body;
  };
  return {
    target: mobile,
    idle: uniquePlayer().mobile,
    destination: mobile,
    stranger: (target, code) => register(target, code, strangerIp()),
    owner: (code) => register(mobile, code, OWNER_IP),
  };
}

/** Forgotten password, step one (captcha + username) from an address. */
async function startReset(t: TestApp, username: string, ip: string) {
  const started = await t.call(
    'forgetPasswordFirstStep',
    { username, ...(await t.captcha()) },
    { ip },
  );
  expect(started.body.code).toBe(0);
}

/**
 * The owner starts a reset and asks for a code; a stranger starts resets of the owner's account
 * and of another one, from an address of their own.
 */
async function openResets(
  t: TestApp,
  send: 'getPhoneCodeByForgetPwd' | 'getEmailCodeByForgetPwd',
  owner: string,
  other: string,
): Promise<string> {
  await startReset(t, owner, OWNER_IP);
  const sent = await t.call(send, { username: owner }, { ip: OWNER_IP });
  expect(sent.body.code).toBe(0);
  const ip = strangerIp();
  await startReset(t, owner, ip);
  await startReset(t, other, ip);
  return ip;
}

/** Forgotten password by phone: the reset code is checked with checkPhoneCodeByForgetPwd. */
async function resetByPhone(t: TestApp): Promise<CodeFlow> {
  const owner = await t.registerPlayer();
  const other = await t.registerPlayer();
  t.clock.advance(10_000);
  const ip = await openResets(t, 'getPhoneCodeByForgetPwd', owner.username, other.username);
  const check = (from: string) => async (username: string, code: string) =>
    (await t.call('checkPhoneCodeByForgetPwd', { username, code }, { ip: from, lang: EN })).body;
  return {
    target: owner.username,
    idle: other.username,
    destination: owner.mobile,
    stranger: check(ip),
    owner: (code) => check(OWNER_IP)(owner.username, code),
  };
}

/** Forgotten password by e-mail: the reset code is used by modifyPasswordByForget. */
async function resetByEmail(t: TestApp): Promise<CodeFlow> {
  const owner = await t.registerPlayer({ email: 'owner@example.com' });
  const other = await t.registerPlayer({ email: 'other@example.com' });
  const ip = await openResets(t, 'getEmailCodeByForgetPwd', owner.username, other.username);
  const reset = (from: string) => async (username: string, code: string) =>
    (
      await t.call(
        'modifyPasswordByForget',
        {
          username,
          verifyType: 'email',
          code,
          password: 'fresh1234',
          confirmPassword: 'fresh1234',
        },
        { ip: from, lang: EN },
      )
    ).body;
  return {
    target: owner.username,
    idle: other.username,
    destination: 'owner@example.com',
    stranger: reset(ip),
    owner: (code) => reset(OWNER_IP)(owner.username, code),
  };
}

const CODE_TYPES: [string, (t: TestApp) => Promise<CodeFlow>][] = [
  ['bindPhone', memberSms('bindPhone', false)],
  ['changePhone', memberSms('changePhone', false)],
  ['verifyPhone', memberSms('verifyPhone', true)],
  ['bindVirtualCoin', memberSms('bindVirtualCoin', true)],
  ['bindEmail', memberEmail('bindEmail')],
  ['changeEmail', memberEmail('changeEmail')],
  ['register', registration],
  ['forgetPassword by phone', resetByPhone],
  ['forgetPassword by e-mail', resetByEmail],
];

describe('a code answers only whoever asked for it', () => {
  const t = useTestApp();

  async function pendingAttempts(destination: string): Promise<number[]> {
    const { rows } = await t.db.query<{ wrong_attempts: number }>(
      `SELECT wrong_attempts FROM verification_codes
       WHERE target = $1 AND consumed_at IS NULL`,
      [blindIndex('codeTarget', destination)],
    );
    return rows.map((r) => r.wrong_attempts);
  }

  it.each(CODE_TYPES)('%s: a stranger can neither burn nor probe the code', async (_, open) => {
    const flow = await open(t);
    const code = await t.latestCode(flow.destination);
    // Where no code is pending, and where the owner's is: the stranger cannot tell them apart.
    expect(await flow.stranger(flow.idle, code)).toEqual(NO_CODE);
    for (let i = 0; i <= CODE_MAX_WRONG; i += 1) {
      expect(await flow.stranger(flow.target, wrong(code))).toEqual(NO_CODE);
    }
    expect(await flow.stranger(flow.target, code)).toEqual(NO_CODE);
    expect(await pendingAttempts(flow.destination)).toEqual([0]);
    expect(await flow.owner(code)).toMatchObject({ code: 0 });
  });
});
