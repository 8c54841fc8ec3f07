import { randomBytes } from 'node:crypto';
import { hashServerSeed, replayLottery6Draw, settleLottery6 } from '@platform/fair-games';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { lottery6DrawJob } from '../src/modules/games/lottery6/drawJob';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import type { JobRun } from '../src/core/scheduler/types';
import { ManualClock } from '../src/core/time/clock';
import { houseVenue } from './support/houseVenue';
import { firstTickPlanned } from './support/schedulerStart';
import { useTestApp } from './support/testApp';

/**
 * The six-number lottery (docs/product-rules.md#games): tickets bought on the in-house venue wallet
 * for the open draw, reported pending, drawn and settled once by the scheduler's `lottery.draw`,
 * the numbers recomputable from the revealed seed and the draw's key.
 */
const t = useTestApp();
const { pull, nextKey, playerAtHouse, venueBalances } = houseVenue(t);
const HOUSE = 'STHOUSE';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_l6_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});

/** Tuesday 2026-11-24 12:00 business time; that evening's draw is open. */
const TUESDAY_NOON = '2026-11-24T04:00:00Z';
const TUESDAY: JobRun = { key: '2026-11-24T21:30+08:00', dueAt: new Date('2026-11-24T13:30:00Z') };
const THURSDAY: JobRun = { key: '2026-11-26T21:30+08:00', dueAt: new Date('2026-11-26T13:30:00Z') };
const SATURDAY_KEY = '2026-11-28T21:30+08:00';

type Bet = { type: string; number?: number; stake: number };
const buy = (token: string, bets: Bet[], drawKey = TUESDAY.key, idempotencyKey = nextKey()) =>
  t.call('buyLottery6Ticket', { drawKey, bets, idempotencyKey }, { token });

async function drawRow(key: string) {
  const { rows } = await t.db.query<{ server_seed: string; server_seed_hash: string }>(
    'SELECT server_seed, server_seed_hash FROM venue_sim_lottery6_draws WHERE draw_key = $1',
    [key],
  );
  return rows[0]!;
}

async function runDraw(run: JobRun, now = run.dueAt) {
  await t.db.transaction((tx) => lottery6DrawJob.run(tx, run, { now, log: quiet }));
}

async function feedRows(ref: string) {
  const { rows } = await t.db.query<{ status: string; win_lose: number; valid_turnover: number }>(
    `SELECT status, win_lose, valid_turnover FROM venue_sim_bet_feed
     WHERE plat_code = $1 AND round_ref = $2 ORDER BY feed_id`,
    [HOUSE, ref],
  );
  return rows;
}

async function betRecord(ref: string) {
  const { rows } = await t.db.query<{ status: string; win_lose: number; valid_turnover: number }>(
    'SELECT status, win_lose, valid_turnover FROM bet_records WHERE plat_code = $1 AND bet_ref = $2',
    [HOUSE, ref],
  );
  return rows[0];
}

describe('the open draw', () => {
  it("shows the next Tue/Thu/Sat 21:30 draw with its committed seed's hash, never the seed", async () => {
    t.clock.set(TUESDAY_NOON);
    const p = await t.registerPlayer();
    const answer = await t.call('getLottery6Draws', {}, { token: p.token });
    expect(answer.body).toMatchObject({
      code: 0,
      open: {
        drawKey: TUESDAY.key,
        drawAt: '2026-11-24T13:30:00.000Z',
        salesCloseAt: '2026-11-24T13:30:00.000Z',
      },
      results: [],
    });
    const { server_seed, server_seed_hash } = await drawRow(TUESDAY.key);
    expect((answer.body.open as { serverSeedHash: string }).serverSeedHash).toBe(server_seed_hash);
    expect(hashServerSeed(server_seed)).toBe(server_seed_hash);
    expect(JSON.stringify(answer.body)).not.toContain(server_seed);

    // At the draw time itself the sales are closed: Thursday's draw is open.
    t.clock.set(TUESDAY.dueAt);
    const later = await t.call('getLottery6Draws', {}, { token: p.token });
    expect(later.body.open).toMatchObject({ drawKey: THURSDAY.key });
  });
});

