import { findUserById } from '../src/core/auth';
import {
  PASSWORD_CONFIRMATION_REQUIRED,
  PASSWORD_CONFIRMATION_WRONG,
  passesLuhn,
} from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { PASSWORD_PROOF_VALID_MS } from '../src/core/auth/passwordProof';
import { useTestApp, type Answer, type TestApp } from './support/testApp';
import { open, type SealedColumn } from '../src/core/vault';

/**
 * A stolen session must not become a takeover (docs/decisions-api.md#account-takeover): the
 * changes that could hand the account over need the login password proved on the session within
 * 5 minutes, each is told on every channel bound before it, and a password reset through a
 * channel bound in the last 24 hours is refused.
 */
const EN = 3;
const PAY = '135790';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** EBpay accounts are `eb` and 16 letters or digits. */
const EB = `eb${'x9'.repeat(7)}7890`;
const EB2 = `eb${'y8'.repeat(7)}9999`;

type Player = Awaited<ReturnType<TestApp['registerPlayer']>>;

let ips = 0;
/** Each code request from its own address, so the per-address sending limit stays out of the way. */
const nextIp = () => `10.91.${Math.floor(++ips / 250)}.${ips % 250}`;

function cardNumber(n: number): string {
  const body = `62220210000${String(n).padStart(6, '0')}`;
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

const REQUIRED = {
  code: 1000,
  msg: 'For your security, please enter your login password first',
  errorCode: PASSWORD_CONFIRMATION_REQUIRED,
};

async function smsCode(t: TestApp, player: Player, smsType: string, mobile: string) {
  t.clock.advance(10_001);
  const sent = await t.call(
    'getSmsCode',
    { smsType, mobile },
    { token: player.token, ip: nextIp() },
  );
  expect(sent.body.code).toBe(0);
  return t.latestCode(mobile);
}

async function emailCode(t: TestApp, player: Player, emailType: string, email: string) {
  t.clock.advance(10_001);
  const sent = await t.call(
    'getEmailCode',
    { emailType, email },
    { token: player.token, ip: nextIp() },
  );
  expect(sent.body.code).toBe(0);
  return t.latestCode(email);
}

async function setPayPassword(t: TestApp, player: Player) {
  const set = await t.call(
    'setWithdrawPwd',
    { payPassword: PAY, confirmPayPassword: PAY },
    { token: player.token },
  );
  expect(set.body.code).toBe(0);
}

async function firstBankId(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM sys_banks ORDER BY id LIMIT 1');
  return rows[0]!.id;
}

async function bindCard(t: TestApp, player: Player, n: number): Promise<Answer> {
  return t.call(
    'bankCardBind',
    {
      holderName: '张三',
      cardType: 'savings',
      bankId: await firstBankId(t),
      cardNumber: cardNumber(n),
      branchAddress: 'Shenzhen',
      payPassword: PAY,
    },
    { token: player.token, lang: EN },
  );
}

async function users(t: TestApp, userId: number) {
  // Phone and e-mail are stored sealed: read through the vault as the app does.
  const user = (await findUserById(t.db, userId))!;
  return { mobile: user.mobile, email: user.email, pay_password_hash: user.payPasswordHash };
}

/** The player's live payment accounts, by what money would be sent to. */
async function liveAccounts(t: TestApp, userId: number): Promise<string[]> {
  // Stored sealed: opened through the vault, as the payout reads them.
  const { rows } = await t.db.query<{ column: SealedColumn; sealed: string }>(
    `SELECT 'user_bank_cards.card_number' AS column, card_number_sealed AS sealed
     FROM user_bank_cards WHERE user_id = $1 AND deleted_at IS NULL
     UNION ALL
     SELECT 'user_third_party_accounts.account', account_sealed
     FROM user_third_party_accounts WHERE user_id = $1 AND deleted_at IS NULL
     UNION ALL
     SELECT 'user_blockchain_accounts.address', address_sealed
     FROM user_blockchain_accounts WHERE user_id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  return rows.map((r) => open(r.column, r.sealed)).sort();
}

/** What a protected call changes: the contact fields, the payment password and the accounts. */
async function snapshot(t: TestApp, player: Player) {
  return { ...(await users(t, player.userId)), accounts: await liveAccounts(t, player.userId) };
}

interface ProtectedCase {
  name: string;
  /** What the change needs first (runs with a fresh proof). */
  prepare?: (t: TestApp, player: Player) => Promise<void>;
  /** The change itself; answers what the server said. */
  attempt: (t: TestApp, player: Player) => Promise<Answer>;
}

const PROTECTED: ProtectedCase[] = [
  {
    name: 'binding a first e-mail (modifyUserInfo)',
    attempt: async (t, p) => {
      const code = await emailCode(t, p, 'bindEmail', 'thief@example.com');
      return t.call(
        'modifyUserInfo',
        { email: 'thief@example.com', emailCode: code },
        { token: p.token, lang: EN },
      );
    },
  },
  {
    name: 'binding a first phone (modifyUserInfo)',
    prepare: async (t, p) => {
      await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
        p.userId,
      ]);
    },
    attempt: async (t, p) => {
      const code = await smsCode(t, p, 'bindPhone', '13955550001');
      return t.call(
        'modifyUserInfo',
        { mobile: '13955550001', smsCode: code },
        { token: p.token, lang: EN },
      );
    },
  },
  {
    name: 'changing a bound phone (modifyUserInfo, after the security verification)',
    attempt: async (t, p) => {
      const code = await smsCode(t, p, 'changePhone', '13955550002');
      await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: p.token });
      return t.call(
        'modifyUserInfo',
        { mobile: '13955550002', smsCode: code },
        { token: p.token, lang: EN },
      );
    },
  },
  {
    name: 'setting a first payment password (setWithdrawPwd)',
    attempt: (t, p) =>
      t.call(
        'setWithdrawPwd',
        { payPassword: PAY, confirmPayPassword: PAY },
        { token: p.token, lang: EN },
      ),
  },
  {
    name: 'changing the payment password (setWithdrawPwd)',
    prepare: setPayPassword,
    attempt: (t, p) =>
      t.call(
        'setWithdrawPwd',
        { oldPayPassword: PAY, payPassword: '246801', confirmPayPassword: '246801' },
        { token: p.token, lang: EN },
      ),
  },
  {
    name: 'binding a bank card (bankCardBind)',
    prepare: setPayPassword,
    attempt: (t, p) => bindCard(t, p, 1),
  },
  {
    name: 'changing a bank card (bankCardModify)',
    prepare: async (t, p) => {
      await setPayPassword(t, p);
      expect((await bindCard(t, p, 2)).body.code).toBe(0);
    },
    attempt: async (t, p) => {
      const { rows } = await t.db.query<{ id: number }>(
        'SELECT id FROM user_bank_cards WHERE user_id = $1',
        [p.userId],
      );
      return t.call(
        'bankCardModify',
        {
          id: rows[0]!.id,
          holderName: '张三',
          cardType: 'savings',
          bankId: await firstBankId(t),
          cardNumber: cardNumber(3),
          branchAddress: 'Shenzhen',
          payPassword: PAY,
        },
        { token: p.token, lang: EN },
      );
    },
  },
  {
    name: 'binding an e-wallet (thirdPartyAccountBind, EBpay)',
    prepare: setPayPassword,
    attempt: (t, p) =>
      t.call(
        'thirdPartyAccountBind',
        { accountType: 'ebpay', alias: 'EB', account: EB, payPassword: PAY },
        { token: p.token, lang: EN },
      ),
  },
  {
    name: 'binding another wallet (thirdPartyAccountBind, generic)',
    attempt: (t, p) =>
      t.call(
        'thirdPartyAccountBind',
        { accountType: 'generic', alias: 'Mine', platformName: 'OKPay', account: 'ok-123' },
        { token: p.token, lang: EN },
      ),
  },
  {
    name: 'binding a virtual-coin address (blockchainAccountBind)',
    prepare: setPayPassword,
    attempt: async (t, p) => {
      const code = await smsCode(t, p, 'bindVirtualCoin', p.mobile);
      return t.call(
        'blockchainAccountBind',
        {
          alias: 'cold',
          coinType: 'USDT',
          protocol: 'TRC20',
          address: 'TXa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6',
          mobile: p.mobile,
          smsCode: code,
          payPassword: PAY,
        },
        { token: p.token, lang: EN },
      );
    },
  },
];

describe('a proof of the login password opens the changes that could hand the account over', () => {
  const t = useTestApp();

  it.each(PROTECTED)(
    '$name is refused without a recent proof, changing nothing, and done with one',
    async ({ prepare, attempt }) => {
      const player = await t.registerPlayer();
      await t.confirmPassword(player);
      await prepare?.(t, player);
      // The proof made for the preparation is over: 5 minutes have passed.
      t.clock.advance(PASSWORD_PROOF_VALID_MS);
      const before = await snapshot(t, player);
      const refused = await attempt(t, player);
      expect(refused).toEqual({ status: 200, body: REQUIRED });
      expect(await snapshot(t, player)).toEqual(before);

      await t.confirmPassword(player);
      expect((await attempt(t, player)).body).toMatchObject({ code: 0 });
      expect(await snapshot(t, player)).not.toEqual(before);
    },
  );

  it('a session that never proved the password cannot bind an e-mail: the stolen-session path', async () => {
    const player = await t.registerPlayer();
    const code = await emailCode(t, player, 'bindEmail', 'thief@example.com');
    const answer = await t.call(
      'modifyUserInfo',
      { email: 'thief@example.com', emailCode: code },
      { token: player.token, lang: 1 },
    );
    expect(answer.body).toEqual({
      code: 1000,
      msg: '为了您的账户安全，请先输入登录密码',
      errorCode: PASSWORD_CONFIRMATION_REQUIRED,
    });
    expect((await users(t, player.userId)).email).toBeNull();
    // The code was not used up by the refusal: the player carries on once proved.
    await t.confirmPassword(player);
    expect(
      (
        await t.call(
          'modifyUserInfo',
          { email: 'thief@example.com', emailCode: code },
          { token: player.token },
        )
      ).body.code,
    ).toBe(0);
  });

  it('the proof holds 5 minutes, on the session that made it only', async () => {
    const player = await t.registerPlayer();
    const proof = await t.call(
      'confirmLoginPassword',
      { password: player.password },
      { token: player.token, lang: EN },
    );
    expect(proof.body).toEqual({
      code: 0,
      msg: 'Success',
      confirmedUntil: new Date(t.clock.now().getTime() + 5 * MINUTE).toISOString(),
    });
    const other = await t.call('login', {
      username: player.username,
      password: player.password,
      ...(await t.captcha()),
    });
    const set = (token: string) =>
      t.call('setWithdrawPwd', { payPassword: PAY, confirmPayPassword: PAY }, { token, lang: EN });
    expect((await set(other.body.token as string)).body).toEqual(REQUIRED);

    t.clock.advance(5 * MINUTE - 1);
    expect((await set(player.token)).body.code).toBe(0);
    t.clock.advance(1);
    const change = await t.call(
      'setWithdrawPwd',
      { oldPayPassword: PAY, payPassword: '246801', confirmPayPassword: '246801' },
      { token: player.token, lang: EN },
    );
    expect(change.body).toEqual(REQUIRED);
  });

  it('a wrong password says how many tries are left; a right one starts the count again', async () => {
    const player = await t.registerPlayer();
    const confirm = (password: string) =>
      t.call('confirmLoginPassword', { password }, { token: player.token, lang: EN });
    expect((await confirm('wrong1234')).body).toEqual({
      code: 1000,
      msg: 'Incorrect login password, 4 attempts left',
      errorCode: PASSWORD_CONFIRMATION_WRONG,
    });
    expect((await confirm('wrong1234')).body.msg).toBe('Incorrect login password, 3 attempts left');
    t.clock.advance(10_001);
    expect((await confirm(player.password)).body.code).toBe(0);
    expect((await confirm('wrong1234')).body.msg).toBe('Incorrect login password, 4 attempts left');
  });

  it('the 5th wrong password in a row ends the session: a stolen one gets five guesses in all', async () => {
    const player = await t.registerPlayer();
    const confirm = (password: string) =>
      t.call('confirmLoginPassword', { password }, { token: player.token, lang: EN });
    for (let i = 0; i < 4; i += 1) expect((await confirm('wrong1234')).body.code).toBe(1000);
    expect(await confirm('wrong1234')).toEqual({
      status: 401,
      body: { code: 401, msg: 'Please log in first' },
    });
    t.clock.advance(10_001);
    // Not even the right password brings it back: the session is over.
    expect((await confirm(player.password)).status).toBe(401);
    expect((await t.call('getUserInfo', {}, { token: player.token })).status).toBe(401);
  });

  it('proofs spend the login budget of the address and name', async () => {
    await t.rebuild({
      config: {
        rateLimits: {
          ...(await import('../src/config')).testConfig().rateLimits,
          login: { limit: 2, windowMs: 10_000 },
        },
      },
    });
    const player = await t.registerPlayer();
    const confirm = () =>
      t.call('confirmLoginPassword', { password: player.password }, { token: player.token });
    expect((await confirm()).body.code).toBe(0);
    expect((await confirm()).body.code).toBe(0);
    expect((await confirm()).body.code).toBe(429);
  });
});

describe('a sensitive change is told on every channel bound before it', () => {
  const t = useTestApp();

  async function notices(userId: number) {
    const { rows } = await t.db.query<{ title_key: string; content: string }>(
      `SELECT title_key, content FROM messages
       WHERE user_id = $1 AND category = 'notification' ORDER BY id`,
      [userId],
    );
    return rows;
  }

  /** The notices (no code) sent to a phone or e-mail, oldest first. */
  function outboxNotices(target: string) {
    return t
      .sent(target)
      .filter((m) => m.purpose === 'securityNotice')
      .map(({ channel, subject, body }) => ({ channel, subject, body }));
  }

  async function englishPlayer(overrides: { email?: string } = {}) {
    const player = await t.registerPlayer(overrides);
    await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [player.userId, EN]);
    await t.confirmPassword(player);
    return player;
  }

  it('binding a first e-mail: the message centre and the bound phone hear of it, at its time', async () => {
    const player = await englishPlayer();
    const code = await emailCode(t, player, 'bindEmail', 'new@example.com');
    const bound = await t.call(
      'modifyUserInfo',
      { email: 'new@example.com', emailCode: code },
      { token: player.token },
    );
    expect(bound.body.code).toBe(0);
    const text =
      'The e-mail address n***@example.com was bound to your account at 2026-01-15 12:01 (GMT+8). If this was not you, contact customer service at once.';
    expect(await notices(player.userId)).toEqual([
      { title_key: 'emailBound.title', content: text },
    ]);
    expect(await outboxNotices(player.mobile)).toEqual([
      { channel: 'sms', subject: null, body: `[StarPlay] ${text}` },
    ]);
    // The new address was not bound before: it gets nothing but its code.
    expect(await outboxNotices('new@example.com')).toEqual([]);
  });

  it('changing the e-mail: the old e-mail and the phone hear of it', async () => {
    const player = await englishPlayer({ email: 'old@example.com' });
    const code = await emailCode(t, player, 'changeEmail', 'new@example.com');
    await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: player.token });
    const changed = await t.call(
      'modifyUserInfo',
      { email: 'new@example.com', emailCode: code },
      { token: player.token },
    );
    expect(changed.body.code).toBe(0);
    expect((await notices(player.userId)).map((n) => n.title_key)).toEqual(['emailChanged.title']);
    expect(await outboxNotices('old@example.com')).toEqual([
      {
        channel: 'email',
        subject: 'StarPlay security notice: E-mail address changed',
        body: expect.stringContaining('changed to n***@example.com'),
      },
    ]);
    expect(await outboxNotices(player.mobile)).toEqual([
      {
        channel: 'sms',
        subject: null,
        body: expect.stringContaining('changed to n***@example.com'),
      },
    ]);
    expect(await outboxNotices('new@example.com')).toEqual([]);
  });

  it('changing the phone: the old phone and the e-mail hear of it, in the player’s language', async () => {
    const player = await t.registerPlayer({ email: 'me@example.com' });
    await t.confirmPassword(player);
    const code = await smsCode(t, player, 'changePhone', '13955550003');
    await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: player.token });
    const changed = await t.call(
      'modifyUserInfo',
      { mobile: '13955550003', smsCode: code },
      { token: player.token, lang: EN },
    );
    expect(changed.body.code).toBe(0);
    // Registered in Chinese: the notices are in Chinese whatever the request's language.
    const [sms] = await outboxNotices(player.mobile);
    expect(sms).toEqual({
      channel: 'sms',
      subject: null,
      body: expect.stringMatching(
        /^【StarPlay】您账户绑定的手机号已于 .* 更换为 139\*\*\*\*0003。/,
      ),
    });
    expect(await outboxNotices('me@example.com')).toHaveLength(1);
    expect(await outboxNotices('13955550003')).toEqual([]);
  });

  it('setting and changing the payment password are told on every channel', async () => {
    const player = await englishPlayer({ email: 'me@example.com' });
    await setPayPassword(t, player);
    const change = await t.call(
      'setWithdrawPwd',
      { oldPayPassword: PAY, payPassword: '246801', confirmPayPassword: '246801' },
      { token: player.token },
    );
    expect(change.body.code).toBe(0);
    expect((await notices(player.userId)).map((n) => n.title_key)).toEqual([
      'payPasswordSet.title',
      'payPasswordChanged.title',
    ]);
    expect((await outboxNotices(player.mobile)).map((n) => n.body)).toEqual([
      expect.stringContaining('Your payment password was set at'),
      expect.stringContaining('Your payment password was changed at'),
    ]);
    expect((await outboxNotices('me@example.com')).map((n) => n.subject)).toEqual([
      'StarPlay security notice: Payment password set',
      'StarPlay security notice: Payment password changed',
    ]);
  });

  it('adding and changing a payment account are told on every channel, the account masked', async () => {
    const player = await englishPlayer({ email: 'me@example.com' });
    await setPayPassword(t, player);
    const bound = await bindCard(t, player, 7);
    expect(bound.body.code).toBe(0);
    const wallet = await t.call(
      'thirdPartyAccountBind',
      { accountType: 'ebpay', alias: 'EB', account: EB, payPassword: PAY },
      { token: player.token },
    );
    expect(wallet.body.code).toBe(0);
    const id = (wallet.body.thirdPartyAccount as { id: number }).id;
    const modified = await t.call(
      'thirdPartyAccountModify',
      { id, accountType: 'ebpay', alias: 'EB2', account: EB2, payPassword: PAY },
      { token: player.token },
    );
    expect(modified.body.code).toBe(0);

    const accountNotices = (await notices(player.userId)).filter((n) =>
      n.title_key.startsWith('paymentAccount'),
    );
    const last4 = cardNumber(7).slice(-4);
    expect(accountNotices).toEqual([
      {
        title_key: 'paymentAccountAdded.title',
        content: expect.stringContaining(`Bank card **** **** **** ${last4}.`),
      },
      {
        title_key: 'paymentAccountAdded.title',
        content: expect.stringContaining('EBpay **** **** **** 7890.'),
      },
      {
        title_key: 'paymentAccountChanged.title',
        content: expect.stringContaining('EBpay **** **** **** 9999.'),
      },
    ]);
    expect(accountNotices[0]!.content).not.toContain(cardNumber(7));
    const sms = (await outboxNotices(player.mobile)).map((n) => n.body);
    const mail = (await outboxNotices('me@example.com')).map((n) => n.body);
    for (const notice of accountNotices) {
      expect(sms).toContain(`[StarPlay] ${notice.content}`);
      expect(mail).toContain(notice.content);
    }
  });

  it('a refused change tells nothing', async () => {
    const player = await englishPlayer({ email: 'me@example.com' });
    t.clock.advance(PASSWORD_PROOF_VALID_MS);
    await t.call(
      'setWithdrawPwd',
      { payPassword: PAY, confirmPayPassword: PAY },
      { token: player.token },
    );
    expect(await notices(player.userId)).toEqual([]);
    expect(await outboxNotices(player.mobile)).toEqual([]);
    expect(await outboxNotices('me@example.com')).toEqual([]);
  });
});

describe('a password reset through a channel bound in the last 24 hours is refused', () => {
  const t = useTestApp();

  async function startReset(username: string) {
    t.clock.advance(10_001);
    const first = await t.call(
      'forgetPasswordFirstStep',
      { username, ...(await t.captcha()) },
      { lang: EN },
    );
    expect(first.body.code).toBe(0);
  }

  async function bindEmail(player: Player, email: string) {
    await t.confirmPassword(player);
    const code = await emailCode(t, player, 'bindEmail', email);
    const bound = await t.call(
      'modifyUserInfo',
      { email, emailCode: code },
      { token: player.token },
    );
    expect(bound.body.code).toBe(0);
  }

  it('a newly bound e-mail cannot reset the password for 24 hours, then can', async () => {
    const player = await t.registerPlayer();
    await bindEmail(player, 'new@example.com'); // bound at 12:00:10 business time
    t.clock.advance(23 * HOUR);
    await startReset(player.username);
    const refused = await t.call(
      'getEmailCodeByForgetPwd',
      { username: player.username },
      { lang: EN },
    );
    expect(refused.body).toEqual({
      code: 1000,
      msg: 'This e-mail address was bound less than 24 hours ago and can reset the password from 2026-01-16 12:01 (GMT+8). Use another verification or contact customer service.',
    });
    // The phone given at registration resets at once.
    t.clock.advance(10_001);
    expect((await t.call('getPhoneCodeByForgetPwd', { username: player.username })).body.code).toBe(
      0,
    );

    t.clock.advance(HOUR);
    await startReset(player.username);
    expect((await t.call('getEmailCodeByForgetPwd', { username: player.username })).body.code).toBe(
      0,
    );
    const code = await t.latestCode('new@example.com');
    const reset = await t.call('modifyPasswordByForget', {
      username: player.username,
      verifyType: 'email',
      code,
      password: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(reset.body.code).toBe(0);
  });

  it('a code sent before the binding changed is no key either: the reset itself checks the age', async () => {
    const player = await t.registerPlayer({ email: 'old@example.com' });
    await startReset(player.username);
    expect((await t.call('getEmailCodeByForgetPwd', { username: player.username })).body.code).toBe(
      0,
    );
    const code = await t.latestCode('old@example.com');
    // Meanwhile the e-mail is (re)bound: its binding time is now.
    await t.db.query('UPDATE users SET email_bound_at = $2 WHERE id = $1', [
      player.userId,
      t.clock.now(),
    ]);
    const reset = await t.call(
      'modifyPasswordByForget',
      {
        username: player.username,
        verifyType: 'email',
        code,
        password: 'newpass123',
        confirmPassword: 'newpass123',
      },
      { lang: EN },
    );
    expect(reset.body.code).toBe(1000);
    expect(reset.body.msg).toContain('bound less than 24 hours ago');
    expect((await t.call('getUserInfo', {}, { token: player.token })).body.code).toBe(0);
  });

  it('a changed phone cannot reset the password for 24 hours', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    const code = await smsCode(t, player, 'changePhone', '13955550004');
    await t.call('verifyPhoneMiddle', { middleDigits: '0000' }, { token: player.token });
    const changed = await t.call(
      'modifyUserInfo',
      { mobile: '13955550004', smsCode: code },
      { token: player.token },
    );
    expect(changed.body.code).toBe(0);
    await startReset(player.username);
    const refused = await t.call(
      'getPhoneCodeByForgetPwd',
      { username: player.username },
      { lang: EN },
    );
    expect(refused.body.msg).toMatch(/^This phone number was bound less than 24 hours ago/);
    t.clock.advance(24 * HOUR);
    await startReset(player.username);
    expect((await t.call('getPhoneCodeByForgetPwd', { username: player.username })).body.code).toBe(
      0,
    );
  });
});
