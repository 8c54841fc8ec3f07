import { describe, expect, it } from 'vitest';
import type { LimitPeriod } from '@platform/api-client/contract';
import { DomainError } from '../src/core/errors';
import {
  chargeDeposit,
  chargeStake,
  protectionStatus,
  recordReturn,
  releaseDeposit,
} from '../src/core/playerProtection';
import { approveDeposit, rejectDeposit } from '../src/modules/wallet/deposits/sandbox';
import { useTestApp, type TestApp } from './support/testApp';

/*
 * The money limits (docs/product-rules.md#responsible-gambling): counted per business day, checked
 * under the player's lock, refused with the tightest limit, reset at business midnight, Monday and
 * the 1st.
 */

const EN = 3;
const ZH = 1;
const YUAN = 100;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let keys = 0;
const nextKey = () => `protection-test-${++keys}`;

/** Business time (UTC+8) as an instant: `at('2026-01-15 12:00')`. */
const at = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

async function player(t: TestApp) {
  return t.registerPlayer();
}

/** Moves the clock on while the player's session stays in use (sessions end after 30 idle minutes). */
async function passTime(t: TestApp, token: string, ms: number) {
  for (let gone = 0; gone < ms; gone += 20 * MINUTE) {
    t.clock.advance(Math.min(20 * MINUTE, ms - gone));
    expect((await t.call('getPlayerProtection', {}, { token })).body.code).toBe(0);
  }
}

/** Runs `fn` in a transaction; with `keep: false` rolls it back after (a look without a trace). */
async function inTx(
  t: TestApp,
  fn: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<void>,
  keep = true,
): Promise<DomainError | null> {
  const rollback = new Error('rollback');
  try {
    await t.db.transaction(async (tx) => {
      await fn(tx);
      if (!keep) throw rollback;
    });
    return null;
  } catch (error) {
    if (error === rollback) return null;
    if (error instanceof DomainError) return error;
    throw error;
  }
}

const deposit = (t: TestApp, userId: number, amount: number, keep = true) =>
  inTx(t, (tx) => chargeDeposit(tx, userId, amount, t.clock.now()), keep);
const stake = (t: TestApp, userId: number, amount: number, keep = true) =>
  inTx(t, (tx) => chargeStake(tx, userId, amount, t.clock.now()), keep);

async function setLimit(
  t: TestApp,
  token: string,
  kind: 'deposit' | 'loss' | 'wager',
  period: LimitPeriod,
  amount?: number,
) {
  return t.call('setMoneyLimit', { kind, period, amount }, { token, lang: EN });
}

async function createOrder(t: TestApp, token: string, amount: number, lang = EN) {
  return t.call(
    'createBankCardTransferOrder',
    { amount, payerName: '张三', idempotencyKey: nextKey() },
    { token, lang },
  );
}

async function usageRows(t: TestApp, userId: number) {
  const { rows } = await t.db.query<{
    day: string;
    deposited: number;
    staked: number;
    returned: number;
  }>(
    'SELECT day, deposited, staked, returned FROM player_play_usage WHERE user_id = $1 ORDER BY day',
    [userId],
  );
  return rows;
}

