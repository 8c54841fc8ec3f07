import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './support/testApp';
import { sliderPass } from './support/slider';

const EN = 3;
const ADDRESS = '198.51.100.40';
const REQUIRED = {
  code: 1000,
  msg: 'Please complete the captcha, or have a verification code sent to your phone, to log in',
  errorCode: 'captchaRequired',
};

function login(t: TestApp, input: Record<string, unknown>, ip = ADDRESS) {
  // The per-address window (5 per 10 s) is not what these tests are about.
  t.clock.advance(2_000);
  return t.call('login', input, { ip, lang: EN });
}

async function failThrice(t: TestApp, username: string, ip = ADDRESS) {
  const answers = [];
  for (let i = 0; i < 3; i += 1)
    answers.push(await login(t, { username, password: 'wrong1234' }, ip));
  return answers;
}

describe('login: a captcha only where risk rises', () => {
  const t = useTestApp();

  it('a first login needs no captcha', async () => {
    const player = await t.registerPlayer();
    const answer = await login(t, { username: player.username, password: player.password });
    expect(answer.body.code).toBe(0);
  });

  it('after 3 refused logins of the username the next asks for one, and the third refusal says so', async () => {
    const player = await t.registerPlayer();
    const answers = await failThrice(t, player.username);
    expect(answers[1]!.body).toEqual({ code: 1000, msg: 'Username or password mismatch' });
    expect(answers[2]!.body).toEqual({
      code: 1000,
      msg: 'Username or password mismatch',
      errorCode: 'captchaRequired',
    });
    // From another address too: the username's count follows it.
    const right = { username: player.username, password: player.password };
    expect((await login(t, right, '198.51.100.41')).body).toEqual(REQUIRED);
  });

  it('after 3 refused logins from an address, any username there asks for one (unknown names count)', async () => {
    const player = await t.registerPlayer();
    for (const name of ['nobody01', 'nobody02', 'nobody03'])
      await login(t, { username: name, password: 'wrong1234' }, '198.51.100.42');
    const right = { username: player.username, password: player.password };
    expect((await login(t, right, '198.51.100.42')).body).toEqual(REQUIRED);
    // Unknown names answer the same as real ones: a fourth unknown name there is asked too.
    expect((await login(t, { username: 'nobody04', password: 'x' }, '198.51.100.42')).body).toEqual(
      REQUIRED,
    );
  });

  it('the count lasts 15 minutes', async () => {
    const player = await t.registerPlayer();
    await failThrice(t, player.username);
    t.clock.advance(15 * 60_000);
    const right = { username: player.username, password: player.password };
    expect((await login(t, right)).body.code).toBe(0);
  });

  it("a solved slider's pass satisfies it, and the image captcha still does", async () => {
    const player = await t.registerPlayer();
    await failThrice(t, player.username);
    const right = { username: player.username, password: player.password };
    expect((await login(t, { ...right, ...(await sliderPass(t)) })).body.code).toBe(0);

    await failThrice(t, player.username);
    expect((await login(t, { ...right, ...(await t.captcha()) })).body.code).toBe(0);
  });

  it('a wrong captcha is refused before the password is judged', async () => {
    const player = await t.registerPlayer();
    await failThrice(t, player.username);
    const { captchaKey } = await t.captcha();
    const answer = await login(t, {
      username: player.username,
      password: player.password,
      captchaKey,
      captchaCode: 'zzzz',
    });
    expect(answer.body.msg).toBe('Incorrect captcha, please try again');
  });

  it('a code sent to the bound phone satisfies it instead (the path that tests no perception)', async () => {
    const player = await t.registerPlayer();
    await failThrice(t, player.username);
    const sent = await t.call(
      'getPhoneCodeByLogin',
      { username: player.username },
      { ip: ADDRESS },
    );
    expect(sent.body).toMatchObject({ code: 0, expiresInSeconds: 300 });
    expect(sent.body.mobile).toBe(`${player.mobile.slice(0, 3)}****${player.mobile.slice(-4)}`);
    const right = { username: player.username, password: player.password };
    expect((await login(t, { ...right, smsCode: '000000' })).body.msg).toBe(
      'Incorrect verification code',
    );
    const smsCode = await t.latestCode(player.mobile);
    expect((await login(t, { ...right, smsCode })).body.code).toBe(0);
    // Used up: the same code does not pass the next risky login.
    await failThrice(t, player.username);
    expect((await login(t, { ...right, smsCode })).body.code).toBe(1000);
  });

  it("the code is only the asking address's", async () => {
    const player = await t.registerPlayer();
    await failThrice(t, player.username);
    await t.call('getPhoneCodeByLogin', { username: player.username }, { ip: '198.51.100.43' });
    const smsCode = await t.latestCode(player.mobile);
    const right = { username: player.username, password: player.password, smsCode };
    expect((await login(t, right)).body.code).toBe(1000);
  });

  it('an account with no bound phone is told so', async () => {
    const player = await t.registerPlayer();
    await t.setPersonal(player.username, { mobile: null });
    const sent = await t.call('getPhoneCodeByLogin', { username: player.username }, { lang: EN });
    expect(sent.body).toEqual({
      code: 1000,
      msg: 'This account has no bound phone number; please complete the captcha instead',
    });
  });

  it('register_captcha_switch 0 turns the captcha off', async () => {
    const player = await t.registerPlayer();
    const setSwitch = (value: string) =>
      t.db.query(
        "UPDATE sys_config SET config_value = $1 WHERE config_key = 'register_captcha_switch'",
        [value],
      );
    await setSwitch('0');
    try {
      const answers = await failThrice(t, player.username);
      expect(answers[2]!.body.errorCode).toBeUndefined();
      const right = { username: player.username, password: player.password };
      expect((await login(t, right)).body.code).toBe(0);
    } finally {
      // sys_config is reference data: a reset keeps it.
      await setSwitch('1');
    }
  });
});
