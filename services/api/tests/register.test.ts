import { describe, expect, it } from 'vitest';
import { uniquePlayer, useTestApp } from './support/testApp';

const ZH = 1;
const EN = 3;

describe('register', () => {
  // Validation calls come from one ip; a generous register limit keeps the throttle out of the way.
  const t = useTestApp({
    config: { rateLimits: { ...testLimits(), register: { limit: 1000, windowMs: 10_000 } } },
  });

  async function validForm(overrides: Record<string, unknown> = {}) {
    const player = uniquePlayer();
    await t.call('getPhoneCodeByRegister', { mobile: player.mobile });
    return {
      username: player.username,
      password: player.password,
      confirmPassword: player.password,
      mobile: player.mobile,
      smsCode: await t.latestCode(player.mobile),
      agreement: 'true',
      ...(await t.captcha()),
      ...overrides,
    };
  }

  async function userCount(): Promise<number> {
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    return rows[0]!.n;
  }

  it('creates the player, three empty wallets and a session', async () => {
    const form = await validForm({ langType: 3 });
    const answer = await t.call('register', form);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 0,
      userInfo: { username: form.username, vipLevel: 1, langType: 3, daysSinceJoining: 1 },
    });
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = answer.body.userInfo as { userId: number; mobile: string };
    expect(info.mobile).toBe(`${form.mobile.slice(0, 3)}****${form.mobile.slice(-4)}`);

    const { rows } = await t.db.query<{ kind: string; balance: number }>(
      'SELECT kind, balance FROM ledger_accounts WHERE owner_user_id = $1 ORDER BY kind',
      [info.userId],
    );
    expect(rows).toEqual([
      { kind: 'central', balance: 0 },
      { kind: 'lock', balance: 0 },
      { kind: 'welfare', balance: 0 },
    ]);

    const balance = await t.call('getUserBalance', {}, { token: answer.body.token as string });
    expect(balance.body).toMatchObject({
      code: 0,
      userBalanceMap: { centralWallet: 0, lockWallet: 0, welfareWallet: 0, total: 0 },
    });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    [
      'username format',
      { username: '1abc' },
      '用户名须为4-11位字母和数字组合，以字母开头，至少包含2个字母和1个数字',
      'Username must be 4-11 letters and digits, start with a letter and contain at least 2 letters and a digit',
    ],
    ['username missing', { username: '' }, '请输入用户名', 'Please enter the username'],
    [
      'password format',
      { password: 'short1', confirmPassword: 'short1' },
      '密码须为8-12位字母和数字组合',
      'Password must be 8-12 characters with letters and digits',
    ],
    [
      'password equals username',
      { username: 'abc12345', password: 'abc12345', confirmPassword: 'abc12345' },
      '密码不能与用户名相同',
      'Password cannot be the same as the username',
    ],
    [
      'confirmation differs',
      { confirmPassword: 'other1234' },
      '两次输入的密码不一致',
      'The two passwords differ',
    ],
    ['phone missing', { mobile: '' }, '请填写完整的手机号', 'Please complete the phone number'],
    [
      'phone malformed',
      { mobile: '1380000' },
      '手机号码错误，请重新填写',
      'Phone number is wrong, please refill',
    ],
    ['sms code missing', { smsCode: '' }, '请输入验证码', 'Please enter the verification code'],
    [
      'agreement not ticked',
      { agreement: 'false' },
      '请勾选已阅读协议',
      'Please tick that you have read the agreement',
    ],
    [
      'agreement missing',
      { agreement: undefined },
      '请勾选已阅读协议',
      'Please tick that you have read the agreement',
    ],
    ['captcha missing', { captchaCode: '' }, '请输入图形验证码', 'Please enter the captcha'],
  ];

  it.each(invalid)(
    'refuses %s with code 400 in the request language and creates nothing',
    async (_rule, overrides, zh, en) => {
      for (const [lang, msg] of [
        [ZH, zh],
        [EN, en],
      ] as const) {
        const answer = await t.call('register', await validForm(overrides), { lang });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 400, msg });
      }
      expect(await userCount()).toBe(0);
    },
  );

  it('refuses a taken username, whatever its case', async () => {
    const first = await t.call('register', await validForm({ username: 'alice123' }));
    expect(first.body.code).toBe(0);
    const second = await t.call('register', await validForm({ username: 'ALICE123' }), {
      lang: EN,
    });
    expect(second.body).toEqual({ code: 1000, msg: 'This username is already registered' });
    expect(await userCount()).toBe(1);
  });

  it('answers a bound phone exactly as a free one, sends its owner a notice instead of a code, and refuses it only after a right code', async () => {
    const form = await validForm();
    expect((await t.call('register', form)).body.code).toBe(0);
    t.clock.advance(10_000);
    const free = uniquePlayer();
    const freeAnswer = await t.call(
      'getPhoneCodeByRegister',
      { mobile: free.mobile },
      { lang: EN, ip: '10.0.0.8' },
    );
    const takenAnswer = await t.call(
      'getPhoneCodeByRegister',
      { mobile: form.mobile },
      { lang: EN, ip: '10.0.0.9' },
    );
    expect(takenAnswer).toEqual(freeAnswer);
    expect(takenAnswer.body).toEqual({ code: 0, msg: 'Success', expiresInSeconds: 300 });
    const rows = t.sent(form.mobile).reverse();
    expect(rows[0]!.code).toBeNull();
    expect(rows[0]!.body).toContain('already bound to a StarPlay account, so no code was sent');

    // A guessed code reads as wrong, as for a free phone: registering does not tell either.
    const guess = await t.call(
      'register',
      { ...(await validForm()), mobile: form.mobile, smsCode: '123456' },
      { lang: EN, ip: '10.0.0.9' },
    );
    expect(guess.body).toEqual({ code: 1000, msg: 'Incorrect verification code' });
  });

  it('a phone taken after its code was sent is refused at register, after the code', async () => {
    const other = await t.call('register', await validForm());
    const player = uniquePlayer();
    await t.call('getPhoneCodeByRegister', { mobile: player.mobile }, { ip: '10.0.0.7' });
    const code = await t.latestCode(player.mobile);
    await t.setPersonal((other.body.userInfo as { username: string }).username, {
      mobile: player.mobile,
    });
    const late = await t.call(
      'register',
      { ...(await validForm()), mobile: player.mobile, smsCode: code },
      { lang: EN, ip: '10.0.0.7' },
    );
    expect(late.body).toEqual({
      code: 1000,
      msg: 'This phone number is already bound to an account',
    });
  });

  it('throttles the code for a bound phone before anything is answered', async () => {
    const form = await validForm();
    expect((await t.call('register', form)).body.code).toBe(0);
    t.clock.advance(10_000);
    expect(
      (await t.call('getPhoneCodeByRegister', { mobile: form.mobile }, { ip: '10.0.0.5' })).body
        .code,
    ).toBe(0);
    const again = await t.call(
      'getPhoneCodeByRegister',
      { mobile: form.mobile },
      { ip: '10.0.0.6', lang: EN },
    );
    expect(again.body.code).toBe(429);
  });

  it('refuses a wrong captcha, and the captcha is used up', async () => {
    const form = await validForm();
    const wrong = await t.call('register', { ...form, captchaCode: 'zzzz' }, { lang: EN });
    expect(wrong.body).toEqual({ code: 1000, msg: 'Incorrect captcha, please try again' });
    const reused = await t.call('register', form, { lang: EN });
    expect(reused.body).toEqual({ code: 1000, msg: 'The captcha has expired, please refresh it' });
    expect(await userCount()).toBe(0);
  });

  it('refuses a wrong SMS code and a code sent to another phone', async () => {
    const form = await validForm();
    const wrongCode = String((Number(form.smsCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await t.call(
      'register',
      { ...form, smsCode: wrongCode, ...(await t.captcha()) },
      { lang: EN },
    );
    expect(wrong.body).toEqual({ code: 1000, msg: 'Incorrect verification code' });

    const other = uniquePlayer();
    const unsent = await t.call(
      'register',
      { ...form, mobile: other.mobile, ...(await t.captcha()) },
      { lang: EN },
    );
    expect(unsent.body).toEqual({
      code: 1000,
      msg: 'The verification code has expired, please request a new one',
    });
    expect(await userCount()).toBe(0);
  });

  it('writes the registration SMS to the outbox in the request language', async () => {
    const player = uniquePlayer();
    await t.call('getPhoneCodeByRegister', { mobile: player.mobile }, { lang: EN });
    const rows = t.sent(player.mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('register');
    expect(rows[0]!.body).toContain(
      `Your registration code is ${rows[0]!.code}, valid for 5 minutes`,
    );
  });
});

function testLimits() {
  return {
    codePerTarget: { limit: 1, windowMs: 10_000 },
    codePerIp: { limit: 1000, windowMs: 10_000 },
    login: { limit: 5, windowMs: 10_000 },
    register: { limit: 3, windowMs: 10_000 },
    loginFailuresPerIp: { limit: 3, windowMs: 15 * 60_000 },
  };
}