describe('the protection page and setting a money limit', () => {
  const t = useTestApp();

  it('answers nine rows, no session limit, no reality check and no break for a new player', async () => {
    const p = await player(t);
    const answer = await t.call('getPlayerProtection', {}, { token: p.token, lang: EN });
    expect(answer.body.code).toBe(0);
    const limits = answer.body.limits as { kind: string; period: string; amount: null }[];
    expect(limits).toHaveLength(9);
    expect(limits.map((l) => `${l.kind}.${l.period}`)).toEqual([
      'deposit.day',
      'deposit.week',
      'deposit.month',
      'loss.day',
      'loss.week',
      'loss.month',
      'wager.day',
      'wager.week',
      'wager.month',
    ]);
    expect(limits.every((l) => l.amount === null)).toBe(true);
    expect(answer.body.session).toEqual({
      limitMinutes: null,
      pending: null,
      realityCheckMinutes: null,
    });
    expect(answer.body.block).toBeNull();
  });

  it('counts what moved before the limit was set, and shows used, left and the reset', async () => {
    t.clock.set(at('2026-01-15 12:00')); // a Thursday
    const p = await player(t);
    const first = await createOrder(t, p.token, 600 * YUAN);
    expect(first.body.code).toBe(0);
    const set = await setLimit(t, p.token, 'deposit', 'day', 1_000 * YUAN);
    expect(set.body).toMatchObject({ code: 0, effective: 'now', confirmableFrom: null });
    const status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits[0]).toMatchObject({
      kind: 'deposit',
      period: 'day',
      amount: 1_000 * YUAN,
      used: 600 * YUAN,
      left: 400 * YUAN,
      resetsAt: at('2026-01-16 00:00').toISOString(),
      pending: null,
    });
    expect(status.limits[1]).toMatchObject({
      period: 'week',
      amount: null,
      used: 600 * YUAN,
      left: null,
      resetsAt: at('2026-01-19 00:00').toISOString(),
    });
    expect(status.limits[2]!.resetsAt).toBe(at('2026-02-01 00:00').toISOString());
  });

  it('refuses a deposit order over the limit with the limit, what is left and the reset, in two languages', async () => {
    t.clock.set(at('2026-11-28 15:30'));
    const p = await player(t);
    await setLimit(t, p.token, 'deposit', 'day', 1_000 * YUAN);
    const first = await createOrder(t, p.token, 800 * YUAN);
    expect(first.body.code).toBe(0);
    await approveDeposit(t.db, { orderNo: first.body.orderNo as string, now: t.clock.now() });
    const en = await createOrder(t, p.token, 300 * YUAN, EN);
    expect(en.body).toMatchObject({
      code: 1000,
      errorCode: 'protectionLimit',
      msg: 'Your daily deposit limit of CN¥1,000.00 leaves CN¥200.00 until 2026-11-29 00:00 (GMT+8).',
    });
    const zh = await createOrder(t, p.token, 300 * YUAN, ZH);
    expect(zh.body.msg).toBe(
      '您的每日存款限额为 ¥1,000.00，在 2026-11-29 00:00 (GMT+8) 之前还剩 ¥200.00。',
    );
    // Nothing of the refused orders stayed: no order, no count.
    const { rows } = await t.db.query('SELECT 1 FROM deposit_orders WHERE user_id = $1', [
      p.userId,
    ]);
    expect(rows).toHaveLength(1);
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(800 * YUAN);
    const ok = await createOrder(t, p.token, 200 * YUAN);
    expect(ok.body.code).toBe(0);
  });
});

