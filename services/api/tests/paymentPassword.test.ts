import { describe, expect, it } from 'vitest';
import { verifyPaymentPassword } from '../src/modules/account/users/paymentPassword';
import { useTestApp } from './support/testApp';

const EN = 3;
const PAY = '135790';

describe('payment password: set, change, check, lockout', () => {
  const t = useTestApp();

  const set = (token: string, input: Record<string, string>) =>
    t.call('setWithdrawPwd', input, { token, lang: EN });
  const check = (token: string, payPassword: string) =>
    t.call('checkWithdrawPwd', { payPassword }, { token, lang: EN });

  it('needs a bound phone first', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
      player.userId,
    ]);
    const answer = await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });
    expect(answer.body).toEqual({ code: 1000, msg: 'Please bind a phone number first' });
    const { rows } = await t.db.query('SELECT pay_password_hash FROM users WHERE id = $1', [
      player.userId,
    ]);
    expect(rows[0]).toEqual({ pay_password_hash: null });
  });

  it('is 6 digits with a matching confirmation, stored as a scrypt hash', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    expect(
      (await set(player.token, { payPassword: '12345', confirmPayPassword: '12345' })).body,
    ).toEqual({ code: 400, msg: 'Payment password must be exactly 6 digits' });
    expect(
      (await set(player.token, { payPassword: PAY, confirmPayPassword: '135791' })).body,
    ).toEqual({ code: 400, msg: 'The two passwords differ' });
    expect((await check(player.token, PAY)).body).toEqual({
      code: 1000,
      msg: 'Please set the payment password first',
    });

    expect((await set(player.token, { payPassword: PAY, confirmPayPassword: PAY })).body.code).toBe(
      0,
    );
    const isSet = await t.call('checkIsSetWidthPassword', {}, { token: player.token });
    expect(isSet.body.isSet).toBe(true);
    const { rows } = await t.db.query<{ pay_password_hash: string }>(
      'SELECT pay_password_hash FROM users WHERE id = $1',
      [player.userId],
    );
    expect(rows[0]!.pay_password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.pay_password_hash).not.toContain(PAY);
    expect((await check(player.token, PAY)).body.code).toBe(0);
  });

  it('refuses a new one that is one digit repeated or a straight run, in the request language', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    for (const weak of ['111111', '123456', '654321']) {
      expect(
        (await set(player.token, { payPassword: weak, confirmPayPassword: weak })).body,
      ).toEqual({
        code: 400,
        msg: 'Payment password cannot be one digit repeated (111111) or a run (123456, 654321)',
      });
    }
    const zh = await t.call(
      'setWithdrawPwd',
      { payPassword: '000000', confirmPayPassword: '000000' },
      { token: player.token, lang: 1 },
    );
    expect(zh.body).toEqual({
      code: 400,
      msg: '支付密码不能是同一数字重复（如111111）或连续数字（如123456、654321）',
    });
    const { rows } = await t.db.query('SELECT pay_password_hash FROM users WHERE id = $1', [
      player.userId,
    ]);
    expect(rows[0]).toEqual({ pay_password_hash: null });
  });

  it('changing it needs the current one, and a wrong current one counts as an attempt', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });
    const next = '246801';

    expect((await set(player.token, { payPassword: next, confirmPayPassword: next })).body).toEqual(
      { code: 1000, msg: 'Please enter the current payment password to change it' },
    );
    const wrongOld = await set(player.token, {
      oldPayPassword: '000000',
      payPassword: next,
      confirmPayPassword: next,
    });
    expect(wrongOld.body).toEqual({
      code: 1000,
      msg: 'Incorrect payment password, 4 attempts left',
    });
    expect((await check(player.token, next)).body.code).toBe(1000);

    const changed = await set(player.token, {
      oldPayPassword: PAY,
      payPassword: next,
      confirmPayPassword: next,
    });
    expect(changed.body.code).toBe(0);
    expect((await check(player.token, next)).body.code).toBe(0);
    expect((await check(player.token, PAY)).body).toEqual({
      code: 1000,
      msg: 'Incorrect payment password, 4 attempts left',
    });
  });

  it('5 wrong in a row lock it for 15 minutes, even against the right one', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });

    for (const left of [4, 3, 2, 1]) {
      expect((await check(player.token, '000000')).body.msg).toBe(
        `Incorrect payment password, ${left} attempts left`,
      );
    }
    expect((await check(player.token, '000000')).body).toEqual({
      code: 1000,
      msg: 'Too many wrong payment passwords: payment actions are locked until 2026-01-15 12:15 (GMT+8), please try again in 15 minutes',
    });
    t.clock.advance(5 * 60_000);
    await t.confirmPassword(player);
    expect((await check(player.token, PAY)).body).toEqual({
      code: 1000,
      msg: 'Too many wrong payment passwords: payment actions are locked until 2026-01-15 12:15 (GMT+8), please try again in 10 minutes',
    });
    // Changing it is refused too while locked.
    const change = await set(player.token, {
      oldPayPassword: PAY,
      payPassword: '246801',
      confirmPayPassword: '246801',
    });
    expect(change.body.msg).toContain('try again in 10 minutes');

    t.clock.advance(10 * 60_000);
    expect((await check(player.token, PAY)).body.code).toBe(0);
    // The lock is over and forgotten: the count starts again from 5.
    expect((await check(player.token, '000000')).body.msg).toBe(
      'Incorrect payment password, 4 attempts left',
    );
  });

  it('a right password resets the count of wrong ones', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });
    for (let i = 0; i < 4; i += 1) await check(player.token, '000000');
    expect((await check(player.token, PAY)).body.code).toBe(0);
    expect((await check(player.token, '000000')).body.msg).toBe(
      'Incorrect payment password, 4 attempts left',
    );
  });

  it('verifyPaymentPassword is the check other features call, with the same counting', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });
    await expect(verifyPaymentPassword(t.db, player.userId, PAY, t.clock.now())).resolves.toBe(
      undefined,
    );
    await expect(
      verifyPaymentPassword(t.db, player.userId, '000000', t.clock.now()),
    ).rejects.toMatchObject({ code: 'refused', messageKey: 'payPasswordWrong' });
    expect((await check(player.token, '000000')).body.msg).toBe(
      'Incorrect payment password, 3 attempts left',
    );
  });

  it('20 concurrent wrong answers end locked with no more than 5 counted as wrong', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => check(player.token, '000000')),
    );
    const msgs = answers.map((a) => a.body.msg);
    const wrong = msgs.filter((m) => m.startsWith('Incorrect payment password'));
    const locked = msgs.filter((m) => m.startsWith('Too many wrong payment passwords'));
    expect(wrong.length + locked.length).toBe(20);
    // Four "attempts left" answers, then the fifth wrong one locks; the rest find the lock.
    expect(wrong.sort()).toEqual(
      [1, 2, 3, 4].map((left) => `Incorrect payment password, ${left} attempts left`),
    );
    const { rows } = await t.db.query<{ wrong_attempts: number; locked: boolean }>(
      'SELECT wrong_attempts, locked_until > $2 AS locked FROM pay_password_guards WHERE user_id = $1',
      [player.userId, t.clock.now()],
    );
    expect(rows).toEqual([{ wrong_attempts: 5, locked: true }]);
    const notices = await t.db.query(
      "SELECT 1 FROM messages WHERE user_id = $1 AND title_key = 'payPasswordLocked.title'",
      [player.userId],
    );
    expect(notices.rows).toHaveLength(1);
    expect((await check(player.token, PAY)).body.code).toBe(1000);
  });

  it("one player's wrong attempts do not lock another's", async () => {
    const a = await t.registerPlayer();
    await t.confirmPassword(a);
    const b = await t.registerPlayer();
    await t.confirmPassword(b);
    await set(a.token, { payPassword: PAY, confirmPayPassword: PAY });
    await set(b.token, { payPassword: PAY, confirmPayPassword: PAY });
    for (let i = 0; i < 5; i += 1) await check(a.token, '000000');
    expect((await check(a.token, PAY)).body.code).toBe(1000);
    expect((await check(b.token, PAY)).body.code).toBe(0);
  });
});
