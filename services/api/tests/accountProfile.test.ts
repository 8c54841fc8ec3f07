import { findUserById } from '../src/core/auth';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp';

const EN = 3;
let ips = 0;
/** Each code request from its own address, so the per-address sending limit stays out of the way. */
const nextIp = () => `10.77.${Math.floor(++ips / 250)}.${ips % 250}`;

describe('modifyUserInfo: the profile', () => {
  const t = useTestApp();

  const modify = (token: string, input: Record<string, unknown>) =>
    t.call('modifyUserInfo', input, { token, lang: EN });

  async function row(userId: number) {
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT real_name_confirmed, birth_date, birth_date_confirmed, gender, avatar
       FROM users WHERE id = $1`,
      [userId],
    );
    // Stored sealed: read through the vault as the app does.
    const user = (await findUserById(t.db, userId))!;
    return {
      ...rows[0]!,
      real_name: user.realName,
      mobile: user.mobile,
      email: user.email,
    } as Record<string, unknown>;
  }

  async function smsCode(token: string, smsType: string, mobile: string): Promise<string> {
    const sent = await t.call('getSmsCode', { smsType, mobile }, { token, ip: nextIp() });
    expect(sent.body.code).toBe(0);
    return t.latestCode(mobile);
  }

  async function emailCode(token: string, emailType: string, email: string): Promise<string> {
    const sent = await t.call('getEmailCode', { emailType, email }, { token, ip: nextIp() });
    expect(sent.body.code).toBe(0);
    return t.latestCode(email);
  }

  /** An image the player uploaded (as upload/uploadFile stores it); answers its URL. */
  async function upload(userId: number): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await t.db.query(
      `INSERT INTO uploads (id, owner_user_id, purpose, content_type, bytes, sha256, size, created_at)
       VALUES ($1, $2, 'avatar', 'image/png', $3, 'x', $4, $5)`,
      [id, userId, png, png.length, t.clock.now()],
    );
    return `/web/upload/file/${id}`;
  }

  it('needs a login (401 without a token)', async () => {
    const answer = await t.call('modifyUserInfo', { gender: 'male' });
    expect(answer.status).toBe(401);
  });

  it('saves real name and birth date once; then they are confirmed and never change', async () => {
    const player = await t.registerPlayer();
    expect(
      (await modify(player.token, { realName: '张三', birthDate: '1990-05-20', gender: 'male' }))
        .body,
    ).toEqual({ code: 0, msg: 'Success' });
    const info = await t.call('getUserInfo', {}, { token: player.token });
    expect(info.body.userInfo).toMatchObject({
      realName: '张三',
      realNameConfirmed: true,
      birthDate: '1990-05-20',
      birthDateConfirmed: true,
      gender: 'male',
    });
    const saved = await row(player.userId);

    expect((await modify(player.token, { realName: '李四' })).body).toEqual({
      code: 1000,
      msg: 'Your real name is confirmed and cannot be changed; please contact customer service to correct it',
    });
    expect((await modify(player.token, { birthDate: '1991-05-20' })).body).toEqual({
      code: 1000,
      msg: 'Your birth date is confirmed and cannot be changed; please contact customer service to correct it',
    });
    // With another field: refused as a whole, the other field is not written either.
    expect((await modify(player.token, { realName: '李四', gender: 'female' })).body.code).toBe(
      1000,
    );
    expect(await row(player.userId)).toEqual(saved);

    // The confirmed values sent again (a form sends the whole profile) are accepted as they are.
    expect(
      (await modify(player.token, { realName: '张三', birthDate: '1990-05-20', gender: 'female' }))
        .body.code,
    ).toBe(0);
    expect(await row(player.userId)).toEqual({ ...saved, gender: 'female' });
  });

  it('keeps a real name confirmed by the first bank card', async () => {
    const player = await t.registerPlayer();
    await t.setPersonal(player.username, { real_name: '王五' });
    await t.db.query('UPDATE users SET real_name_confirmed = true WHERE id = $1', [player.userId]);
    expect((await modify(player.token, { realName: '赵六' })).body.code).toBe(1000);
    expect((await row(player.userId)).real_name).toBe('王五');
  });

  it('refuses a birth date under 18 on the business calendar', async () => {
    const player = await t.registerPlayer();
    // The clock reads 2026-01-15 12:00 in Shanghai.
    expect((await modify(player.token, { birthDate: '2008-01-16' })).body).toEqual({
      code: 400,
      msg: 'Under eighteen cannot play',
    });
    expect((await row(player.userId)).birth_date_confirmed).toBe(false);
    expect((await modify(player.token, { birthDate: '2008-02-30' })).body).toEqual({
      code: 400,
      msg: 'The birth date format is incorrect',
    });
    expect((await modify(player.token, { birthDate: '2008-01-15' })).body.code).toBe(0);
  });

  it('refuses a real name that is not Chinese, English and the dot', async () => {
    const player = await t.registerPlayer();
    expect((await modify(player.token, { realName: 'John_Smith' })).body).toEqual({
      code: 400,
      msg: 'Name may contain only Chinese, English letters and the dot',
    });
  });

  it("takes only an avatar the player uploaded, never another player's or a foreign URL", async () => {
    const player = await t.registerPlayer();
    const other = await t.registerPlayer();
    const mine = await upload(player.userId);
    const theirs = await upload(other.userId);
    const refused = { code: 400, msg: 'Please upload the avatar image again' };
    expect((await modify(player.token, { avatar: theirs })).body).toEqual(refused);
    expect((await modify(player.token, { avatar: 'https://evil.example/a.png' })).body).toEqual(
      refused,
    );
    expect((await row(player.userId)).avatar).toBeNull();
    expect(
      (await modify(player.token, { avatar: `https://starplay.example${mine}` })).body.code,
    ).toBe(0);
    expect((await row(player.userId)).avatar).toBe(mine);
  });

  it('binds a first phone with its SMS code, shown masked', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
      player.userId,
    ]);
    const mobile = '13912345678';
    const code = await smsCode(player.token, 'bindPhone', mobile);
    expect((await modify(player.token, { mobile, smsCode: '000000' })).body.code).toBe(1000);
    expect((await row(player.userId)).mobile).toBeNull();
    expect((await modify(player.token, { mobile, smsCode: code })).body.code).toBe(0);
    expect((await row(player.userId)).mobile).toBe(mobile);
    const info = await t.call('getUserInfo', {}, { token: player.token });
    expect((info.body.userInfo as { mobile: string }).mobile).toBe('139****5678');
    // The code is used up.
    await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
      player.userId,
    ]);
    expect((await modify(player.token, { mobile, smsCode: code })).body.code).toBe(1000);
  });

  it('refuses a phone another player has bound meanwhile, and changes nothing', async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    for (const p of [a, b]) await t.confirmPassword(p);
    await t.db.query(
      'UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = ANY($1)',
      [[a.userId, b.userId]],
    );
    const mobile = '13912340000';
    const codeA = await smsCode(a.token, 'bindPhone', mobile);
    t.clock.advance(10_001);
    const codeB = await smsCode(b.token, 'bindPhone', mobile);
    expect((await modify(b.token, { mobile, smsCode: codeB })).body.code).toBe(0);
    expect((await modify(a.token, { mobile, smsCode: codeA })).body).toEqual({
      code: 1000,
      msg: 'This phone number is already bound to an account',
    });
    expect((await row(a.userId)).mobile).toBeNull();
  });

  it('changes a bound phone only after a recent security verification on this session', async () => {
    const player = await t.registerPlayer({ mobile: '13800001234' });
    await t.confirmPassword(player);
    const next = '13900005678';
    const code = await smsCode(player.token, 'changePhone', next);
    const required = { code: 1000, msg: 'Please complete the security verification first' };
    expect((await modify(player.token, { mobile: next, smsCode: code })).body).toEqual(required);

    // Verified on another session of the same player: does not count here.
    const other = await t.call(
      'login',
      { username: player.username, password: player.password, ...(await t.captcha()) },
      { ip: nextIp() },
    );
    const otherToken = other.body.token as string;
    expect(
      (await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: otherToken })).body
        .code,
    ).toBe(0);
    expect((await modify(player.token, { mobile: next, smsCode: code })).body).toEqual(required);

    // Verified too long ago: the 10 minutes are over.
    await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: player.token });
    t.clock.advance(10 * 60_000);
    // The proof of the login password is older than its 5 minutes too: proved again first.
    await t.confirmPassword(player);
    expect((await modify(player.token, { mobile: next, smsCode: code })).body).toEqual(required);
    expect((await row(player.userId)).mobile).toBe('13800001234');

    const verified = await t.call(
      'verifyPhoneMiddle',
      { middleDigits: '0000' },
      { token: player.token, lang: EN },
    );
    expect(verified.body).toEqual({
      code: 0,
      msg: 'Success',
      verifiedUntil: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const fresh = await smsCode(player.token, 'changePhone', next);
    expect((await modify(player.token, { mobile: next, smsCode: fresh })).body.code).toBe(0);
    expect((await row(player.userId)).mobile).toBe(next);

    // One verification, one change; and the player is told, the new phone masked.
    t.clock.advance(10_001);
    const again = await smsCode(player.token, 'changePhone', '13700009999');
    expect((await modify(player.token, { mobile: '13700009999', smsCode: again })).body).toEqual(
      required,
    );
    const { rows } = await t.db.query<{ content: string }>(
      "SELECT content FROM messages WHERE user_id = $1 AND title_key = 'phoneChanged.title'",
      [player.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toContain('139****5678');
    expect(rows[0]!.content).not.toContain(next);
  });

  it('binds an e-mail with its code, stored lower-case, and refuses one bound elsewhere', async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    for (const p of [a, b]) await t.confirmPassword(p);
    const code = await emailCode(a.token, 'bindEmail', 'Player.One@Example.com');
    expect(
      (await modify(a.token, { email: 'Player.One@Example.com', emailCode: code })).body.code,
    ).toBe(0);
    expect((await row(a.userId)).email).toBe('player.one@example.com');
    const info = await t.call('getUserInfo', {}, { token: a.token });
    expect((info.body.userInfo as { email: string }).email).toBe('p***@example.com');

    t.clock.advance(10_001);
    const codeB = await emailCode(b.token, 'bindEmail', 'player.one@example.com');
    expect(
      (await modify(b.token, { email: 'PLAYER.ONE@example.com', emailCode: codeB })).body,
    ).toEqual({ code: 1000, msg: 'This e-mail address is already bound to an account' });
    expect((await row(b.userId)).email).toBeNull();
  });

  it('changes a bound e-mail only after a recent security verification, which it uses up', async () => {
    const player = await t.registerPlayer({ mobile: '13800004321' });
    await t.confirmPassword(player);
    const first = await emailCode(player.token, 'bindEmail', 'first@example.com');
    expect(
      (await modify(player.token, { email: 'first@example.com', emailCode: first })).body.code,
    ).toBe(0);

    t.clock.advance(10_001);
    const code = await emailCode(player.token, 'changeEmail', 'second@example.com');
    expect(
      (await modify(player.token, { email: 'second@example.com', emailCode: code })).body,
    ).toEqual({
      code: 1000,
      msg: 'Please complete the security verification first',
    });
    expect((await row(player.userId)).email).toBe('first@example.com');

    await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: player.token });
    expect(
      (await modify(player.token, { email: 'second@example.com', emailCode: code })).body.code,
    ).toBe(0);
    expect((await row(player.userId)).email).toBe('second@example.com');

    t.clock.advance(10_001);
    const third = await emailCode(player.token, 'changeEmail', 'third@example.com');
    expect(
      (await modify(player.token, { email: 'third@example.com', emailCode: third })).body.code,
    ).toBe(1000);
  });

  it('needs the code with a new phone or e-mail', async () => {
    const player = await t.registerPlayer();
    expect((await modify(player.token, { email: 'a@example.com' })).body).toEqual({
      code: 400,
      msg: 'Please enter the verification code',
    });
  });
});
