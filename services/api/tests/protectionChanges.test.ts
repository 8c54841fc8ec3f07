import {
  PASSWORD_CONFIRMATION_WRONG,
  PLAY_SESSION_STREAM_EVENT,
  PROTECTION_STREAM_EVENT,
} from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { memberTopic, SESSIONS_TOPIC, type PlatformEvent } from '../src/core/events';
import { protectionStatus } from '../src/core/playerProtection';
import { OPERATOR_COMMANDS } from '../src/ops/commands';
import { useTestApp, type TestApp } from './support/testApp';

/*
 * Changing the limits and starting a break (docs/product-rules.md#responsible-gambling): a first
 * or lower limit at once, a raise or removal after 24 hours and a confirmation, the reality check
 * at once, a break with the login password that is never shortened; each change audited and
 * confirmed by a message.
 */

const EN = 3;
const ZH = 1;
const YUAN = 100;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Business time (UTC+8) as an instant: `at('2026-01-15 12:00')`. */
const at = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

async function auditRows(t: TestApp, action: string) {
  const { rows } = await t.db.query<{ actor_id: number; detail: Record<string, unknown> }>(
    'SELECT actor_id, detail FROM audit_log WHERE action = $1 ORDER BY seq',
    [action],
  );
  return rows;
}

async function messages(t: TestApp, userId: number) {
  const { rows } = await t.db.query<{ title_key: string; body_key: string; content: string }>(
    'SELECT title_key, body_key, content FROM messages WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

/** A new player whose session is kept in use while the clock moves by whole days. */
async function newPlayer(t: TestApp, lang = EN) {
  const p = await t.registerPlayer();
  const call = (name: Parameters<TestApp['call']>[0], input: Record<string, unknown> = {}) =>
    t.call(name, input, { token: p.token, lang });
  /** Moves the clock by `ms` and logs in again (sessions end after 30 idle minutes). */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    const login = await t.call('login', {
      username: p.username,
      password: p.password,
      ...(await t.captcha()),
    });
    expect(login.body.code).toBe(0);
    p.token = (login.body.token as string) ?? p.token;
  };
  /** startBreak checks the password under the login budget (5 in 10 seconds): one every 10 s. */
  const startBreak = (input: Record<string, unknown>) => {
    t.clock.advance(10_000);
    return call('startBreak', input);
  };
  return { ...p, call, later, startBreak };
}

describe('changing a money limit', () => {
  const t = useTestApp();

  it('lowers at once; a raise waits 24 hours, then takes effect only when confirmed', async () => {
    t.clock.set(at('2026-01-15 12:00'));
    const p = await newPlayer(t);
    expect(
      (await p.call('setMoneyLimit', { kind: 'deposit', period: 'day', amount: 1_000 * YUAN }))
        .body,
    ).toMatchObject({ effective: 'now' });
    const raise = await p.call('setMoneyLimit', {
      kind: 'deposit',
      period: 'day',
      amount: 2_000 * YUAN,
    });
    expect(raise.body).toMatchObject({
      code: 0,
      effective: 'afterCooling',
      confirmableFrom: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    let status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits[0]).toMatchObject({
      amount: 1_000 * YUAN,
      pending: { value: 2_000 * YUAN, confirmable: false },
    });

    const early = await p.call('confirmLimitChange', { limit: 'deposit', period: 'day' });
    expect(early.body).toMatchObject({
      code: 1000,
      msg: 'You can confirm this change from 2026-01-16 12:00 (GMT+8); until then your current limit holds.',
    });
    await p.later(DAY - MINUTE);
    expect(
      (await p.call('confirmLimitChange', { limit: 'deposit', period: 'day' })).body.code,
    ).toBe(1000);
    await p.later(MINUTE);
    status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits[0]!.pending).toMatchObject({ confirmable: true });
    // Not confirmed yet: the old limit still holds.
    expect(status.limits[0]!.amount).toBe(1_000 * YUAN);
    expect(
      (await p.call('confirmLimitChange', { limit: 'deposit', period: 'day' })).body.code,
    ).toBe(0);
    status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits[0]).toMatchObject({ amount: 2_000 * YUAN, pending: null });
    // Nothing left to confirm.
    const again = await p.call('confirmLimitChange', { limit: 'deposit', period: 'day' });
    expect(again.body.msg).toBe('No change of this limit is waiting for your confirmation.');
  });

  it('replaces a waiting raise with a lower value at once', async () => {
    t.clock.set(at('2026-01-15 12:00'));
    const p = await newPlayer(t);
    await p.call('setMoneyLimit', { kind: 'loss', period: 'week', amount: 1_000 * YUAN });
    await p.call('setMoneyLimit', { kind: 'loss', period: 'week', amount: 5_000 * YUAN });
    const lower = await p.call('setMoneyLimit', {
      kind: 'loss',
      period: 'week',
      amount: 500 * YUAN,
    });
    expect(lower.body).toMatchObject({ effective: 'now', confirmableFrom: null });
    const status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits.find((l) => l.kind === 'loss' && l.period === 'week')).toMatchObject({
      amount: 500 * YUAN,
      pending: null,
    });
    await p.later(DAY);
    expect((await p.call('confirmLimitChange', { limit: 'loss', period: 'week' })).body.code).toBe(
      1000,
    );
  });

  it('removes a limit only after the wait and a confirmation; a new raise restarts the wait', async () => {
    t.clock.set(at('2026-01-15 12:00'));
    const p = await newPlayer(t);
    await p.call('setMoneyLimit', { kind: 'wager', period: 'month', amount: 1_000 * YUAN });
    await p.call('setMoneyLimit', { kind: 'wager', period: 'month', amount: 1_100 * YUAN });
    await p.later(DAY);
    // Turning the waited-out small raise into a removal starts the 24 hours again.
    const removal = await p.call('setMoneyLimit', { kind: 'wager', period: 'month' });
    expect(removal.body).toMatchObject({ effective: 'afterCooling' });
    expect(
      (await p.call('confirmLimitChange', { limit: 'wager', period: 'month' })).body.code,
    ).toBe(1000);
    await p.later(DAY);
    expect(
      (await p.call('confirmLimitChange', { limit: 'wager', period: 'month' })).body.code,
    ).toBe(0);
    const status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits.find((l) => l.kind === 'wager' && l.period === 'month')).toMatchObject({
      amount: null,
      left: null,
      pending: null,
    });
  });

  it('records every change in the audit chain and confirms it by a message in the player language', async () => {
    t.clock.set(at('2026-01-15 12:00'));
    const p = await newPlayer(t, ZH);
    await t.db.query('UPDATE users SET lang_type = 1 WHERE id = $1', [p.userId]);
    await p.call('setMoneyLimit', { kind: 'deposit', period: 'day', amount: 1_000 * YUAN });
    await p.call('setMoneyLimit', { kind: 'deposit', period: 'day', amount: 3_000 * YUAN });
    await p.later(DAY);
    await p.call('confirmLimitChange', { limit: 'deposit', period: 'day' });
    await p.call('setRealityCheck', { minutes: 30 });
    expect(await auditRows(t, 'protection.limitSet')).toEqual([
      {
        actor_id: p.userId,
        detail: { limit: 'deposit', period: 'day', value: 100_000, previous: null },
      },
    ]);
    expect((await auditRows(t, 'protection.limitRaiseRequested'))[0]!.detail).toEqual({
      limit: 'deposit',
      period: 'day',
      value: 300_000,
      previous: 100_000,
    });
    expect((await auditRows(t, 'protection.limitConfirmed'))[0]!.detail).toMatchObject({
      value: 300_000,
    });
    expect((await auditRows(t, 'protection.realityCheckSet'))[0]!.detail).toEqual({
      minutes: 30,
      previous: null,
    });
    const sent = (await messages(t, p.userId)).filter((m) => m.title_key.startsWith('protection.'));
    expect(sent.map((m) => m.body_key)).toEqual([
      'protection.limitSet.body',
      'protection.raiseRequested.body',
      'protection.confirmed.body',
      'protection.realityCheckSet.body',
    ]);
    expect(sent[0]!.content).toBe('自 2026-01-15 12:00 (GMT+8) 起，您的每日存款限额为 ¥1,000.00。');
    // Read in English, the same message renders in English.
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM messages WHERE user_id = $1 AND body_key = 'protection.limitSet.body'`,
      [p.userId],
    );
    const read = await t.call('getMessage', { id: rows[0]!.id }, { token: p.token, lang: EN });
    expect(JSON.stringify(read.body)).toContain(
      'Your daily deposit limit is CN¥1,000.00 from 2026-01-15 12:00 (GMT+8).',
    );
  });
});

describe('the session limit and the reality check', () => {
  const t = useTestApp();

  it('shortens the session limit at once and lengthens it after the wait', async () => {
    t.clock.set(at('2026-01-15 12:00'));
    const p = await newPlayer(t);
    expect((await p.call('setSessionLimit', { minutes: 120 })).body).toMatchObject({
      effective: 'now',
    });
    expect((await p.call('setSessionLimit', { minutes: 240 })).body).toMatchObject({
      effective: 'afterCooling',
    });
    let status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.session).toMatchObject({
      limitMinutes: 120,
      pending: { value: 240, confirmable: false },
    });
    expect((await p.call('setSessionLimit', { minutes: 60 })).body).toMatchObject({
      effective: 'now',
    });
    status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.session).toMatchObject({ limitMinutes: 60, pending: null });
    const { rows } = await t.db.query(
      'SELECT name, period, value FROM player_limits WHERE user_id = $1',
      [p.userId],
    );
    expect(rows).toEqual([{ name: 'session', period: 'session', value: 60 }]);
    await p.call('setSessionLimit', {});
    await p.later(DAY);
    expect((await p.call('confirmLimitChange', { limit: 'session' })).body.code).toBe(0);
    status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.session.limitMinutes).toBeNull();
    // Not a choice of the list: the rule's message.
    const odd = await p.call('setSessionLimit', { minutes: 45 });
    expect(odd.body.msg).toBe('Choose a session time limit from the list');
  });

  it('sets and turns off the reality check at once', async () => {
    const p = await newPlayer(t);
    expect((await p.call('setRealityCheck', { minutes: 15 })).body.code).toBe(0);
    const page = await p.call('getPlayerProtection');
    expect(page.body.session).toMatchObject({ realityCheckMinutes: 15 });
    await p.call('setRealityCheck', {});
    expect(
      (await protectionStatus(t.db, p.userId, t.clock.now())).session.realityCheckMinutes,
    ).toBeNull();
  });
});

describe('starting a break', () => {
  const t = useTestApp();

  it('needs the login password', async () => {
    const p = await newPlayer(t);
    const wrong = await p.startBreak({ kind: 'coolOff', days: 7, password: 'not-it-1' });
    expect(wrong.body.code).toBe(1000);
    expect(wrong.body.errorCode).toBe(PASSWORD_CONFIRMATION_WRONG);
    expect((await protectionStatus(t.db, p.userId, t.clock.now())).block).toBeNull();
    expect(await auditRows(t, 'protection.breakStarted')).toEqual([]);
  });

  it('starts a cool-off of days x 24 hours, a self-exclusion in calendar months, and never shortens one', async () => {
    t.clock.set(at('2026-08-31 12:00'));
    const p = await newPlayer(t);
    const coolOff = await p.startBreak({ kind: 'coolOff', days: 7, password: p.password });
    // The password budget moved the clock 10 seconds before each start.
    const late = () => t.clock.now().getTime() - at('2026-08-31 12:00').getTime();
    expect(coolOff.body).toMatchObject({
      code: 0,
      until: new Date(at('2026-09-07 12:00').getTime() + late()).toISOString(),
    });
    const shorter = await p.startBreak({ kind: 'coolOff', days: 3, password: p.password });
    expect(shorter.body).toMatchObject({
      code: 1000,
      msg: 'Your break lasts until 2026-09-07 12:01 (GMT+8): a break cannot be shortened, only replaced by a longer one.',
    });
    const sixDays = await p.startBreak({ kind: 'coolOff', days: 6, password: p.password });
    expect(sixDays.body.code).toBe(1000);
    // 31 August + 6 months: the last day of February.
    const exclusion = await p.startBreak({
      kind: 'selfExclusion',
      months: 6,
      password: p.password,
    });
    expect(exclusion.body).toMatchObject({
      code: 0,
      until: new Date(at('2027-02-28 12:00').getTime() + late()).toISOString(),
    });
    const permanent = await p.startBreak({
      kind: 'selfExclusion',
      permanent: true,
      password: p.password,
    });
    expect(permanent.body).toMatchObject({ code: 0, until: null });
    const status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.block).toMatchObject({ kind: 'selfExclusion', until: null });
    const after = await p.startBreak({ kind: 'selfExclusion', months: 60, password: p.password });
    expect(after.body.msg).toBe(
      'You have excluded yourself permanently: a break cannot be shortened.',
    );
    expect((await auditRows(t, 'protection.breakStarted')).map((r) => r.detail)).toEqual([
      { kind: 'coolOff', days: 7, months: null, permanent: false, replaced: null },
      { kind: 'selfExclusion', days: null, months: 6, permanent: false, replaced: 'coolOff' },
      {
        kind: 'selfExclusion',
        days: null,
        months: null,
        permanent: true,
        replaced: 'selfExclusion',
      },
    ]);
    const sent = (await messages(t, p.userId)).map((m) => m.body_key);
    expect(sent).toEqual(
      expect.arrayContaining([
        'protection.breakStarted.coolOff.body',
        'protection.breakStarted.selfExclusion.body',
        'protection.breakStarted.selfExclusion.bodyPermanent',
      ]),
    );
  });

  it('refuses a break without its length, with the rule message', async () => {
    const p = await newPlayer(t);
    const answer = await p.startBreak({ kind: 'selfExclusion', password: p.password });
    expect(answer.body.msg).toBe('Choose how long the break lasts');
    const tooLong = await p.startBreak({ kind: 'coolOff', days: 43, password: p.password });
    expect(tooLong.body.msg).toBe('A cool-off lasts 1 to 42 days');
  });

  it("tells the player's open pages: the protection and play session events, and the session standing", async () => {
    const p = await newPlayer(t);
    const heard: PlatformEvent[] = [];
    const sessions: PlatformEvent[] = [];
    t.app.events.subscribe(memberTopic(p.userId), (e) => heard.push(e));
    t.app.events.subscribe(SESSIONS_TOPIC, (e) => sessions.push(e));
    await p.call('setMoneyLimit', { kind: 'deposit', period: 'day', amount: 100 * YUAN });
    await t.app.events.flush();
    await expect
      .poll(() => heard.map((e) => e.type))
      .toEqual([PROTECTION_STREAM_EVENT, PLAY_SESSION_STREAM_EVENT]);
    heard.length = 0;
    await p.startBreak({ kind: 'coolOff', days: 1, password: p.password });
    await t.app.events.flush();
    await expect
      .poll(() => heard.map((e) => e.type))
      .toEqual(expect.arrayContaining(['session', PROTECTION_STREAM_EVENT]));
    expect(sessions.some((e) => e.ref === p.userId)).toBe(true);
  });

  it('lets a new break start once the old one has ended', async () => {
    t.clock.set(at('2026-01-15 12:00'));
    const p = await newPlayer(t);
    await p.startBreak({ kind: 'coolOff', days: 1, password: p.password });
    await p.later(DAY);
    const next = await p.startBreak({ kind: 'coolOff', days: 1, password: p.password });
    expect(next.body.code).toBe(0);
  });
});

describe('pnpm ops rg:status', () => {
  const t = useTestApp();

  it("prints a player's limits with use, waiting changes, session, reality check and break, writing nothing", async () => {
    t.clock.set(at('2026-01-15 12:00'));
    const p = await newPlayer(t);
    await p.call('setMoneyLimit', { kind: 'deposit', period: 'day', amount: 1_000 * YUAN });
    await p.call('setMoneyLimit', { kind: 'deposit', period: 'day', amount: 2_000 * YUAN });
    await p.call('setSessionLimit', { minutes: 90 });
    await p.call('setRealityCheck', { minutes: 20 });
    await p.startBreak({ kind: 'coolOff', days: 2, password: p.password });
    const command = OPERATOR_COMMANDS['rg:status'];
    const ctx = {
      db: t.db,
      now: t.clock.now(),
      door: 'ops',
      venues: undefined as never,
      log: undefined as never,
    } as const;
    const { rows: before } = await t.db.query('SELECT count(*)::int AS n FROM audit_log');
    const report = command.report(
      await command.run(ctx, command.input.parse({ username: p.username.toUpperCase() })),
    );
    const text = report.lines.join('\n');
    expect(text).toContain(`${p.username.toUpperCase()} (user ${p.userId})`);
    expect(text).toMatch(
      /deposit\.day\s+limit 100000 {2}used 0 {2}left 100000 {2}resets 2026-01-15T16:00:00\.000Z {2}pending 200000 from 2026-01-16T04:00:00\.000Z/,
    );
    expect(text).toContain('session limit 90 min');
    expect(text).toContain('reality check 20 min');
    expect(text).toContain('break coolOff from');
    expect(text).toContain('no open play session');
    const { rows: after } = await t.db.query('SELECT count(*)::int AS n FROM audit_log');
    expect(after).toEqual(before);
    await expect(command.run(ctx, { username: 'nobody-here' })).rejects.toThrow(/accountNotFound/);
  });
});