describe('deposit limit boundaries and resets', () => {
  const t = useTestApp();

  // Each period: 800 yuan earlier in the period (another day for the week and the month), a
  // limit of 1,000 yuan: left is 200 yuan.
  const cases: { period: LimitPeriod; earlier: string; now: string }[] = [
    { period: 'day', earlier: '2026-01-14 00:00', now: '2026-01-14 23:59' },
    { period: 'week', earlier: '2026-01-12 00:00', now: '2026-01-18 23:59' },
    { period: 'month', earlier: '2026-01-01 00:00', now: '2026-01-31 23:59' },
  ];
  for (const c of cases) {
    it(`refuses left + 1 fen and passes left - 1 fen and left exactly (${c.period})`, async () => {
      t.clock.set(at(c.earlier));
      const p = await player(t);
      expect(await deposit(t, p.userId, 800 * YUAN)).toBeNull();
      await setLimit(t, p.token, 'deposit', c.period, 1_000 * YUAN);
      t.clock.set(at(c.now));
      const left = 200 * YUAN;
      const over = await deposit(t, p.userId, left + 1);
      expect(over?.messageKey).toBe(`protection.limitReached.deposit.${c.period}`);
      expect(over?.params).toMatchObject({ limit: 1_000 * YUAN, left, currency: 'CNY' });
      expect(over?.extra).toEqual({ errorCode: 'protectionLimit' });
      expect(await deposit(t, p.userId, left - 1, false)).toBeNull();
      expect(await deposit(t, p.userId, left)).toBeNull();
      // At the limit: even one fen more is refused, with nothing left.
      expect((await deposit(t, p.userId, 1))?.params).toMatchObject({ left: 0 });
    });
  }

  it('resets the day at 00:00 business time', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    await setLimit(t, p.token, 'deposit', 'day', 1_000 * YUAN);
    expect(await deposit(t, p.userId, 1_000 * YUAN)).toBeNull();
    t.clock.set(new Date(at('2026-01-16 00:00').getTime() - 1));
    const refused = await deposit(t, p.userId, 1);
    expect(refused?.params.resetsAt).toBe('2026-01-16 00:00 (GMT+8)');
    t.clock.set(at('2026-01-16 00:00'));
    expect(await deposit(t, p.userId, 1_000 * YUAN)).toBeNull();
  });

  it('resets the week on Monday 00:00 business time', async () => {
    t.clock.set(at('2026-01-12 08:00')); // Monday
    const p = await player(t);
    await setLimit(t, p.token, 'deposit', 'week', 1_000 * YUAN);
    expect(await deposit(t, p.userId, 1_000 * YUAN)).toBeNull();
    t.clock.set(at('2026-01-18 23:59')); // Sunday
    expect((await deposit(t, p.userId, 1))?.params.resetsAt).toBe('2026-01-19 00:00 (GMT+8)');
    t.clock.set(at('2026-01-19 00:00'));
    expect(await deposit(t, p.userId, 1_000 * YUAN)).toBeNull();
  });

  it('resets the month on the 1st 00:00 business time', async () => {
    t.clock.set(at('2026-02-01 00:00'));
    const p = await player(t);
    await setLimit(t, p.token, 'deposit', 'month', 1_000 * YUAN);
    expect(await deposit(t, p.userId, 1_000 * YUAN)).toBeNull();
    t.clock.set(at('2026-02-28 23:59'));
    expect((await deposit(t, p.userId, 1))?.params.resetsAt).toBe('2026-03-01 00:00 (GMT+8)');
    t.clock.set(at('2026-03-01 00:00'));
    expect(await deposit(t, p.userId, 1_000 * YUAN)).toBeNull();
  });

  it('counts on the business day: 23:30 UTC is the next day in Asia/Shanghai', async () => {
    t.clock.set(new Date('2026-01-15T23:30:00Z'));
    const p = await player(t);
    expect(await deposit(t, p.userId, 5 * YUAN)).toBeNull();
    expect(await usageRows(t, p.userId)).toEqual([
      { day: '2026-01-16', deposited: 5 * YUAN, staked: 0, returned: 0 },
    ]);
  });

  it('names the tightest of the limits that refuse', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    expect(await deposit(t, p.userId, 800 * YUAN)).toBeNull();
    await setLimit(t, p.token, 'deposit', 'day', 1_000 * YUAN); // 200 left
    await setLimit(t, p.token, 'deposit', 'week', 900 * YUAN); // 100 left
    await setLimit(t, p.token, 'deposit', 'month', 5_000 * YUAN); // does not refuse
    const refused = await deposit(t, p.userId, 300 * YUAN);
    expect(refused?.messageKey).toBe('protection.limitReached.deposit.week');
    expect(refused?.params.left).toBe(100 * YUAN);
    // Same left (0) on day and month: the one that keeps the player waiting longer.
    await setLimit(t, p.token, 'deposit', 'week'); // a removal waits: still in force
    await setLimit(t, p.token, 'deposit', 'day', 800 * YUAN);
    await setLimit(t, p.token, 'deposit', 'month', 800 * YUAN);
    const tie = await deposit(t, p.userId, 300 * YUAN);
    expect(tie?.messageKey).toBe('protection.limitReached.deposit.month');
  });
});

describe('a deposit order that does not go through gives its amount back', () => {
  const t = useTestApp();

  it('frees the amount of a cancelled, an expired and a rejected order', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    await setLimit(t, p.token, 'deposit', 'day', 1_000 * YUAN);

    const first = await createOrder(t, p.token, 700 * YUAN);
    expect(first.body.code).toBe(0);
    const cancelled = await t.call(
      'cancelRechargeOrder',
      { orderNo: first.body.orderNo as string, reason: 'other' },
      { token: p.token, lang: EN },
    );
    expect(cancelled.body.code).toBe(0);
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(0);

    const second = await createOrder(t, p.token, 700 * YUAN);
    expect(second.body.code).toBe(0);
    await passTime(t, p.token, HOUR); // past the payment window: the next order stores its expiry
    const third = await createOrder(t, p.token, 900 * YUAN);
    expect(third.body.code).toBe(0);
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(900 * YUAN);

    await rejectDeposit(t.db, { orderNo: third.body.orderNo as string, now: t.clock.now() });
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(0);
    // Rejecting the expired order later does not give its amount back twice.
    expect((await createOrder(t, p.token, 300 * YUAN)).body.code).toBe(0);
    await rejectDeposit(t.db, { orderNo: second.body.orderNo as string, now: t.clock.now() });
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(300 * YUAN);
  });

  it('gives the amount back to the day the order was created, and counts a late payment again', async () => {
    t.clock.set(at('2026-01-15 23:50'));
    const p = await player(t);
    const order = await createOrder(t, p.token, 300 * YUAN);
    expect(order.body.code).toBe(0);
    await passTime(t, p.token, 70 * MINUTE); // 2026-01-16 01:00
    const next = await createOrder(t, p.token, 200 * YUAN); // stores the first one's expiry
    expect(next.body.code).toBe(0);
    expect(await usageRows(t, p.userId)).toEqual([
      { day: '2026-01-15', deposited: 0, staked: 0, returned: 0 },
      { day: '2026-01-16', deposited: 200 * YUAN, staked: 0, returned: 0 },
    ]);
    // The money of the expired order arrives after all: it counts again, on its own day.
    await approveDeposit(t.db, { orderNo: order.body.orderNo as string, now: t.clock.now() });
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(300 * YUAN);
  });

  it('shows an unpaid order past its payment window as no longer counting, before its expiry is stored', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    await setLimit(t, p.token, 'deposit', 'day', 1_000 * YUAN);
    expect((await createOrder(t, p.token, 700 * YUAN)).body.code).toBe(0);
    expect((await protectionStatus(t.db, p.userId, t.clock.now())).limits[0]!.used).toBe(
      700 * YUAN,
    );
    await passTime(t, p.token, 30 * MINUTE);
    const status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits.filter((l) => l.kind === 'deposit').map((l) => l.used)).toEqual([0, 0, 0]);
    expect(status.limits[0]!.left).toBe(1_000 * YUAN);
    // And the next order finds the same: the whole limit.
    expect((await createOrder(t, p.token, 1_000 * YUAN)).body.code).toBe(0);
  });

  it('never takes a day below zero (orders from before the counters)', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    await deposit(t, p.userId, 100);
    await inTx(t, (tx) => releaseDeposit(tx, p.userId, 500, t.clock.now()));
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(0);
  });
});

