import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/core/auth/passwords';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
/** An address none of the test players ever logged in from. */
const STRANGER = '203.0.113.9';

async function login(t: TestApp, username: string, password: string, ip = STRANGER) {
  // The per-address window (5 per 10 s) is not what these tests are about.
  t.clock.advance(2_000);
  return t.call('login', { username, password, ...(await t.captcha()) }, { ip, lang: EN });
}

/** The address the harness registered the player from: theirs, so "known". */
async function homeAddress(t: TestApp, userId: number): Promise<string> {
  const { rows } = await t.db.query<{ register_ip: string }>(
    'SELECT register_ip FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!.register_ip;
}

async function wrongFive(t: TestApp, username: string, ip = STRANGER) {
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push(await login(t, username, 'wrong1234', ip));
  return answers;
}

describe('login: per-account lockout', () => {
  const t = useTestApp();

  it('5 wrong passwords lock the account for 1 minute from unknown addresses, and say when to retry', async () => {
    const player = await t.registerPlayer();
    const answers = await wrongFive(t, player.username);
    expect(answers.slice(0, 4).map((a) => a.body.msg)).toEqual(
      Array(4).fill('Username or password mismatch'),
    );
    expect(answers[4]!.body).toEqual({
      code: 1000,
      msg: 'Too many wrong passwords: logging in to this account from a new device is locked until 2026-01-15 12:02 (GMT+8), please try again in 1 minutes or reset your password',
      // Past three refused logins the next one asks for a captcha too (docs/product-rules.md#captcha).
      errorCode: 'captchaRequired',
    });
    // Even the right password is refused from a stranger's address while the lock runs.
    const right = await login(t, player.username, player.password);
    expect(right.body.msg).toMatch(/^Too many wrong passwords/);

    t.clock.advance(60_000);
    expect((await login(t, player.username, player.password)).body.code).toBe(0);
  });

  it("the lock does not apply at the player's own address", async () => {
    const player = await t.registerPlayer();
    await wrongFive(t, player.username);
    const home = await login(
      t,
      player.username,
      player.password,
      await homeAddress(t, player.userId),
    );
    expect(home.body.code).toBe(0);
  });

  it('tells the player in the message centre and by SMS to the bound phone', async () => {
    const player = await t.registerPlayer();
    await wrongFive(t, player.username);
    const { rows } = await t.db.query<{ title_key: string }>(
      "SELECT title_key FROM messages WHERE user_id = $1 AND title_key LIKE 'loginLocked%'",
      [player.userId],
    );
    expect(rows).toEqual([{ title_key: 'loginLocked.title' }]);
    const sms = { rows: t.sent(player.mobile).filter((m) => m.purpose === 'loginLocked') };
    expect(sms.rows).toHaveLength(1);
    expect(sms.rows[0]!.channel).toBe('sms');
    expect(sms.rows[0]!.body).toContain('登录');
  });

  it('backs off: each lock since the last right password is longer, 1, 5, 15 then 60 minutes', async () => {
    const player = await t.registerPlayer();
    for (const minutes of [1, 5, 15, 60, 60]) {
      const answers = await wrongFive(t, player.username);
      expect(answers[4]!.body.msg).toContain(`please try again in ${minutes} minutes`);
      t.clock.advance(minutes * 60_000);
    }
    // A right password forgives the backoff (and makes that address the player's own).
    expect((await login(t, player.username, player.password)).body.code).toBe(0);
    const again = await wrongFive(t, player.username, '203.0.113.77');
    expect(again[4]!.body.msg).toContain('please try again in 1 minutes');
  });

  it('parallel wrong passwords from many addresses lock once, counting no more than 5', async () => {
    const player = await t.registerPlayer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        t.call(
          'login',
          { username: player.username, password: 'wrong1234', ...(await t.captcha()) },
          { ip: `198.51.100.${i + 1}`, lang: EN },
        ),
      ),
    );
    const mismatches = answers.filter((a) => a.body.msg === 'Username or password mismatch');
    expect(mismatches).toHaveLength(4);
    const { rows } = await t.db.query(
      "SELECT 1 FROM messages WHERE user_id = $1 AND title_key = 'loginLocked.title'",
      [player.userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('a password reset lifts the lock', async () => {
    const player = await t.registerPlayer();
    await wrongFive(t, player.username);
    t.clock.advance(10_000);
    await t.call('forgetPasswordFirstStep', { username: player.username, ...(await t.captcha()) });
    await t.call('getPhoneCodeByForgetPwd', { username: player.username });
    const reset = await t.call('modifyPasswordByForget', {
      username: player.username,
      verifyType: 'phone',
      code: await t.latestCode(player.mobile),
      password: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(reset.body.code).toBe(0);
    expect((await login(t, player.username, 'newpass123')).body.code).toBe(0);
  });

  it('an unknown username still reads as a mismatch, however often', async () => {
    const answers = await wrongFive(t, 'nobody99');
    expect(answers.map((a) => a.body.msg)).toEqual(Array(5).fill('Username or password mismatch'));
  });
});

describe('password hashes below the current cost', () => {
  const t = useTestApp();
  const weak = { N: 2 ** 10, r: 8, p: 1 };

  it('are hashed again at the current cost on the next successful login', async () => {
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      player.userId,
      await hashPassword(player.password, weak),
    ]);
    expect((await login(t, player.username, 'wrong1234')).body.code).toBe(1000);
    const before = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [player.userId],
    );
    expect(before.rows[0]!.password_hash).toMatch(/^scrypt\$1024\$/);

    expect((await login(t, player.username, player.password)).body.code).toBe(0);
    const after = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [player.userId],
    );
    expect(after.rows[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect((await login(t, player.username, player.password)).body.code).toBe(0);
  });

  it('the payment password is hashed again on its next right check', async () => {
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [
      player.userId,
      await hashPassword('135790', weak),
    ]);
    const check = await t.call(
      'checkWithdrawPwd',
      { payPassword: '135790' },
      { token: player.token },
    );
    expect(check.body.code).toBe(0);
    const { rows } = await t.db.query<{ pay_password_hash: string }>(
      'SELECT pay_password_hash FROM users WHERE id = $1',
      [player.userId],
    );
    expect(rows[0]!.pay_password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });
});
