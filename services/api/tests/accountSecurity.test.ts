import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp';

const EN = 3;
const PAY = '135790';

describe('security verification: the middle four digits of the phone', () => {
  const t = useTestApp();

  const verify = (token: string, middleDigits: string) =>
    t.call('verifyPhoneMiddle', { middleDigits }, { token, lang: EN });

  it('needs a login (401 without a token)', async () => {
    expect((await t.call('verifyPhoneMiddle', { middleDigits: '1234' })).status).toBe(401);
  });

  it('needs a bound phone and four digits', async () => {
    const player = await t.registerPlayer();
    expect((await verify(player.token, '12a4')).body).toEqual({
      code: 400,
      msg: 'The middle part of the phone number is 4 digits',
    });
    await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
      player.userId,
    ]);
    expect((await verify(player.token, '1234')).body).toEqual({
      code: 1000,
      msg: 'Please bind a phone number first',
    });
  });

  it('counts wrong answers; the fifth locks it for 15 minutes and says until when', async () => {
    const player = await t.registerPlayer({ mobile: '13812345678' });
    for (const left of [4, 3, 2, 1]) {
      expect((await verify(player.token, '0000')).body).toEqual({
        code: 1000,
        msg: `The digits do not match your bound phone, ${left} attempts left`,
      });
    }
    const locked = {
      code: 1000,
      msg: 'Too many wrong answers: security verification is locked until 2026-01-15 12:15 (GMT+8), please try again in 15 minutes',
    };
    expect((await verify(player.token, '0000')).body).toEqual(locked);
    // Even the right answer waits for the end of the lock.
    expect((await verify(player.token, '1234')).body.code).toBe(1000);
    const { rows } = await t.db.query('SELECT security_verified_until FROM sessions');
    expect(rows).toEqual([{ security_verified_until: null }]);

    t.clock.advance(15 * 60_000);
    expect((await verify(player.token, '1234')).body.code).toBe(0);
  });

  it("one player's wrong answers do not lock another's", async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    for (let i = 0; i < 5; i += 1) await verify(a.token, '9999');
    expect((await verify(b.token, '0000')).body.code).toBe(0);
  });
});

describe('payment password: the lock and the messages around it', () => {
  const t = useTestApp();

  const set = (token: string, input: Record<string, string>) =>
    t.call('setWithdrawPwd', input, { token, lang: EN });
  const check = (token: string, payPassword: string) =>
    t.call('checkWithdrawPwd', { payPassword }, { token, lang: EN });

  async function notices(userId: number) {
    const { rows } = await t.db.query<{ title_key: string; title: string; content: string }>(
      `SELECT title_key, title, content FROM messages
       WHERE user_id = $1 AND category = 'notification' ORDER BY id`,
      [userId],
    );
    return rows;
  }

  it('tells the player when it is set, then when it is changed', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [player.userId, EN]);
    expect((await set(player.token, { payPassword: PAY, confirmPayPassword: PAY })).body.code).toBe(
      0,
    );
    t.clock.advance(60_000);
    const next = '246801';
    expect(
      (
        await set(player.token, {
          oldPayPassword: PAY,
          payPassword: next,
          confirmPayPassword: next,
        })
      ).body.code,
    ).toBe(0);
    expect(await notices(player.userId)).toEqual([
      {
        title_key: 'payPasswordSet.title',
        title: 'Payment password set',
        content: expect.stringContaining('2026-01-15 12:00 (GMT+8)'),
      },
      {
        title_key: 'payPasswordChanged.title',
        title: 'Payment password changed',
        content: expect.stringContaining('2026-01-15 12:01 (GMT+8)'),
      },
    ]);
  });

  it('a refused change tells nothing', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });
    await set(player.token, {
      oldPayPassword: '000000',
      payPassword: '1',
      confirmPayPassword: '1',
    });
    await set(player.token, {
      oldPayPassword: '000000',
      payPassword: '246801',
      confirmPayPassword: '246801',
    });
    expect((await notices(player.userId)).map((n) => n.title_key)).toEqual([
      'payPasswordSet.title',
    ]);
  });

  it('locks the money actions after 5 wrong, tells the end in the language asked and in a message', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await set(player.token, { payPassword: PAY, confirmPayPassword: PAY });
    for (let i = 0; i < 4; i += 1) await check(player.token, '000000');
    expect((await check(player.token, '000000')).body).toEqual({
      code: 1000,
      msg: 'Too many wrong payment passwords: payment actions are locked until 2026-01-15 12:15 (GMT+8), please try again in 15 minutes',
    });
    const zh = await t.call(
      'checkWithdrawPwd',
      { payPassword: PAY },
      { token: player.token, lang: 1 },
    );
    expect(zh.body.msg).toBe(
      '支付密码错误次数过多，资金操作已锁定至 2026-01-15 12:15 (GMT+8)，请 15 分钟后再试',
    );

    // A money action that asks for the payment password is refused too: binding a bank card.
    const { rows: banks } = await t.db.query<{ id: number }>('SELECT id FROM sys_banks LIMIT 1');
    const bind = await t.call(
      'bankCardBind',
      {
        holderName: '张三',
        cardType: 'savings',
        bankId: banks[0]!.id,
        cardNumber: '6222020000000000000',
        branchAddress: 'Shenzhen',
        payPassword: PAY,
      },
      { token: player.token, lang: EN },
    );
    expect(bind.body.msg).toContain('locked until 2026-01-15 12:15 (GMT+8)');

    // The player (registered in Chinese) finds one message about the lock, however often refused.
    const locks = (await notices(player.userId)).filter(
      (n) => n.title_key === 'payPasswordLocked.title',
    );
    expect(locks).toEqual([
      {
        title_key: 'payPasswordLocked.title',
        title: '支付密码已锁定',
        content: expect.stringContaining('2026-01-15 12:15 (GMT+8)'),
      },
    ]);
  });
});
