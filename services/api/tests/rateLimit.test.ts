import { describe, expect, it } from 'vitest';
import { uniquePlayer, useTestApp } from './support/testApp';

const EN = 3;
const TOO_FREQUENT = { code: 429, msg: 'Operation too frequent, please retry in ten seconds' };

describe('rate limits', () => {
  const t = useTestApp();

  it('one SMS code per phone per 10 s; the 11th second lets you again', async () => {
    const { mobile } = uniquePlayer();
    expect((await t.call('getPhoneCodeByRegister', { mobile }, { ip: '10.1.0.1' })).body.code).toBe(
      0,
    );
    const again = await t.call('getPhoneCodeByRegister', { mobile }, { ip: '10.1.0.2', lang: EN });
    expect(again).toEqual({ status: 429, body: TOO_FREQUENT });
    t.clock.advance(9_000);
    expect((await t.call('getPhoneCodeByRegister', { mobile }, { ip: '10.1.0.3' })).body.code).toBe(
      429,
    );
    t.clock.advance(1_000);
    expect((await t.call('getPhoneCodeByRegister', { mobile }, { ip: '10.1.0.4' })).body.code).toBe(
      0,
    );
  });

  it('a few code sends per ip per 10 s, whatever the phone', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.call('getPhoneCodeByRegister', { mobile: uniquePlayer().mobile }, { ip })).body
          .code,
      ).toBe(0);
    }
    expect(
      (await t.call('getPhoneCodeByRegister', { mobile: uniquePlayer().mobile }, { ip })).body.code,
    ).toBe(429);
    expect(
      (
        await t.call(
          'getPhoneCodeByRegister',
          { mobile: uniquePlayer().mobile },
          { ip: '10.2.0.2' },
        )
      ).body.code,
    ).toBe(0);
  });

  it('login: 5 attempts per ip and username per 10 s', async () => {
    const player = await t.registerPlayer();
    const attempt = async (ip = '10.3.0.1') =>
      t.call(
        'login',
        { username: player.username, password: 'wrong1234', ...(await t.captcha()) },
        { ip, lang: EN },
      );
    for (let i = 0; i < 5; i += 1) expect((await attempt()).body.code).toBe(1000);
    expect((await attempt()).body).toEqual(TOO_FREQUENT);
    expect((await attempt('10.3.0.2')).body.code).toBe(1000);
    t.clock.advance(10_000);
    expect((await attempt()).body.code).toBe(1000);
  });

  it('register: 3 per ip per 10 s', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 3; i += 1) {
      const answer = await t.call(
        'register',
        {
          username: `abc${i}1`,
          password: 'secret123',
          confirmPassword: 'secret123',
          agreement: 'true',
          ...(await t.captcha()),
        },
        { ip },
      );
      expect(answer.body.code).not.toBe(429);
    }
    const fourth = await t.call(
      'register',
      {
        username: 'abc41',
        password: 'secret123',
        confirmPassword: 'secret123',
        agreement: 'true',
        ...(await t.captcha()),
      },
      { ip, lang: EN },
    );
    expect(fourth.body).toEqual(TOO_FREQUENT);
  });

  it('limits come from config', async () => {
    await t.rebuild({
      config: {
        rateLimits: {
          codePerTarget: { limit: 2, windowMs: 10_000 },
          codePerIp: { limit: 100, windowMs: 10_000 },
          login: { limit: 5, windowMs: 10_000 },
          register: { limit: 3, windowMs: 10_000 },
          loginFailuresPerIp: { limit: 3, windowMs: 15 * 60_000 },
        },
      },
    });
    const { mobile } = uniquePlayer();
    expect((await t.call('getPhoneCodeByRegister', { mobile })).body.code).toBe(0);
    expect((await t.call('getPhoneCodeByRegister', { mobile })).body.code).toBe(0);
    expect((await t.call('getPhoneCodeByRegister', { mobile })).body.code).toBe(429);
  });
});
