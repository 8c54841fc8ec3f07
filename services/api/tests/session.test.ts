import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp';

const EN = 3;
// Every member call without a token, with a garbage, revoked or superseded one:
// tests/adversarial/unauthorised.test.ts.

describe('login and logout', () => {
  const t = useTestApp();

  it('logs in with username, password and captcha; the token opens member calls', async () => {
    const player = await t.registerPlayer();
    const answer = await t.call('login', {
      username: player.username.toUpperCase(),
      password: player.password,
      ...(await t.captcha()),
    });
    expect(answer.body).toMatchObject({ code: 0, userInfo: { username: player.username } });
    const token = answer.body.token as string;
    expect(token).not.toBe(player.token);
    const info = await t.call('getUserInfo', {}, { token });
    expect(info.body).toMatchObject({ code: 0, userInfo: { userId: player.userId } });
  });

  it('refuses a wrong password with the same message as an unknown username', async () => {
    const player = await t.registerPlayer();
    const wrong = await t.call(
      'login',
      { username: player.username, password: 'wrong1234', ...(await t.captcha()) },
      { lang: EN },
    );
    expect(wrong).toEqual({
      status: 200,
      body: { code: 1000, msg: 'Username or password mismatch' },
    });
    const unknown = await t.call(
      'login',
      { username: 'nobody99', password: 'wrong1234', ...(await t.captcha()) },
      { lang: EN },
    );
    expect(unknown.body).toEqual(wrong.body);
    const zh = await t.call(
      'login',
      { username: player.username, password: 'wrong1234', ...(await t.captcha()) },
      { lang: 1 },
    );
    expect(zh.body.msg).toBe('用户名或密码错误');
  });

  it('logout revokes the token: the same token then gets 401', async () => {
    const player = await t.registerPlayer();
    expect((await t.call('logout', {}, { token: player.token })).body.code).toBe(0);
    const after = await t.call('getUserInfo', {}, { token: player.token, lang: EN });
    expect(after).toEqual({ status: 401, body: { code: 401, msg: 'Please log in first' } });
  });

  it('an expired token gets 401', async () => {
    const player = await t.registerPlayer();
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await t.call('getUserInfo', {}, { token: player.token })).body.code).toBe(401);
  });
});

describe('member calls', () => {
  const t = useTestApp();

  it('checkIsSetWidthPassword is false until a payment password exists', async () => {
    const player = await t.registerPlayer();
    expect(
      (await t.call('checkIsSetWidthPassword', {}, { token: player.token })).body,
    ).toMatchObject({ code: 0, isSet: false });
    await t.db.query("UPDATE users SET pay_password_hash = 'x' WHERE id = $1", [player.userId]);
    expect(
      (await t.call('checkIsSetWidthPassword', {}, { token: player.token })).body,
    ).toMatchObject({ code: 0, isSet: true });
  });

  it('changeLanguageAndCurrency stores langType, which then sets the language of answers', async () => {
    const player = await t.registerPlayer();
    const changed = await t.call(
      'changeLanguageAndCurrency',
      { langType: '5' },
      { token: player.token },
    );
    expect(changed.body.code).toBe(0);
    const info = await t.call('getUserInfo', {}, { token: player.token });
    expect(info.body).toMatchObject({ msg: 'Thao tác thành công', userInfo: { langType: 5 } });
    // The header still wins over the stored language.
    expect((await t.call('getUserInfo', {}, { token: player.token, lang: EN })).body.msg).toBe(
      'Success',
    );
    const bad = await t.call(
      'changeLanguageAndCurrency',
      { langType: '9' },
      { token: player.token, lang: EN },
    );
    expect(bad.body.code).toBe(400);
  });

  it('getUserInfo masks phone and e-mail and counts days since joining in Shanghai business days', async () => {
    // 23:30 Shanghai time on 15 January.
    t.clock.set('2026-01-15T15:30:00Z');
    const player = await t.registerPlayer({ email: 'alice@example.com' });
    t.clock.set('2026-01-15T16:30:00Z'); // 00:30 on 16 January in Shanghai: the second day
    const info = await t.call('getUserInfo', {}, { token: player.token });
    expect(info.body.userInfo).toMatchObject({
      mobile: `${player.mobile.slice(0, 3)}****${player.mobile.slice(-4)}`,
      email: 'a***@example.com',
      daysSinceJoining: 2,
      registeredAt: '2026-01-15T15:30:00.000Z',
    });
  });
});
