import { passesLuhn } from '@platform/api-client/contract';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findUserByUsername } from '../src/core/auth';
import { parseKeyRing, type KeyRing } from '../src/core/vault';
import { rotateDataKeys, sealPlaintextRows } from '../src/ops/personalData';
import { useTestApp, type TestApp } from './support/testApp';

// docs/decisions-api.md#personal-data-at-rest

const PAY = '135790';
const EN = 3;
const key = () => randomBytes(32).toString('base64');

function cardNumber(n: number): string {
  const body = `62220230000${String(n).padStart(6, '0')}`;
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

/**
 * A real dump of the test's database: pg_dump of its schema on PostgreSQL, every table's rows on
 * PGlite (which has no dump tool of its own here).
 */
async function dump(t: TestApp): Promise<string> {
  const url = t.databaseUrl;
  if (!url) return everyRowAsText(t);
  const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--data-only', '--schema', rows[0]!.schema, url],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  expect(stdout).toContain('COPY');
  return stdout;
}

/** Every table's rows as text, a line each, named by table. */
async function everyRowAsText(t: TestApp): Promise<string> {
  const { rows: tables } = await t.db.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.db.query<{ j: string }>(
      `SELECT row_to_json(x)::text AS j FROM ${name} x`,
    );
    parts.push(...rows.map((r) => `${name}: ${r.j}`));
  }
  return parts.join('\n');
}

/** The lines of a dump that hold a value, cut short (a failure names the table). */
function leaks(dump: string, value: string): string[] {
  return dump
    .split('\n')
    .filter((line) => line.includes(value))
    .map((line) => line.slice(0, 300));
}

/** A player with a payment password, a bound card, a coin address and an e-wallet account. */
async function playerWithAccounts(t: TestApp, n: number) {
  const player = await t.registerPlayer({ email: `owner${n}@example.com` });
  await t.confirmPassword(player);
  const set = await t.call(
    'setWithdrawPwd',
    { payPassword: PAY, confirmPayPassword: PAY },
    {
      token: player.token,
    },
  );
  expect(set.body.code).toBe(0);
  const banks = await t.call('getSysBank', {}, { token: player.token });
  const bankId = (banks.body.bankList as { bankId: number }[])[0]!.bankId;
  const card = cardNumber(n);
  const bound = await t.call(
    'bankCardBind',
    {
      holderName: '张三',
      cardType: 'savings',
      bankId,
      cardNumber: card,
      branchAddress: '深圳测试路支行',
      payPassword: PAY,
    },
    { token: player.token, lang: EN },
  );
  expect(bound.body).toMatchObject({ code: 0 });
  const account = `eb${String(n).padStart(12, '0')}7788`;
  const wallet = await t.call(
    'thirdPartyAccountBind',
    { accountType: 'ebpay', alias: 'mine', account, payPassword: PAY },
    { token: player.token, lang: EN },
  );
  expect(wallet.body).toMatchObject({ code: 0 });
  t.clock.advance(60_000);
  const sent = await t.call(
    'getSmsCode',
    { smsType: 'bindVirtualCoin', mobile: player.mobile },
    { token: player.token, ip: `10.66.${n}.1` },
  );
  expect(sent.body.code).toBe(0);
  const address = `T${String(n).padStart(4, '0')}${'B2'.repeat(14)}`;
  const coin = await t.call(
    'blockchainAccountBind',
    {
      alias: 'cold',
      coinType: 'USDT',
      protocol: 'TRC20',
      address,
      mobile: player.mobile,
      smsCode: await t.latestCode(player.mobile),
      payPassword: PAY,
    },
    { token: player.token, lang: EN },
  );
  expect(coin.body).toMatchObject({ code: 0 });
  return { ...player, card, account, address };
}

