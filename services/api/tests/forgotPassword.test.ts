import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;

async function startReset(t: TestApp, username: string) {
  // The phone got its registration SMS a moment ago: one code per phone per 10 s.
  t.clock.advance(10_000);
  return t.call('forgetPasswordFirstStep', { username, ...(await t.captcha()) }, { lang: EN });
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('forgot password', () => {
  const t = useTestApp();

  it('by phone: masked phone, code to the bound phone, new password, old sessions ended', async () => {
    const player = await t.registerPlayer({ email: 'bob@example.com' });
    const first = await startReset(t, player.username);
    expect(first.body).toMatchObject({
      code: 0,
      mobile: `${player.mobile.slice(0, 3)}****${player.mobile.slice(-4)}`,
      email: 'b***@example.com',
    });

    expect(
      (await t.call('getPhoneCodeByForgetPwd', { username: player.username })).body,
    ).toMatchObject({ code: 0, expiresInSeconds: 300 });
    const code = await t.latestCode(player.mobile);
    expect(
      (await t.call('checkPhoneCodeByForgetPwd', { username: player.username, code })).body.code,
    ).toBe(0);

    const reset = await t.call('modifyPasswordByForget', {
      username: player.username,
      verifyType: 'phone',
      code,
      password: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(reset.body.code).toBe(0);

    expect((await t.call('getUserInfo', {}, { token: player.token })).body.code).toBe(401);
    const oldLogin = await t.call('login', {
      username: player.username,
      password: player.password,
      ...(await t.captcha()),
    });
    expect(oldLogin.body.code).toBe(1000);
    const newLogin = await t.call('login', {
      username: player.username,
      password: 'newpass123',
      ...(await t.captcha()),
    });
    expect(newLogin.body.code).toBe(0);
    // The code is used up.
    const replay = await t.call('modifyPasswordByForget', {
      username: player.username,
      verifyType: 'phone',
      code,
      password: 'other1234',
      confirmPassword: 'other1234',
    });
    expect(replay.body.code).toBe(1000);
  });

  it('by e-mail: the code goes to the bound address', async () => {
    const player = await t.registerPlayer({ email: 'Carol@Example.com' });
    await startReset(t, player.username);
    expect(
      (await t.call('getEmailCodeByForgetPwd', { username: player.username }, { lang: 6 })).body
        .code,
    ).toBe(0);
    const rows = t.sent('carol@example.com').filter((m) => m.channel === 'email');
    expect(rows[0]!.body).toContain('redefinição de senha');
    const code = await t.latestCode('carol@example.com');
    const reset = await t.call('modifyPasswordByForget', {
      username: player.username,
      verifyType: 'email',
      code,
      password: 'mail12345',
      confirmPassword: 'mail12345',
    });
    expect(reset.body.code).toBe(0);
    expect((await t.call('getUserInfo', {}, { token: player.token })).body.code).toBe(401);
  });

  it('refuses without a bound e-mail, for an unknown account, and before the captcha step', async () => {
    const player = await t.registerPlayer();
    const skipped = await t.call(
      'getPhoneCodeByForgetPwd',
      { username: player.username },
      { lang: EN },
    );
    expect(skipped.body).toEqual({
      code: 1000,
      msg: 'The password reset has timed out, please start again',
    });
    await startReset(t, player.username);
    const noEmail = await t.call(
      'getEmailCodeByForgetPwd',
      { username: player.username },
      { lang: EN },
    );
    expect(noEmail.body).toEqual({ code: 1000, msg: 'Please bind an e-mail address first' });
    const unknown = await startReset(t, 'ghost123');
    expect(unknown.body).toEqual({ code: 1000, msg: 'The account does not exist' });
  });

  it('an expired code is refused', async () => {
    const player = await t.registerPlayer();
    await startReset(t, player.username);
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    const code = await t.latestCode(player.mobile);
    t.clock.advance(5 * 60 * 1000);
    const late = await t.call(
      'checkPhoneCodeByForgetPwd',
      { username: player.username, code },
      { lang: EN },
    );
    expect(late.body).toEqual({
      code: 1000,
      msg: 'The verification code has expired, please request a new one',
    });
  });

  it('five wrong attempts kill the code, even for the right guess after', async () => {
    const player = await t.registerPlayer();
    await startReset(t, player.username);
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    const code = await t.latestCode(player.mobile);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call(
        'checkPhoneCodeByForgetPwd',
        { username: player.username, code: wrongCode(code) },
        { lang: EN },
      );
      expect(wrong.body).toEqual({ code: 1000, msg: 'Incorrect verification code' });
    }
    const right = await t.call(
      'modifyPasswordByForget',
      {
        username: player.username,
        verifyType: 'phone',
        code,
        password: 'newpass123',
        confirmPassword: 'newpass123',
      },
      { lang: EN },
    );
    expect(right.body).toEqual({
      code: 1000,
      msg: 'Too many wrong attempts, please request a new code',
    });
    // A new code works again (after the 10 s throttle).
    t.clock.advance(10_000);
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    const fresh = await t.latestCode(player.mobile);
    expect(fresh).toBeDefined();
    expect(
      (await t.call('checkPhoneCodeByForgetPwd', { username: player.username, code: fresh })).body
        .code,
    ).toBe(0);
  });

  it('wrong codes count per account per business day across every code: the 11th entry is refused', async () => {
    const player = await t.registerPlayer();
    await startReset(t, player.username);
    const check = (code: string) =>
      t.call('checkPhoneCodeByForgetPwd', { username: player.username, code }, { lang: EN });
    for (const round of [1, 2]) {
      if (round > 1) t.clock.advance(10_000);
      await t.call('getPhoneCodeByForgetPwd', { username: player.username });
      const code = await t.latestCode(player.mobile);
      for (let i = 0; i < 5; i += 1) {
        expect((await check(wrongCode(code))).body.msg).toBe('Incorrect verification code');
      }
    }
    // A third code brings no fresh guesses: even the right one is refused today.
    t.clock.advance(10_000);
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    const third = await t.latestCode(player.mobile);
    expect((await check(third)).body).toEqual({
      code: 1000,
      msg: 'Too many wrong verification codes today, please try again tomorrow or contact customer service',
    });
    // The next business day (Shanghai midnight) opens a new budget.
    t.clock.advance(24 * 60 * 60 * 1000);
    await startReset(t, player.username);
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    expect((await check(await t.latestCode(player.mobile))).body.code).toBe(0);
  });

  it('at most 5 reset codes are sent to an account per business day', async () => {
    const player = await t.registerPlayer();
    await startReset(t, player.username);
    const send = () =>
      t.call('getPhoneCodeByForgetPwd', { username: player.username }, { lang: EN });
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(10_000);
      expect((await send()).body.code).toBe(0);
    }
    t.clock.advance(10_000);
    expect((await send()).body).toEqual({
      code: 1000,
      msg: 'This account has been sent the most codes allowed today, please try again tomorrow or contact customer service',
    });
  });

  it('parallel wrong codes cannot overspend the daily budget', async () => {
    const player = await t.registerPlayer();
    await startReset(t, player.username);
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    const code = await t.latestCode(player.mobile);
    await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('checkPhoneCodeByForgetPwd', { username: player.username, code: wrongCode(code) }),
      ),
    );
    const { rows } = await t.db.query<{ used: string }>(
      "SELECT used FROM daily_budgets WHERE subject = $1 AND counter = 'resetCodeWrong'",
      [`user:${player.userId}`],
    );
    expect(Number(rows[0]!.used)).toBeLessThanOrEqual(10);
  });

  it('the new password follows the password rules', async () => {
    const player = await t.registerPlayer();
    await startReset(t, player.username);
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    const code = await t.latestCode(player.mobile);
    const same = await t.call(
      'modifyPasswordByForget',
      {
        username: player.username,
        verifyType: 'phone',
        code,
        password: player.username,
        confirmPassword: player.username,
      },
      { lang: EN },
    );
    expect(same.body.code).toBe(400);
    const differ = await t.call(
      'modifyPasswordByForget',
      {
        username: player.username,
        verifyType: 'phone',
        code,
        password: 'newpass123',
        confirmPassword: 'newpass124',
      },
      { lang: EN },
    );
    expect(differ.body).toEqual({ code: 400, msg: 'The two passwords differ' });
    // Rule failures do not use up the code.
    const ok = await t.call('modifyPasswordByForget', {
      username: player.username,
      verifyType: 'phone',
      code,
      password: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(ok.body.code).toBe(0);
  });
});