describe('buying a ticket', () => {
  it('debits the total stake once and reports it pending; a retry answers the same ticket', async () => {
    t.clock.set(TUESDAY_NOON);
    const p = await playerAtHouse(10_000);
    const bets = [
      { type: 'special', number: 7, stake: 1_000 },
      { type: 'big', stake: 500 },
    ];
    const key = nextKey();
    const first = await buy(p.token, bets, TUESDAY.key, key);
    expect(first.body).toMatchObject({
      code: 0,
      venueBalance: 8_500,
      ticket: {
        drawKey: TUESDAY.key,
        stake: 1_500,
        status: 'waiting',
        returned: null,
        bets,
      },
    });
    const ticketId = (first.body.ticket as { ticketId: string }).ticketId;
    const again = await buy(p.token, bets, TUESDAY.key, key);
    expect(again.body).toMatchObject({ code: 0, venueBalance: 8_500, ticket: { ticketId } });
    expect(await venueBalances(p)).toEqual({ shown: 8_500, provider: 8_500 });
    expect(await feedRows(ticketId)).toEqual([
      { status: 'pending', win_lose: 0, valid_turnover: 0 },
    ]);
    expect(await betRecord(ticketId)).toEqual({
      status: 'pending',
      win_lose: 0,
      valid_turnover: 0,
    });

    const other = await buy(p.token, [{ type: 'small', stake: 500 }], TUESDAY.key, key);
    expect(other.status).toBe(409);

    const mine = await t.call('getLottery6Tickets', {}, { token: p.token });
    expect(mine.body.tickets).toMatchObject([{ ticketId, status: 'waiting', stake: 1_500 }]);
  });

  it('refuses stakes beyond the venue balance, a bet beyond its maximum, an illegal number; nothing moves', async () => {
    t.clock.set(TUESDAY_NOON);
    const p = await playerAtHouse(1_000);
    const short = await buy(p.token, [
      { type: 'regular', number: 3, stake: 600 },
      { type: 'odd', stake: 600 },
    ]);
    expect(short.body.code).not.toBe(0);
    expect(short.body.msg).toMatch(/自营场馆余额不足/);
    const overMax = await buy(p.token, [{ type: 'special', number: 3, stake: 100_001 }]);
    expect(overMax.body.code).not.toBe(0);
    const illegal = await buy(p.token, [{ type: 'special', number: 50, stake: 100 }]);
    expect(illegal.body.code).not.toBe(0);
    expect(await venueBalances(p)).toEqual({ shown: 1_000, provider: 1_000 });
    const { rows } = await t.db.query('SELECT id FROM venue_sim_lottery6_tickets');
    expect(rows).toEqual([]);
  });

  it('refuses a sale for a draw whose sales closed (its time passed, or drawn early) and takes nothing', async () => {
    t.clock.set(TUESDAY_NOON);
    const p = await playerAtHouse(10_000);
    // Drawn before its time (the scheduler's dev clock ran ahead): its sales are closed.
    await runDraw(TUESDAY, new Date(TUESDAY_NOON));
    const drawn = await buy(p.token, [{ type: 'odd', stake: 100 }]);
    expect(drawn.body.code).not.toBe(0);
    expect(drawn.body.msg).toBe('本期已停止销售：请查看下一期后重新购买');
    const open = await t.call('getLottery6Draws', {}, { token: p.token });
    expect(open.body.open).toMatchObject({ drawKey: THURSDAY.key });

    t.clock.set(THURSDAY.dueAt);
    const late = await buy(p.token, [{ type: 'odd', stake: 100 }], THURSDAY.key);
    expect(late.body.msg).toMatch(/停止销售/);
    expect(await venueBalances(p)).toEqual({ shown: 10_000, provider: 10_000 });
    const onSaturday = await buy(p.token, [{ type: 'odd', stake: 100 }], SATURDAY_KEY);
    expect(onSaturday.body).toMatchObject({ code: 0, ticket: { drawKey: SATURDAY_KEY } });
  });
});