describe('20 simultaneous deposit orders', () => {
  const t = useTestApp();

  it('cannot pass a deposit limit together', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    await setLimit(t, p.token, 'deposit', 'day', 1_000 * YUAN);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => deposit(t, p.userId, 100 * YUAN)),
    );
    expect(results.filter((r) => r === null)).toHaveLength(10);
    expect(
      results.filter((r) => r?.messageKey === 'protection.limitReached.deposit.day'),
    ).toHaveLength(10);
    expect((await usageRows(t, p.userId))[0]!.deposited).toBe(1_000 * YUAN);
  });
});

describe('stakes against the loss and wager limits', () => {
  const t = useTestApp();

  it('refuses a stake that could take the loss over the limit: stakes minus returns', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    await setLimit(t, p.token, 'loss', 'day', 100 * YUAN);
    expect(await stake(t, p.userId, 80 * YUAN)).toBeNull();
    const over = await stake(t, p.userId, 20 * YUAN + 1);
    expect(over?.messageKey).toBe('protection.limitReached.loss.day');
    expect(over?.params.left).toBe(20 * YUAN);
    expect(await stake(t, p.userId, 20 * YUAN, false)).toBeNull();
    // A return of 50 yuan: 30 lost so far, 70 left.
    await inTx(t, (tx) => recordReturn(tx, p.userId, 50 * YUAN, t.clock.now()));
    expect(await stake(t, p.userId, 70 * YUAN + 1)).not.toBeNull();
    expect(await stake(t, p.userId, 70 * YUAN)).toBeNull();
    const status = await protectionStatus(t.db, p.userId, t.clock.now());
    expect(status.limits.find((l) => l.kind === 'loss' && l.period === 'day')).toMatchObject({
      used: 100 * YUAN,
      left: 0,
    });
  });

  it('refuses a stake over the wager limit whatever was returned', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    await setLimit(t, p.token, 'wager', 'week', 100 * YUAN);
    expect(await stake(t, p.userId, 100 * YUAN)).toBeNull();
    await inTx(t, (tx) => recordReturn(tx, p.userId, 500 * YUAN, t.clock.now()));
    const over = await stake(t, p.userId, 1);
    expect(over?.messageKey).toBe('protection.limitReached.wager.week');
    expect(over?.params).toMatchObject({ left: 0, resetsAt: '2026-01-19 00:00 (GMT+8)' });
  });

  it('counts stakes and returns for a player without limits, and a refused stake counts nothing', async () => {
    t.clock.set(at('2026-01-15 10:00'));
    const p = await player(t);
    expect(await stake(t, p.userId, 30 * YUAN)).toBeNull();
    await inTx(t, (tx) => recordReturn(tx, p.userId, 10 * YUAN, t.clock.now()));
    await setLimit(t, p.token, 'loss', 'day', 25 * YUAN); // 20 lost already: 5 left
    expect(await stake(t, p.userId, 6 * YUAN)).not.toBeNull();
    expect(await usageRows(t, p.userId)).toEqual([
      { day: '2026-01-15', deposited: 0, staked: 30 * YUAN, returned: 10 * YUAN },
    ]);
  });
});