describe('personal data at rest', () => {
  const t = useTestApp();

  it('stores phones, e-mails, names, cards and wallet accounts sealed, and answers them masked', async () => {
    const player = await playerWithAccounts(t, 1);
    const text = await dump(t);
    for (const value of [
      player.mobile,
      player.email!,
      player.card,
      player.account,
      '张三',
      '深圳测试路支行',
    ])
      expect(leaks(text, value), value).toEqual([]);
    const info = await t.call('getUserInfo', {}, { token: player.token });
    expect(info.body.userInfo).toMatchObject({
      mobile: `${player.mobile.slice(0, 3)}****${player.mobile.slice(-4)}`,
      email: 'o***@example.com',
    });
    const cards = await t.call('bankCardList', {}, { token: player.token });
    expect(JSON.stringify(cards.body)).not.toContain(player.card);
    expect(JSON.stringify(cards.body)).toContain(player.card.slice(-4));
    const wallets = await t.call('thirdPartyAccountList', {}, { token: player.token });
    expect(JSON.stringify(wallets.body)).not.toContain(player.account);
    expect(JSON.stringify(wallets.body)).toContain('****7788');
  });

  it('keeps "card already bound" and "phone taken" on the blind indexes', async () => {
    const owner = await playerWithAccounts(t, 2);
    const other = await playerWithAccounts(t, 3);
    const banks = await t.call('getSysBank', {}, { token: other.token });
    const bankId = (banks.body.bankList as { bankId: number }[])[0]!.bankId;
    const again = await t.call(
      'bankCardBind',
      {
        holderName: '张三',
        cardType: 'savings',
        bankId,
        cardNumber: owner.card,
        branchAddress: 'x',
        payPassword: PAY,
      },
      { token: other.token, lang: EN },
    );
    expect(again.body.code).toBe(1000);
    t.clock.advance(10 * 60_000);
    const taken = await t.call(
      'getPhoneCodeByRegister',
      { mobile: owner.mobile },
      { lang: EN, ip: '10.77.0.1' },
    );
    expect(taken.body.code).toBe(0);
    expect(t.sent(owner.mobile).at(-1)?.code).toBeNull();
  });

  it('seals the rows written before, and they read the same', async () => {
    // The old way: plaintext columns, as rows written before migration 046.
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, mobile, email, real_name, created_at, updated_at)
       VALUES ('oldtimer', 'x', '13912345678', 'Old@Example.com', '李四', now(), now()) RETURNING id`,
    );
    const userId = rows[0]!.id;
    await t.db.query(
      `INSERT INTO user_bank_cards (user_id, holder_name, card_type, bank_id, card_number, branch_address, created_at, updated_at)
       VALUES ($1, '李四', 'savings', (SELECT id FROM sys_banks LIMIT 1), '6222020000001234', '北京支行', now(), now())`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO user_blockchain_accounts (user_id, alias, coin_type, protocol, address, created_at, updated_at)
       VALUES ($1, 'a', 'USDT', 'ERC20', '0xABCDEF0123456789abcdef0123456789ABCDEF01', now(), now())`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO outbox (channel, target, purpose, lang, body, created_at)
       VALUES ('sms', '13912345678', 'register', 'en', 'Your registration code is 123456', now())`,
    );

    expect(await sealPlaintextRows(t.db)).toBe(5 + 3);
    expect(await sealPlaintextRows(t.db)).toBe(0);
    const dump = await everyRowAsText(t);
    for (const value of [
      '13912345678',
      'Old@Example.com',
      '李四',
      '6222020000001234',
      '北京支行',
      'ABCDEF0123',
      '123456',
    ])
      expect(leaks(dump, value), value).toEqual([]);

    const user = (await findUserByUsername(t.db, 'oldtimer'))!;
    expect(user).toMatchObject({
      mobile: '13912345678',
      email: 'Old@Example.com',
      realName: '李四',
    });
    // The phone's uniqueness and look-up hold on the index made from the old row.
    const player = await t.registerPlayer({ mobile: '13900000001' });
    const bind = await t.call(
      'getSmsCode',
      { smsType: 'bindPhone', mobile: '13912345678' },
      { token: player.token, ip: '10.9.0.1' },
    );
    expect(bind.body.code).toBe(0);
    // Taken: the owner hears of it, no code is sent.
    expect(t.sent('13912345678').at(-1)).toMatchObject({ purpose: 'bindPhone', code: null });
  });
});

describe('keys:rotate', () => {
  const t = useTestApp();
  const index = key();
  const first = `old:${key()}`;
  const second = `new:${key()}`;
  const ring = (keys: string, indexKey = index): KeyRing => parseKeyRing(keys, indexKey);

  it('re-wraps under the new key while calls are served; the old key can then go', async () => {
    await t.rebuild({ config: { dataKeys: ring(first) } });
    const players = [];
    for (let n = 10; n < 13; n++) players.push(await playerWithAccounts(t, n));

    // The new key first in the ring, the old one still there; calls go on during the rotation.
    await t.rebuild({ config: { dataKeys: ring(`${second},${first}`) } });
    let serving = true;
    const served = (async () => {
      let calls = 0;
      while (serving) {
        for (const p of players) {
          const info = await t.call('getUserInfo', {}, { token: p.token });
          expect(info.body.code).toBe(0);
          calls += 1;
        }
      }
      return calls;
    })();
    const report = await rotateDataKeys(t.db);
    serving = false;
    expect(await served).toBeGreaterThan(0);
    expect(report.keyId).toBe('new');
    const card = report.columns.find((c) => c.column === 'user_bank_cards.card_number')!;
    expect(card.rewrapped).toBe(3);
    const again = await rotateDataKeys(t.db);
    expect(again.columns.every((c) => c.rewrapped === 0 && c.reindexed === 0)).toBe(true);

    // Without the old key: everything still reads, and a look-up by phone still finds its owner.
    await t.rebuild({ config: { dataKeys: ring(second) } });
    for (const p of players) {
      const user = (await findUserByUsername(t.db, p.username))!;
      expect(user.mobile).toBe(p.mobile);
      const cards = await t.call('bankCardList', {}, { token: p.token });
      expect(JSON.stringify(cards.body)).toContain(p.card.slice(-4));
      const login = await t.call('login', {
        username: p.username,
        password: p.password,
        ...(await t.captcha()),
      });
      expect(login.body).toMatchObject({ code: 0 });
    }
    t.clock.advance(10 * 60_000);
    const forgot = await t.call(
      'getPhoneCodeByRegister',
      { mobile: players[0]!.mobile },
      { lang: EN, ip: '10.77.0.2' },
    );
    expect(forgot.body.code).toBe(0);
    expect(t.sent(players[0]!.mobile).at(-1)?.code).toBeNull();
  });

  it('recomputes the blind indexes under a new index key', async () => {
    await t.rebuild({ config: { dataKeys: ring(first) } });
    const owner = await playerWithAccounts(t, 20);
    await t.rebuild({ config: { dataKeys: ring(first, key()) } });
    const report = await rotateDataKeys(t.db);
    expect(report.columns.find((c) => c.column === 'users.mobile')!.reindexed).toBe(1);
    expect(report.columns.find((c) => c.column === 'user_bank_cards.card_number')!.reindexed).toBe(
      1,
    );
    const other = await playerWithAccounts(t, 21);
    const banks = await t.call('getSysBank', {}, { token: other.token });
    const bankId = (banks.body.bankList as { bankId: number }[])[0]!.bankId;
    const again = await t.call(
      'bankCardBind',
      {
        holderName: '张三',
        cardType: 'savings',
        bankId,
        cardNumber: owner.card,
        branchAddress: 'x',
        payPassword: PAY,
      },
      { token: other.token, lang: EN },
    );
    expect(again.body.code).toBe(1000);
  });
});
