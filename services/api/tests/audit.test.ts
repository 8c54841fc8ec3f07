import { passesLuhn } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { audit, verifyAuditChain, type AuditEvent } from '../src/core/audit';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { addEvent } from '../src/core/releases/state';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { OPERATOR_COMMANDS } from '../src/ops/commands';
import { postSignIn } from './support/desk';
import { insertBankCard } from './support/paymentRows';
import { useTestApp, type TestApp } from './support/testApp';

/**
 * The audit chain (docs/decisions-api.md#the-audit-chain, docs/security.md#13-the-audit-chain):
 * each money and security event writes its row in its own transaction, with who, from where and
 * no personal data; `verifyAuditChain` catches an edited, removed or reordered row; concurrent
 * actions leave one valid chain. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
const t = useTestApp();
const PAY = '135790';
const IP = '198.51.100.7';

interface Row {
  seq: number;
  actor_kind: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
  door: string;
}

async function rows(action?: string): Promise<Row[]> {
  const { rows: found } = await t.db.query<Row>(
    `SELECT seq, actor_kind, actor_id, actor_name, action, subject_type, subject_id, detail, ip, door
     FROM audit_log ${action ? 'WHERE action = $1' : ''} ORDER BY seq`,
    action ? [action] : [],
  );
  return found;
}

/** The whole table as text: what someone reading a dump of it would see. */
async function dump(): Promise<string> {
  const { rows: all } = await t.db.query('SELECT * FROM audit_log ORDER BY seq');
  return JSON.stringify(all);
}

