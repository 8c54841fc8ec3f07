import { describe, expect, it } from 'vitest';
import { uniquePlayer, useTestApp } from './support/testApp';

const EN = 3;

describe('member SMS and e-mail codes', () => {
  const t = useTestApp();

  it('an SMS code answers only its purpose and phone', async () => {
    const player = await t.registerPlayer();
    const { mobile } = uniquePlayer();
    const sent = await t.call(
      'getSmsCode',
      { smsType: 'bindPhone', mobile },
      { token: player.token },
    );
    expect(sent.body).toMatchObject({ code: 0, expiresInSeconds: 300 });
    const code = await t.latestCode(mobile);
    const otherPurpose = await t.call(
      'checkSmsCode',
      { smsType: 'changePhone', mobile, code },
      { token: player.token, lang: EN },
    );
    expect(otherPurpose.body.code).toBe(1000);
    const ok = await t.call(
      'checkSmsCode',
      { smsType: 'bindPhone', mobile, code },
      { token: player.token },
    );
    expect(ok.body.code).toBe(0);
  });

  it('verifyPhone goes only to the bound phone; bindPhone only to a free one', async () => {
    const player = await t.registerPlayer();
    t.clock.advance(10_000);
    const other = uniquePlayer();
    const mismatch = await t.call(
      'getSmsCode',
      { smsType: 'verifyPhone', mobile: other.mobile },
      { token: player.token, lang: EN },
    );
    expect(mismatch.body).toEqual({
      code: 1000,
      msg: 'The phone number does not match your bound phone',
    });
    expect(
      (
        await t.call(
          'getSmsCode',
          { smsType: 'verifyPhone', mobile: player.mobile },
          { token: player.token },
        )
      ).body.code,
    ).toBe(0);
    const taken = await t.call(
      'getSmsCode',
      { smsType: 'bindPhone', mobile: player.mobile },
      { token: player.token, lang: EN },
    );
    expect(taken.body.code).toBe(1000);
  });

  it("binding another account's phone answers as a free one; its owner gets a notice, the binder no code", async () => {
    const owner = await t.registerPlayer();
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
      player.userId,
    ]);
    t.clock.advance(10_000);
    const free = uniquePlayer().mobile;
    const freeAnswer = await t.call(
      'getSmsCode',
      { smsType: 'bindPhone', mobile: free },
      { token: player.token, lang: EN, ip: '10.3.0.1' },
    );
    const takenAnswer = await t.call(
      'getSmsCode',
      { smsType: 'bindPhone', mobile: owner.mobile },
      { token: player.token, lang: EN, ip: '10.3.0.2' },
    );
    expect(takenAnswer).toEqual(freeAnswer);
    const rows = t.sent(owner.mobile).reverse();
    expect(rows[0]).toMatchObject({ code: null });
    expect(rows[0]!.body).toContain('no code was sent');
    // A guessed code reads as wrong for both, at the check and at the bind.
    for (const mobile of [free, owner.mobile]) {
      const check = await t.call(
        'checkSmsCode',
        { smsType: 'bindPhone', mobile, code: '000000' },
        { token: player.token, lang: EN },
      );
      expect(check.body).toEqual({ code: 1000, msg: 'Incorrect verification code' });
    }
    await t.confirmPassword(player);
    const bind = await t.call(
      'modifyUserInfo',
      { mobile: owner.mobile, smsCode: '000001' },
      { token: player.token, lang: EN },
    );
    expect(bind.body).toEqual({ code: 1000, msg: 'Incorrect verification code' });
  });

  it('e-mail codes work the same way, and the address is validated', async () => {
    const player = await t.registerPlayer();
    const bad = await t.call(
      'getEmailCode',
      { emailType: 'bindEmail', email: 'not-an-email' },
      { token: player.token, lang: EN },
    );
    expect(bad.body).toEqual({ code: 400, msg: 'Email format incorrect, please re-enter' });
    expect(
      (
        await t.call(
          'getEmailCode',
          { emailType: 'bindEmail', email: 'dave@example.com' },
          { token: player.token },
        )
      ).body.code,
    ).toBe(0);
    const code = await t.latestCode('dave@example.com');
    expect(
      (
        await t.call(
          'checkEmailCode',
          { emailType: 'bindEmail', email: 'Dave@Example.com', code },
          { token: player.token },
        )
      ).body.code,
    ).toBe(0);
    const wrong = await t.call(
      'checkEmailCode',
      {
        emailType: 'bindEmail',
        email: 'dave@example.com',
        code: code === '000000' ? '111111' : '000000',
      },
      { token: player.token, lang: EN },
    );
    expect(wrong.body).toEqual({ code: 1000, msg: 'Incorrect verification code' });
  });
});
