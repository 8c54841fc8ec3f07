import { PHONE_SETTING_KEYS } from '@platform/api-client/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { findUserById } from '../src/core/auth';
import { uniquePlayer, useTestApp } from './support/testApp';

const EN = 3;

/** docs/product-rules.md#phone-settings: sms_switch_bind and area_code as stored in sys_config. */
describe('phone settings: the bind switch and the area code', () => {
  const t = useTestApp();

  /** Written as an operator would, while the app runs (reference data survives the test reset). */
  const setConfig = (key: string, value: string) =>
    t.db.query('UPDATE sys_config SET config_value = $2 WHERE config_key = $1', [key, value]);

  afterEach(async () => {
    await setConfig(PHONE_SETTING_KEYS.smsSwitchBind, '1');
    await setConfig(PHONE_SETTING_KEYS.areaCode, '+86');
  });

  /** A player with no phone bound yet, the login password freshly proved. */
  async function playerWithoutPhone() {
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
      player.userId,
    ]);
    await t.confirmPassword(player);
    return player;
  }

  const boundPhone = async (userId: number) => (await findUserById(t.db, userId))!.mobile;
  const codesSentTo = (mobile: string) => t.sent(mobile).filter((m) => m.code !== null);

  it('switch off: a phone binds without a code, and no code is sent for it', async () => {
    await setConfig(PHONE_SETTING_KEYS.smsSwitchBind, '0');
    const player = await playerWithoutPhone();
    const { mobile } = uniquePlayer();

    const ask = await t.call(
      'getSmsCode',
      { smsType: 'bindPhone', mobile },
      { token: player.token, lang: EN },
    );
    expect(ask.body).toEqual({
      code: 1000,
      msg: 'No verification code is needed to bind a phone number',
    });
    const bind = await t.call('modifyUserInfo', { mobile }, { token: player.token, lang: EN });
    expect(bind.body.code).toBe(0);
    expect(await boundPhone(player.userId)).toBe(mobile);
    expect(codesSentTo(mobile)).toEqual([]);
  });

  it('switch off: changing a bound phone still needs the security verification, not a code', async () => {
    await setConfig(PHONE_SETTING_KEYS.smsSwitchBind, '0');
    const player = await t.registerPlayer({ mobile: '13800001234' });
    await t.confirmPassword(player);
    const next = uniquePlayer().mobile;
    const unverified = await t.call(
      'modifyUserInfo',
      { mobile: next },
      { token: player.token, lang: EN },
    );
    expect(unverified.body).toEqual({
      code: 1000,
      msg: 'Please complete the security verification first',
    });
    await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: player.token });
    const changed = await t.call('modifyUserInfo', { mobile: next }, { token: player.token });
    expect(changed.body.code).toBe(0);
    expect(await boundPhone(player.userId)).toBe(next);
    expect(codesSentTo(next)).toEqual([]);
  });

  it('switch on: a bind without a code, or with a wrong one, is refused', async () => {
    const player = await playerWithoutPhone();
    const { mobile } = uniquePlayer();
    const noCode = await t.call('modifyUserInfo', { mobile }, { token: player.token, lang: EN });
    expect(noCode.body).toEqual({ code: 400, msg: 'Please enter the verification code' });
    const wrong = await t.call(
      'modifyUserInfo',
      { mobile, smsCode: '000000' },
      { token: player.token, lang: EN },
    );
    expect(wrong.body.code).toBe(1000);
    expect(await boundPhone(player.userId)).toBeNull();
  });

  it('reads the switch from the stored value at each call: an operator change applies at once', async () => {
    const player = await playerWithoutPhone();
    const { mobile } = uniquePlayer();
    const call = () => t.call('modifyUserInfo', { mobile }, { token: player.token, lang: EN });

    expect((await call()).body.code).toBe(400);
    await setConfig(PHONE_SETTING_KEYS.smsSwitchBind, '0');
    expect((await call()).body.code).toBe(0);
    expect(await boundPhone(player.userId)).toBe(mobile);

    // Back on: the code is sent again for the next bind.
    await setConfig(PHONE_SETTING_KEYS.smsSwitchBind, '1');
    const other = await playerWithoutPhone();
    const next = uniquePlayer().mobile;
    const sent = await t.call(
      'getSmsCode',
      { smsType: 'bindPhone', mobile: next },
      { token: other.token, ip: '10.61.0.1' },
    );
    expect(sent.body.code).toBe(0);
    expect(codesSentTo(next)).toHaveLength(1);
  });

  it('an operator switches it with config:set (the development route runs the same command)', async () => {
    const player = await playerWithoutPhone();
    const { mobile } = uniquePlayer();
    const set = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/__dev/sys-config', payload });
    const off = await set({ key: PHONE_SETTING_KEYS.smsSwitchBind, value: '0' });
    expect(off.json()).toMatchObject({ code: 0, key: 'sms_switch_bind', value: '0' });
    expect((await t.call('modifyUserInfo', { mobile }, { token: player.token })).body.code).toBe(0);
    // Only a setting that exists: a typo must not plant a key nobody reads.
    expect((await set({ key: 'sms_switch_bnid', value: '0' })).json().code).not.toBe(0);
    const { rows } = await t.db.query('SELECT 1 FROM sys_config WHERE config_key = $1', [
      'sms_switch_bnid',
    ]);
    expect(rows).toEqual([]);
  });

  it('getSysConfigValue answers both settings as stored', async () => {
    const read = async (key: string) =>
      (await t.call('getSysConfigValue', { key })).body.sysConfigValue;
    expect(await read(PHONE_SETTING_KEYS.areaCode)).toBe('+86');
    expect(await read(PHONE_SETTING_KEYS.smsSwitchBind)).toBe('1');
    await setConfig(PHONE_SETTING_KEYS.areaCode, '+63');
    await setConfig(PHONE_SETTING_KEYS.smsSwitchBind, '0');
    expect(await read(PHONE_SETTING_KEYS.areaCode)).toBe('+63');
    expect(await read(PHONE_SETTING_KEYS.smsSwitchBind)).toBe('0');
  });
});
