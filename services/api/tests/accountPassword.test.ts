import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp';

const EN = 3;
const NEW_PASSWORD = 'newpass456';

describe('modifyPassword: the login password', () => {
  const t = useTestApp();

  const modify = (token: string, input: Record<string, string>) =>
    t.call('modifyPassword', input, { token, lang: EN });
  const change = (token: string, oldPassword: string, password = NEW_PASSWORD) =>
    modify(token, { oldPassword, password, confirmPassword: password });

  async function login(username: string, password: string) {
    return t.call('login', { username, password, ...(await t.captcha()) }, { lang: EN });
  }

  async function passwordHash(userId: number): Promise<string> {
    const { rows } = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]!.password_hash;
  }

  it('needs a login (401 without a token)', async () => {
    const answer = await t.call('modifyPassword', {
      oldPassword: 'secret123',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const player = await t.registerPlayer();
    const before = await passwordHash(player.userId);
    expect((await change(player.token, 'wrong1234')).body).toEqual({
      code: 1000,
      msg: 'The current password is incorrect',
    });
    expect(await passwordHash(player.userId)).toBe(before);
  });

  it('applies the password rules: format, not the username, confirmed, not the current one', async () => {
    const player = await t.registerPlayer();
    const before = await passwordHash(player.userId);
    expect((await change(player.token, player.password, 'short1')).body).toEqual({
      code: 400,
      msg: 'Password must be 8-12 characters with letters and digits',
    });
    const asUsername = player.username.toUpperCase();
    expect((await change(player.token, player.password, asUsername)).body).toEqual({
      code: 400,
      msg: 'Password cannot be the same as the username',
    });
    expect(
      (
        await modify(player.token, {
          oldPassword: player.password,
          password: NEW_PASSWORD,
          confirmPassword: 'newpass457',
        })
      ).body,
    ).toEqual({ code: 400, msg: 'The two passwords differ' });
    expect((await change(player.token, player.password, player.password)).body).toEqual({
      code: 400,
      msg: 'The new password cannot be the same as the current one',
    });
    expect(await passwordHash(player.userId)).toBe(before);
  });

  it('ends every other session but keeps the calling one', async () => {
    const player = await t.registerPlayer();
    const other = await login(player.username, player.password);
    const otherToken = other.body.token as string;
    expect((await t.call('getUserInfo', {}, { token: otherToken })).body.code).toBe(0);

    t.clock.advance(10_000);
    expect((await change(player.token, player.password)).body).toEqual({ code: 0, msg: 'Success' });

    const revoked = await t.call('getUserInfo', {}, { token: otherToken });
    expect(revoked.status).toBe(401);
    const current = await t.call('getUserInfo', {}, { token: player.token });
    expect(current.body.code).toBe(0);

    t.clock.advance(10_000);
    expect((await login(player.username, player.password)).body.code).toBe(1000);
    expect((await login(player.username, NEW_PASSWORD)).body.code).toBe(0);
  });

  it('tells the player in their message centre, in their language', async () => {
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [player.userId, EN]);
    await change(player.token, player.password);
    const { rows } = await t.db.query<{ category: string; title: string; content: string }>(
      "SELECT category, title, content FROM messages WHERE user_id = $1 AND title_key = 'passwordChanged.title'",
      [player.userId],
    );
    expect(rows).toEqual([
      {
        category: 'notification',
        title: 'Login password changed',
        content: expect.stringContaining('2026-01-15 12:00 (GMT+8)'),
      },
    ]);
  });

  it('counts wrong current passwords against the login budget (retry in ten seconds)', async () => {
    const player = await t.registerPlayer();
    for (let i = 0; i < 5; i += 1) await change(player.token, 'wrong1234');
    expect((await change(player.token, player.password)).body).toEqual({
      code: 429,
      msg: 'Operation too frequent, please retry in ten seconds',
    });
    t.clock.advance(10_001);
    expect((await change(player.token, player.password)).body.code).toBe(0);
  });
});