describe('the draw', () => {
  it('draws the numbers from the committed seed and its key, settles two players exactly, once', async () => {
    t.clock.set(TUESDAY_NOON);
    const a = await playerAtHouse(20_000);
    const b = await playerAtHouse(20_000);
    await t.call('getLottery6Draws', {}, { token: a.token });
    const { server_seed } = await drawRow(TUESDAY.key);
    const outcome = replayLottery6Draw(server_seed, TUESDAY.key);
    const missed = (outcome.special % 48) + 1;
    const notDrawn = [...Array(49).keys()]
      .map((i) => i + 1)
      .find((n) => n !== outcome.special && !outcome.numbers.includes(n))!;
    const aBets = [
      { type: 'special', number: outcome.special, stake: 1_000 },
      { type: 'regular', number: outcome.numbers[2]!, stake: 500 },
      { type: 'regular', number: notDrawn, stake: 500 },
    ];
    const bBets = [
      { type: 'special', number: missed, stake: 2_000 },
      { type: outcome.special % 2 === 1 ? 'odd' : 'even', stake: 1_000 },
    ];
    const aTicket = (await buy(a.token, aBets)).body.ticket as { ticketId: string };
    const bTicket = (await buy(b.token, bBets)).body.ticket as { ticketId: string };

    const aReturn = settleLottery6(outcome, aBets as never).returned;
    const bReturn = settleLottery6(outcome, bBets as never).returned;
    expect(aReturn).toBe(48_000 + 4_000);
    expect(bReturn).toBe(outcome.special === 49 ? 1_000 : 1_950);

    t.clock.set('2026-11-24T13:31:00Z');
    await runDraw(TUESDAY, new Date('2026-11-24T13:30:05Z'));
    await runDraw(TUESDAY, new Date('2026-11-24T13:31:00Z'));
    await pull();

    expect(await venueBalances(a)).toEqual({
      shown: 20_000 - 2_000 + aReturn,
      provider: 20_000 - 2_000 + aReturn,
    });
    expect(await venueBalances(b)).toEqual({
      shown: 20_000 - 3_000 + bReturn,
      provider: 20_000 - 3_000 + bReturn,
    });
    expect(await feedRows(aTicket.ticketId)).toEqual([
      { status: 'pending', win_lose: 0, valid_turnover: 0 },
      { status: 'settled', win_lose: aReturn - 2_000, valid_turnover: 2_000 },
    ]);
    expect(await betRecord(bTicket.ticketId)).toEqual({
      status: 'settled',
      win_lose: bReturn - 3_000,
      valid_turnover: outcome.special === 49 ? 2_000 : 3_000,
    });

    const draws = await t.call('getLottery6Draws', {}, { token: a.token });
    expect(draws.body).toMatchObject({
      open: { drawKey: THURSDAY.key },
      results: [
        {
          drawKey: TUESDAY.key,
          numbers: outcome.numbers,
          special: outcome.special,
          serverSeed: server_seed,
          serverSeedHash: hashServerSeed(server_seed),
          drawnAt: '2026-11-24T13:30:05.000Z',
        },
      ],
    });
    // The next draw's seed was committed by the draw.
    expect((await drawRow(THURSDAY.key)).server_seed).toMatch(/^[0-9a-f]{64}$/);
    const mine = await t.call('getLottery6Tickets', {}, { token: a.token });
    expect(mine.body.tickets).toMatchObject([
      {
        ticketId: aTicket.ticketId,
        status: 'won',
        returned: aReturn,
        winLose: aReturn - 2_000,
        bets: [
          { result: 'win', returned: 48_000 },
          { result: 'win', returned: 4_000 },
          { result: 'lose', returned: 0 },
        ],
      },
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('is run by the scheduler once per draw, a missed draw late, each ticket settled once', async () => {
    const clock = new ManualClock(TUESDAY_NOON);
    t.clock.set(TUESDAY_NOON);
    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    const options = { bossSchema, retryDelaySeconds: 0, log: quiet };
    // The first planning starts the job's cursor at now: nothing is due yet.
    expect((await runDueJobs(t.db, [lottery6DrawJob], clock, options)).delivered).toEqual([]);
    const p = await playerAtHouse(10_000);
    const ticket = (await buy(p.token, [{ type: 'regular', number: 7, stake: 1_000 }])).body
      .ticket as { ticketId: string };

    // No process ran on Tuesday night nor Thursday: both draws run when the scheduler is back.
    clock.set('2026-11-27T02:00:00Z');
    const report = await runDueJobs(t.db, [lottery6DrawJob], clock, options);
    // The queue may deliver them in either order; each draw stands alone.
    expect(report.delivered).toHaveLength(2);
    expect(report.delivered).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ job: 'lottery.draw', key: TUESDAY.key, outcome: 'done' }),
        expect.objectContaining({ job: 'lottery.draw', key: THURSDAY.key, outcome: 'done' }),
      ]),
    );
    expect((await runDueJobs(t.db, [lottery6DrawJob], clock, options)).delivered).toEqual([]);
    await pull();

    const { server_seed } = await drawRow(TUESDAY.key);
    const outcome = replayLottery6Draw(server_seed, TUESDAY.key);
    const won = outcome.numbers.includes(7);
    expect(await venueBalances(p)).toEqual({
      shown: won ? 17_000 : 9_000,
      provider: won ? 17_000 : 9_000,
    });
    expect((await feedRows(ticket.ticketId)).map((r) => r.status)).toEqual(['pending', 'settled']);
    const { rows } = await t.db.query<{ draw_key: string; drawn: boolean }>(
      `SELECT draw_key, drawn_at IS NOT NULL AS drawn FROM venue_sim_lottery6_draws ORDER BY draw_at`,
    );
    expect(rows).toEqual([
      { draw_key: TUESDAY.key, drawn: true },
      { draw_key: THURSDAY.key, drawn: true },
      { draw_key: SATURDAY_KEY, drawn: false },
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('the draw through the scheduler dev route', () => {
  it('moving the scheduler clock past the draw time draws it and settles the ticket', async () => {
    t.clock.set(TUESDAY_NOON);
    const p = await playerAtHouse(10_000);
    const ticket = (await buy(p.token, [{ type: 'odd', stake: 1_000 }])).body.ticket as {
      ticketId: string;
    };
    // The scheduler's books are not among the tables a test reset empties: start them afresh.
    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    // The product's job list holds the draw; an app runs the scheduler as `pnpm serve` does
    // (with the draw alone, so other jobs' runs stay out of this test).
    expect(SCHEDULED_JOBS).toContain(lottery6DrawJob);
    const app = await buildApp({
      db: t.db,
      config: testConfig(),
      clock: t.clock,
      schedulerTickMs: 60_000,
      scheduledJobs: [lottery6DrawJob],
    });
    try {
      await app.ready();
      await firstTickPlanned(t.db, lottery6DrawJob.name);
      const moved = await app.inject({
        method: 'POST',
        url: '/__dev/scheduler/clock',
        payload: { to: '2026-11-24T21:31:00+08:00' },
      });
      // The draw the clock crossed, ended (whoever ran it: this call, a worker or the tick).
      expect(moved.json()).toMatchObject({
        code: 0,
        runs: [{ job: 'lottery.draw', key: TUESDAY.key, state: 'done' }],
      });
    } finally {
      await app.close();
    }
    await pull();
    const mine = await t.call('getLottery6Tickets', {}, { token: p.token });
    expect(mine.body.tickets).toMatchObject([
      { ticketId: ticket.ticketId, status: expect.stringMatching(/^(won|lost|even)$/) },
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM venue_sim_bet_feed WHERE round_ref = $1 AND status = 'settled'",
      [ticket.ticketId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