function cardNumber(n: number): string {
  const body = `62220210000${String(n).padStart(6, '0')}`;
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

async function devRoute(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: IP,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

type Player = Awaited<ReturnType<TestApp['registerPlayer']>>;

async function loggedIn(): Promise<Player> {
  const player = await t.registerPlayer({ email: null });
  t.clock.advance(2_000);
  const login = await t.call(
    'login',
    { username: player.username, password: player.password, ...(await t.captcha()) },
    { ip: IP },
  );
  expect(login.body.code).toBe(0);
  return { ...player, token: login.body.token as string };
}

describe('each event writes its row', () => {
  it('logins and refused logins, with the address and no name for an unknown one', async () => {
    const player = await loggedIn();
    t.clock.advance(2_000);
    await t.call(
      'login',
      { username: player.username, password: 'wrong1234', ...(await t.captcha()) },
      { ip: IP },
    );
    t.clock.advance(2_000);
    await t.call(
      'login',
      { username: '13912345678', password: 'wrong1234', ...(await t.captcha()) },
      { ip: IP },
    );
    expect(await rows('login')).toEqual([
      expect.objectContaining({
        actor_kind: 'player',
        actor_id: player.userId,
        actor_name: player.username,
        ip: IP,
        door: 'api',
      }),
    ]);
    expect((await rows('login.failed')).map((r) => [r.actor_id, r.detail, r.ip])).toEqual([
      [player.userId, { reason: 'wrongPassword' }, IP],
      [null, { reason: 'unknownUser' }, IP],
    ]);
    // A refused login commits nothing else, and its row stays; a mistyped phone is not kept.
    expect(await dump()).not.toContain('13912345678');
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('password, payment password, e-mail and payment accounts: the player, the address, no personal data', async () => {
    const player = await loggedIn();
    const as = { token: player.token, ip: IP };
    await t.confirmPassword(player);
    expect(
      (await t.call('setWithdrawPwd', { payPassword: PAY, confirmPayPassword: PAY }, as)).body.code,
    ).toBe(0);

    t.clock.advance(10_001);
    const email = 'owner@example.com';
    await t.call('getEmailCode', { emailType: 'bindEmail', email }, as);
    const bound = await t.call(
      'modifyUserInfo',
      { email, emailCode: await t.latestCode(email) },
      as,
    );
    expect(bound.body.code).toBe(0);

    const { rows: banks } = await t.db.query<{ id: number }>(
      'SELECT id FROM sys_banks ORDER BY id LIMIT 1',
    );
    const card = cardNumber(7);
    const bind = await t.call(
      'bankCardBind',
      {
        holderName: '张三',
        cardType: 'savings',
        bankId: banks[0]!.id,
        cardNumber: card,
        branchAddress: 'Shenzhen',
        payPassword: PAY,
      },
      as,
    );
    expect(bind.body.code).toBe(0);
    const cardId = (bind.body.bankCard as { id: number } | undefined)?.id;
    const { rows: cards } = await t.db.query<{ id: number }>(
      'SELECT id FROM user_bank_cards WHERE user_id = $1',
      [player.userId],
    );
    expect((await t.call('bankCardDelete', { id: cards[0]!.id }, as)).body.code).toBe(0);

    const changed = await t.call(
      'modifyPassword',
      { oldPassword: player.password, password: 'newsecret456', confirmPassword: 'newsecret456' },
      as,
    );
    expect(changed.body.code).toBe(0);

    const actions = (await rows()).filter((r) => r.action !== 'login');
    expect(actions.map((r) => [r.action, r.actor_id, r.ip, r.door])).toEqual([
      ['payPassword.changed', player.userId, IP, 'api'],
      ['email.bound', player.userId, IP, 'api'],
      ['paymentAccount.added', player.userId, IP, 'api'],
      ['paymentAccount.removed', player.userId, IP, 'api'],
      ['password.changed', player.userId, IP, 'api'],
    ]);
    const added = actions[2]!;
    expect([added.subject_type, Number(added.subject_id)]).toEqual(['bankCard', cards[0]!.id]);
    if (cardId !== undefined) expect(Number(added.subject_id)).toBe(cardId);
    const text = await dump();
    for (const secret of [player.mobile, email, card, card.slice(-4 - 8), '张三', PAY])
      expect(text).not.toContain(secret);
  });

  it('a password reset by phone: the player, the address, the channel', async () => {
    const player = await t.registerPlayer();
    t.clock.advance(10_000);
    const as = { ip: IP };
    await t.call(
      'forgetPasswordFirstStep',
      { username: player.username, ...(await t.captcha()) },
      as,
    );
    await t.call('getPhoneCodeByForgetPwd', { username: player.username }, as);
    const reset = await t.call(
      'modifyPasswordByForget',
      {
        username: player.username,
        verifyType: 'phone',
        code: await t.latestCode(player.mobile),
        password: 'newpass123',
        confirmPassword: 'newpass123',
      },
      as,
    );
    expect(reset.body.code).toBe(0);
    expect(await rows('password.reset')).toEqual([
      expect.objectContaining({
        actor_kind: 'player',
        actor_id: player.userId,
        detail: { via: 'phone' },
        ip: IP,
        door: 'api',
      }),
    ]);
    expect(await dump()).not.toContain(player.mobile);
  });

  it('deposits and withdrawals: the player asks, the operator settles through a door', async () => {
    const player = await loggedIn();
    const as = { token: player.token, ip: IP };
    const order = await t.call(
      'createBankCardRemittanceOrder',
      { amount: 80_000, payerName: 'Li Lei', idempotencyKey: 'audit-deposit-1' },
      as,
    );
    expect(order.body.code).toBe(0);
    const orderNo = order.body.orderNo as string;
    const approved = await devRoute('POST', `/__dev/sandbox/deposits/${orderNo}/approve`);
    expect(approved.status).toBe(200);

    const second = await t.call(
      'createBankCardRemittanceOrder',
      { amount: 50_000, payerName: 'Li Lei', idempotencyKey: 'audit-deposit-2' },
      as,
    );
    await devRoute('POST', `/__dev/sandbox/deposits/${second.body.orderNo as string}/reject`, {
      reason: 'no money arrived',
    });

    // Withdrawals by a player whose money came in by hand (no deposit turnover to wager first).
    const payee = await loggedIn();
    const asPayee = { token: payee.token, ip: IP };
    await t.confirmPassword(payee);
    await t.call('setWithdrawPwd', { payPassword: PAY, confirmPayPassword: PAY }, asPayee);
    await creditCentralWallet(t.db, { userId: payee.userId, amount: 100_000, reason: 'test' });
    const cardId = await insertBankCard(t.db, payee.userId, cardNumber(9));
    // One open withdrawal at a time: the first is paid before the second is asked for.
    const requested: string[] = [];
    for (const [n, settle] of [
      [1, 'pay'],
      [2, 'reject'],
    ] as const) {
      const w = await t.call(
        'withdraw',
        {
          method: 'bankCard',
          type: 'instant',
          accountId: cardId,
          amount: 10_000,
          payPassword: PAY,
          idempotencyKey: `audit-withdraw-${n}`,
        },
        asPayee,
      );
      expect(w.body).toMatchObject({ code: 0 });
      const withdrawalNo = (w.body.withdrawal as { orderNo: string }).orderNo;
      requested.push(withdrawalNo);
      await devRoute('POST', `/__dev/sandbox/withdrawals/${withdrawalNo}/${settle}`);
    }

    const created = await rows('deposit.created');
    expect(created[0]).toMatchObject({
      actor_kind: 'player',
      actor_id: player.userId,
      subject_type: 'deposit',
      subject_id: orderNo,
      detail: { amount: 80_000 },
      ip: IP,
      door: 'api',
    });
    expect(await rows('deposit.approved')).toEqual([
      expect.objectContaining({
        actor_kind: 'operator',
        subject_id: orderNo,
        detail: expect.objectContaining({ userId: player.userId, amount: 80_000 }),
        door: 'dev',
      }),
    ]);
    expect((await rows('deposit.rejected')).map((r) => r.subject_id)).toEqual([
      second.body.orderNo,
    ]);
    expect(
      (await rows('withdrawal.requested')).map((r) => [r.actor_id, r.subject_id, r.ip]),
    ).toEqual(requested.map((no) => [payee.userId, no, IP]));
    expect(await rows('withdrawal.paid')).toEqual([
      expect.objectContaining({ actor_kind: 'operator', subject_id: requested[0], door: 'dev' }),
    ]);
    expect((await rows('withdrawal.rejected')).map((r) => r.subject_id)).toEqual([requested[1]]);
    // Each operator command is recorded once by the runner, with its door and outcome.
    const commands = await rows('ops.command');
    expect(commands.map((r) => [r.subject_id, r.detail, r.door, r.ip])).toContainEqual([
      'deposit:approve',
      { outcome: 'done' },
      'dev',
      IP,
    ]);
    expect(await dump()).not.toContain('Li Lei');
  });

  it('an operator command refused is recorded with its outcome', async () => {
    const refused = await devRoute('POST', '/__dev/sandbox/deposits/D000000000/approve');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await rows('ops.command')).map((r) => [r.subject_id, r.detail])).toEqual([
      ['deposit:approve', { outcome: 'refused' }],
    ]);
  });

  it('bonus and welfare grants, agent sign-ins and release changes', async () => {
    const player = await loggedIn();
    const granted = await devRoute('POST', '/__dev/welfare/grant', {
      username: player.username,
      type: 'virtual',
      amount: 1_000,
      grantKey: 'audit-welfare',
    });
    expect(granted.status).toBe(200);
    const id = granted.body.id as number;
    expect(
      (await t.call('receiveWelfare', { id }, { token: player.token, ip: IP })).body.code,
    ).toBe(0);
    expect(await rows('welfare.granted')).toEqual([
      expect.objectContaining({
        actor_kind: 'system',
        subject_type: 'welfareItem',
        subject_id: String(id),
        detail: { userId: player.userId, type: 'virtual', amount: 1_000, count: 1 },
      }),
    ]);
    expect((await rows('bonus.granted')).map((r) => r.detail)).toEqual([
      expect.objectContaining({ userId: player.userId, amount: 1_000, status: 'paid' }),
    ]);

    expect((await postSignIn(t.app, 'Lily', 'wrong-password', IP)).status).not.toBe(200);
    expect((await postSignIn(t.app, 'Lily', undefined, IP)).status).toBe(200);
    expect(
      (await rows()).filter((r) => r.actor_kind === 'agent').map((r) => [r.action, r.ip, r.door]),
    ).toEqual([
      ['agent.signIn.failed', IP, 'desk'],
      ['agent.signIn', IP, 'desk'],
    ]);

    await t.db.query(
      `INSERT INTO frontend_versions (app, version, entry, integrity, commit, content_hash, semver,
         published_at)
       VALUES ('wallet', '2.0.0', 'remoteEntry.js', 'sha384-x', 'abc', 'abc', '2.0.0', now())`,
    );
    await t.db.transaction((tx) =>
      addEvent(
        tx,
        { app: 'wallet', version: '2.0.0', action: 'rollout', traffic: 10 },
        t.clock.now(),
      ),
    );
    expect(await rows('release.changed')).toEqual([
      expect.objectContaining({
        actor_kind: 'operator',
        subject_type: 'release',
        subject_id: 'wallet@2.0.0',
        detail: { step: 'rollout', traffic: 10 },
        door: 'ops',
      }),
    ]);
  });

  it('refuses personal data in a detail before anything is written', async () => {
    const base: AuditEvent = {
      action: 'login',
      actor: { kind: 'system' },
      at: t.clock.now(),
      door: 'system',
    };
    await expect(audit(t.db, { ...base, detail: { mobile: 'x' } })).rejects.toThrow();
    await expect(audit(t.db, { ...base, detail: { note: 'a@b.co' } })).rejects.toThrow();
    await expect(audit(t.db, { ...base, detail: { note: '13800001234' } })).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });
});

/** Appends n rows, each in its own transaction. */
async function chainOf(n: number): Promise<void> {
  for (let i = 1; i <= n; i += 1)
    await t.db.transaction((tx) =>
      audit(tx, {
        action: 'deposit.created',
        actor: { kind: 'player', id: i, name: `player${i}` },
        subject: { type: 'deposit', id: `D${i}` },
        detail: { amount: i * 100 },
        at: t.clock.now(),
        ip: IP,
        door: 'api',
      }),
    );
}

/** A superuser's change behind the append-only trigger's back. */
async function tamper(sql: string): Promise<void> {
  await t.db.exec(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
  try {
    await t.db.exec(sql);
  } finally {
    await t.db.exec(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
  }
}

describe('verifyAuditChain', () => {
  it('an intact chain verifies and names its head', async () => {
    await chainOf(5);
    const result = await verifyAuditChain(t.db);
    const { rows: last } = await t.db.query<{ hash: string }>(
      'SELECT hash FROM audit_log WHERE seq = 5',
    );
    expect(result).toEqual({
      ok: true,
      rows: 5,
      head: { seq: 5, hash: last[0]!.hash },
      problem: null,
    });
    const cli = await devRoute('GET', '/__dev/audit-verify');
    expect(cli.body).toMatchObject({ code: 0, ok: true, rows: 5 });
  });

  it('a restored copy keeps its places, and the next row chains after it', async () => {
    await chainOf(3);
    const { rows: copy } = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM audit_log ORDER BY seq',
    );
    await t.db.exec('TRUNCATE audit_log');
    // As pg_restore's COPY does: every column given, the insert triggers firing.
    for (const row of copy) {
      const columns = Object.keys(row);
      await t.db.query(
        `INSERT INTO audit_log (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((c) => (c === 'detail' ? JSON.stringify(row[c]) : row[c])),
      );
    }
    await t.db.exec(`SELECT setval(pg_get_serial_sequence('audit_log', 'id'), 3)`);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true, rows: 3 });
    await chainOf(1);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true, rows: 4 });
  });

  it('refuses UPDATE and DELETE; the test harness may still TRUNCATE', async () => {
    await chainOf(2);
    await expect(t.db.query(`UPDATE audit_log SET ip = '1.2.3.4' WHERE seq = 1`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`DELETE FROM audit_log WHERE seq = 2`)).rejects.toThrow(/append-only/);
    await expect(
      t.db.query(`UPDATE audit_log SET hash = NULL, seq = NULL WHERE seq = 2`),
    ).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('catches an edited row', async () => {
    await chainOf(5);
    await tamper(`UPDATE audit_log SET detail = '{"amount": 1}' WHERE seq = 3`);
    expect((await verifyAuditChain(t.db)).problem).toMatchObject({ kind: 'edited', seq: 3 });
    await t.db.exec('TRUNCATE audit_log');
  });

  it('catches an edited timestamp or address', async () => {
    await chainOf(3);
    await tamper(`UPDATE audit_log SET at = at + interval '1 microsecond' WHERE seq = 2`);
    expect((await verifyAuditChain(t.db)).problem).toMatchObject({ kind: 'edited', seq: 2 });
    await t.db.exec('TRUNCATE audit_log');
  });

  it('catches a removed row', async () => {
    await chainOf(5);
    await tamper(`DELETE FROM audit_log WHERE seq = 3`);
    const result = await verifyAuditChain(t.db);
    expect(result).toMatchObject({ ok: false, rows: 2, problem: { kind: 'removed', seq: 4 } });
    await t.db.exec('TRUNCATE audit_log');
  });

  it('catches a removed row whose followers were renumbered', async () => {
    await chainOf(5);
    await tamper(`DELETE FROM audit_log WHERE seq = 3;
                  UPDATE audit_log SET seq = -seq WHERE seq > 3;
                  UPDATE audit_log SET seq = -seq - 1 WHERE seq < 0`);
    expect((await verifyAuditChain(t.db)).problem).toMatchObject({ kind: 'removed', seq: 3 });
    await t.db.exec('TRUNCATE audit_log');
  });

  it('catches two swapped rows', async () => {
    await chainOf(5);
    await tamper(`UPDATE audit_log SET seq = -1 WHERE seq = 2;
                  UPDATE audit_log SET seq = 2 WHERE seq = 3;
                  UPDATE audit_log SET seq = 3 WHERE seq = -1`);
    expect((await verifyAuditChain(t.db)).problem).toMatchObject({ kind: 'reordered', seq: 2 });
    await t.db.exec('TRUNCATE audit_log');
  });

  it('the operator command exits 1 on a broken chain and prints where', async () => {
    await chainOf(3);
    await tamper(`UPDATE audit_log SET actor_name = 'someone' WHERE seq = 2`);
    const answer = await devRoute('GET', '/__dev/audit-verify');
    expect(answer.body).toMatchObject({ ok: false, problem: { kind: 'edited', seq: 2 } });
    const report = OPERATOR_COMMANDS['audit:verify'].report(await verifyAuditChain(t.db));
    expect(report.exit).toBe(1);
    expect(report.lines).toContain(
      'edited at position 2 (row 2): its fields do not match its hash',
    );
    await t.db.exec('TRUNCATE audit_log');
  });
});

describe('concurrency', () => {
  it('20 concurrent audited actions leave one valid chain', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 10; i += 1) players.push(await t.registerPlayer());
    await t.db.exec('TRUNCATE audit_log');
    t.clock.advance(2_000);
    const captchas: { captchaKey: string; captchaCode: string }[] = [];
    for (let i = 0; i < 10; i += 1) captchas.push(await t.captcha());
    const answers = await Promise.all([
      ...players.map((p, i) =>
        t.call(
          'login',
          { username: p.username, password: p.password, ...captchas[i] },
          { ip: `10.77.0.${i + 1}` },
        ),
      ),
      ...players.map((p, i) =>
        t.call(
          'createBankCardRemittanceOrder',
          { amount: 10_000 + i, payerName: 'Li Lei', idempotencyKey: `audit-many-${i}` },
          { token: p.token, ip: `10.78.0.${i + 1}` },
        ),
      ),
    ]);
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(0));
    // Their settlements all take the house account's lock, then the chain's at commit.
    const orders = answers.slice(10).map((a) => a.body.orderNo as string);
    await Promise.all(
      orders.map((orderNo) => approveDeposit(t.db, { orderNo, now: t.clock.now() })),
    );
    const result = await verifyAuditChain(t.db);
    expect(result).toMatchObject({ ok: true, rows: 30, problem: null });
    expect((await rows()).map((r) => r.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it.runIf(process.env.DATABASE_URL)(
    'chain order is commit order: a transaction that wrote first but commits last is chained last',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const event = (n: number): AuditEvent => ({
        action: 'ops.command',
        actor: { kind: 'operator' },
        subject: { type: 'command', id: `c${n}` },
        at: t.clock.now(),
        door: 'ops',
      });
      const slow = t.db.transaction(async (tx) => {
        await audit(tx, event(1));
        await gate;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.db.transaction((tx) => audit(tx, event(2)));
      release();
      await slow;
      const { rows: order } = await t.db.query<{ subject_id: string; id: number }>(
        'SELECT subject_id, id FROM audit_log ORDER BY seq',
      );
      expect(order.map((r) => r.subject_id)).toEqual(['c2', 'c1']);
      expect(order[0]!.id).toBeGreaterThan(order[1]!.id);
      expect((await verifyAuditChain(t.db)).ok).toBe(true);
    },
  );
});
