import { currentDevMailbox } from '../src/core/messages';
import { endpoints, type EndpointDef, type EndpointName } from '@platform/api-client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp, uniquePlayer } from './support/testApp';

const EN = 3;
const entries = Object.entries(endpoints) as [EndpointName, EndpointDef][];

describe('routes from the endpoint list', () => {
  const t = useTestApp();

  it('registers every entry under /web/ with its method', () => {
    for (const [, def] of entries) {
      expect(t.app.hasRoute({ method: def.method, url: `/web/${def.path}` })).toBe(true);
    }
  });

  // Every endpoint of the contract is built now: a guest and a member call without a handler stand
  // for one that is not (the app built with no handlers).
  it('an endpoint not built answers 501 in the request language, never a fake success', async () => {
    await t.rebuild({ handlers: {} });
    const en = await t.call('getNotice', {}, { lang: EN });
    expect(en).toEqual({
      status: 501,
      body: { code: 501, msg: 'This function is not yet available' },
    });
    expect((await t.call('getNotice', {}, { lang: 4 })).body.msg).toBe('ฟังก์ชันนี้ยังไม่เปิดให้บริการ');
  });

  it('a member endpoint not built asks for the token first, and says so only to a member', async () => {
    const player = await t.registerPlayer();
    await t.rebuild({ handlers: {} });
    const notLoggedIn = { code: 401, msg: 'Please log in first' };
    expect(await t.call('getUserInfo', {}, { lang: EN })).toEqual({
      status: 401,
      body: notLoggedIn,
    });
    expect((await t.call('getUserInfo', {}, { lang: EN, token: 'forged' })).body).toEqual(
      notLoggedIn,
    );
    expect((await t.call('getUserInfo', {}, { lang: EN, token: player.token })).body).toEqual({
      code: 501,
      msg: 'This function is not yet available',
    });
  });

  it('a ready endpoint without a handler answers 501', async () => {
    await t.rebuild({ handlers: {} });
    expect((await t.call('getNotice', {}, { lang: EN })).body).toEqual({
      code: 501,
      msg: 'This function is not yet available',
    });
  });

  it('an unknown path answers 404 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web/guest/nothing/here',
      headers: { lang: '3' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'The requested resource does not exist' });
    const wrongMethod = await t.app.inject({ method: 'GET', url: '/web/guest/user/login' });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('a zod message that is not a rule key becomes "invalid" naming the field', async () => {
    const answer = await t.call('getSysDictionary', {}, { lang: EN });
    expect(answer.body).toEqual({ code: 400, msg: 'Please fill in dictionary type' });
    const bad = await t.call(
      'modifyPasswordByForget',
      {
        username: 'abcd1',
        verifyType: 'fax',
        code: '123456',
        password: 'abcd12345',
        confirmPassword: 'abcd12345',
      },
      { lang: EN },
    );
    expect(bad.body).toEqual({ code: 400, msg: 'verification method is invalid' });
  });

  it('takes the language from lang, then Accept-Language, then Chinese', async () => {
    expect((await t.call('getNotice', {}, { lang: 2 })).body.msg).toBe('操作成功');
    expect(
      (await t.call('getNotice', {}, { headers: { 'accept-language': 'vi-VN,vi;q=0.9' } })).body
        .msg,
    ).toBe('Thao tác thành công');
    expect(
      (await t.call('getNotice', {}, { headers: { 'accept-language': 'de, pt-BR;q=0.5' } })).body
        .msg,
    ).toBe('Operação realizada com sucesso');
    expect((await t.call('getNotice')).body.msg).toBe('操作成功');
    expect(
      (await t.call('getNotice', {}, { lang: 9, headers: { 'accept-language': 'th' } })).body.msg,
    ).toBe('ดำเนินการสำเร็จ');
  });

  it('accepts a JSON body on a form endpoint (the body is what matters, not its encoding)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web/sys/sysConfig/getSysConfigValue',
      payload: { key: 'area_code' },
    });
    expect(response.json()).toMatchObject({ code: 0, sysConfigValue: '+86' });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/web/sys/sysConfig/getSysConfigValue',
      headers: { 'content-type': 'application/json', lang: '3' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ code: 400, msg: 'The request is malformed' });
  });
});

describe('dev routes', () => {
  const t = useTestApp();

  it('in test mode: outbox, captcha answer and ledger check', async () => {
    const { mobile } = uniquePlayer();
    await t.call('getPhoneCodeByRegister', { mobile });
    const outbox = (
      await t.app.inject({ method: 'GET', url: `/__dev/outbox?target=${mobile}` })
    ).json();
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]).toMatchObject({
      channel: 'sms',
      target: mobile,
      purpose: 'register',
      code: expect.stringMatching(/^\d{6}$/),
    });

    const captcha = await t.call('getCaptcha');
    const answer = (
      await t.app.inject({
        method: 'GET',
        url: `/__dev/captcha/${captcha.body.captchaKey as string}`,
      })
    ).json();
    expect(answer.answer).toMatch(/^[a-z0-9]{4}$/);
    expect(
      (
        await t.call('checkCaptcha', {
          captchaKey: captcha.body.captchaKey,
          captchaCode: answer.answer.toUpperCase(),
        })
      ).body.code,
    ).toBe(0);

    expect(
      (await t.app.inject({ method: 'GET', url: '/__dev/ledger-check' })).json(),
    ).toMatchObject({ ok: true, problems: [] });
  });
});

describe('production mode', () => {
  const t = useTestApp({ config: { appEnv: 'production' } });
  afterEach(() => vi.restoreAllMocks());

  it('has no /__dev routes', async () => {
    for (const [method, url] of [
      ['GET', '/__dev/outbox?target=13800000000'],
      ['GET', '/__dev/captcha/abc'],
      ['POST', '/__dev/restrict'],
      ['DELETE', '/__dev/restrict'],
      ['GET', '/__dev/ledger-check'],
      ['POST', '/__dev/credit'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { ip: '1.2.3.4' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });

  it('does not log verification codes', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    vi.spyOn(console, 'log').mockImplementation(
      (...args: unknown[]) => void written.push(args.join(' ')),
    );
    const logLines: string[] = [];
    await t.rebuild({ config: { appEnv: 'production', logLevel: 'trace' }, logLines });
    const { mobile } = uniquePlayer();
    expect((await t.call('getPhoneCodeByRegister', { mobile }, { lang: EN })).body.code).toBe(0);
    // Production keeps no development mailbox: the code exists only hashed, and in the SMS.
    expect(currentDevMailbox()).toBeNull();
    await expect(t.latestCode(mobile)).rejects.toThrow();
    expect(logLines.length).toBeGreaterThan(0);
    for (const out of [logLines.join('\n'), written.join('\n')]) {
      expect(out).not.toContain('registration code');
      expect(out).not.toContain(mobile);
    }
    expect(written.join('\n')).not.toContain('[outbox]');
  });
});

describe('development mode', () => {
  const t = useTestApp({ config: { appEnv: 'development' } });
  afterEach(() => vi.restoreAllMocks());

  it('echoes sent codes to stdout', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(
      (...args: unknown[]) => void lines.push(args.join(' ')),
    );
    await t.rebuild({});
    const { mobile } = uniquePlayer();
    await t.call('getPhoneCodeByRegister', { mobile }, { lang: EN });
    const code = await t.latestCode(mobile);
    expect(lines.join('\n')).toContain(
      `[outbox] sms to ${mobile} (register): [StarPlay] Your registration code is ${code}`,
    );
  });
});
