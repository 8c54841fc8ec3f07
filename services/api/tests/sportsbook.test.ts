import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sport, SportsEvent, SportsSlipView } from '@platform/api-client/contract';
import { matchOdds } from '../src/modules/games/sportsbook/oddsModel';
import { sportsTick, sportsTickJob, everyMinute } from '../src/modules/games/sportsbook/tickJob';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { ManualClock } from '../src/core/time/clock';
import { playerRefOf } from '../src/core/venues/provider';
import { houseVenue } from './support/houseVenue';
import { useTestApp } from './support/testApp';

/**
 * The in-house sportsbook (docs/product-rules.md#games): slips on the venue wallet, the dangerous
 * moment, void events, settlement by the simulator's tick, each state on the bet feed once.
 */
const t = useTestApp();
const { simulator, pull, nextKey: key, playerAtHouse } = houseVenue(t);
const HOUSE = 'STHOUSE';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_sb_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});

type Player = { token: string; userId: number };

/** A live event at minute 10, 0-0, that the tick leaves alone until `next_minute_at`. */
async function liveEvent(sport: Sport = 'football', danger: 'home' | 'away' | null = null) {
  const rates = sport === 'football' ? [1.5, 1.1] : [5, 4];
  const odds = matchOdds({
    sport,
    homeRate: rates[0]!,
    awayRate: rates[1]!,
    minute: 10,
    homeScore: 0,
    awayScore: 0,
    homeRed: 0,
    awayRed: 0,
  });
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO venue_sim_sports_events
       (sport, league, home_team, away_team, home_rate, away_rate, starts_at, state, minute,
        danger_side, next_minute_at, odds_home, odds_draw, odds_away)
     VALUES ($1, 0, 0, 1, $2, $3, now() - interval '10 minutes', 'live', 10, $4,
       now() + interval '1000 days', $5, $6, $7)
     RETURNING id`,
    [sport, rates[0], rates[1], danger, odds.home, odds.draw, odds.away],
  );
  return String(rows[0]!.id);
}

async function event(p: Player, eventId: string, sport: Sport = 'football'): Promise<SportsEvent> {
  const answer = await t.call('getSportsEvents', { sport }, { token: p.token });
  expect(answer.body.code).toBe(0);
  return (answer.body.events as SportsEvent[]).find((e) => e.eventId === eventId)!;
}

async function incident(eventId: string, what: string, side?: 'home' | 'away') {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/__dev/sports/incident',
    payload: { eventId, incident: what, ...(side ? { side } : {}) },
  });
  expect(answer.json()).toMatchObject({ code: 0 });
  return answer.json().event as SportsEvent;
}

async function place(
  p: Player,
  picks: { eventId: string; pick: 'home' | 'draw' | 'away'; sport?: Sport }[],
  stake: number,
  idempotencyKey = key(),
) {
  const selections = [];
  for (const s of picks) {
    const e = await event(p, s.eventId, s.sport);
    selections.push({ eventId: s.eventId, pick: s.pick, odds: e.odds[s.pick]! });
  }
  return t.call('placeSportsSlip', { selections, stake, idempotencyKey }, { token: p.token });
}

async function slips(p: Player): Promise<SportsSlipView[]> {
  const answer = await t.call('getSportsSlips', {}, { token: p.token });
  expect(answer.body.code).toBe(0);
  return answer.body.slips as SportsSlipView[];
}

async function books(p: Player) {
  await pull();
  const shown = await t.call('getUserPlatBalance', { platCode: HOUSE }, { token: p.token });
  return {
    shown: shown.body.balance as number,
    provider: await simulator().balance(HOUSE, playerRefOf(p.userId)),
  };
}

async function record(slipId: string) {
  const { rows } = await t.db.query<{
    status: string;
    win_lose: number;
    valid_turnover: number;
    game_code: string;
  }>(
    `SELECT status, win_lose, valid_turnover, game_code FROM bet_records
     WHERE plat_code = $1 AND bet_ref = $2`,
    [HOUSE, `SB${slipId}`],
  );
  return rows[0];
}

async function feedStates(slipId: string) {
  const { rows } = await t.db.query<{ status: string }>(
    'SELECT status FROM venue_sim_bet_feed WHERE plat_code = $1 AND round_ref = $2 ORDER BY feed_id',
    [HOUSE, `SB${slipId}`],
  );
  return rows.map((r) => r.status);
}

describe('placing a slip', () => {
  it('takes the stake once, reports it pending, and a retried key answers the same slip', async () => {
    const p = await playerAtHouse(10_000);
    const e = await liveEvent();
    const odds = (await event(p, e)).odds.home;
    const k = key();
    const first = await place(p, [{ eventId: e, pick: 'home' }], 1_000, k);
    expect(first.body).toMatchObject({ code: 0, venueBalance: 9_000 });
    const slip = first.body.slip as SportsSlipView;
    expect(slip).toMatchObject({
      kind: 'single',
      state: 'accepted',
      stake: 1_000,
      potentialReturn: Math.floor((1_000 * odds) / 1_000),
      returned: null,
      selections: [{ eventId: e, pick: 'home', odds, state: 'open' }],
    });
    const again = await place(p, [{ eventId: e, pick: 'home' }], 1_000, k);
    expect(again.body).toMatchObject({
      code: 0,
      venueBalance: 9_000,
      slip: { slipId: slip.slipId },
    });
    expect(await books(p)).toEqual({ shown: 9_000, provider: 9_000 });
    expect(await record(slip.slipId)).toMatchObject({ status: 'pending', game_code: 'sportsbook' });
    expect(await feedStates(slip.slipId)).toEqual(['pending']);
  });

  it('refuses a slip whose odds moved, with the new odds, and moves nothing', async () => {
    const p = await playerAtHouse(10_000);
    const e = await liveEvent();
    const seen = (await event(p, e)).odds.home;
    await incident(e, 'danger', 'away');
    await incident(e, 'goal');
    const now = (await event(p, e)).odds.home;
    expect(now).not.toBe(seen);
    const refused = await t.call(
      'placeSportsSlip',
      {
        selections: [{ eventId: e, pick: 'home', odds: seen }],
        stake: 1_000,
        idempotencyKey: key(),
      },
      { token: p.token },
    );
    expect(refused.body.code).toBe(1000);
    expect(refused.body.msg).toContain((now / 1_000).toFixed(3));
    expect(await slips(p)).toEqual([]);
    expect(await books(p)).toEqual({ shown: 10_000, provider: 10_000 });
  });

  it('refuses an event not open (suspended, finished), a short wallet, and the slip rules', async () => {
    const p = await playerAtHouse(2_000);
    const suspended = await liveEvent();
    const odds = (await event(p, suspended)).odds;
    await incident(suspended, 'suspend');
    const closed = await t.call(
      'placeSportsSlip',
      {
        selections: [{ eventId: suspended, pick: 'home', odds: odds.home }],
        stake: 1_000,
        idempotencyKey: key(),
      },
      { token: p.token },
    );
    expect(closed.body.code).toBe(1000);

    const e = await liveEvent();
    expect((await place(p, [{ eventId: e, pick: 'home' }], 2_001)).body.code).toBe(1000);
    expect((await place(p, [{ eventId: e, pick: 'home' }], 999)).body.code).toBe(400);
    const two = [await liveEvent(), await liveEvent()];
    expect(
      (
        await place(
          p,
          two.map((eventId) => ({ eventId, pick: 'home' as const })),
          500,
        )
      ).body.code,
    ).toBe(400);
    expect(await books(p)).toEqual({ shown: 2_000, provider: 2_000 });
    expect(await slips(p)).toEqual([]);
  });
});

describe('the dangerous moment', () => {
  it('leaves a parlay pending through another event goal, then a goal on its event refunds it', async () => {
    const p = await playerAtHouse(10_000);
    const dangerous = await liveEvent('football', 'home');
    const other = await liveEvent();
    const third = await liveEvent();
    const placed = await place(
      p,
      [dangerous, other, third].map((eventId) => ({ eventId, pick: 'draw' as const })),
      500,
    );
    const slip = placed.body.slip as SportsSlipView;
    expect(slip.state).toBe('pending');
    expect(slip.selections.map((s) => s.state)).toEqual(['awaiting', 'open', 'open']);

    await incident(other, 'danger', 'away');
    await incident(other, 'goal');
    expect((await slips(p))[0]).toMatchObject({ state: 'pending' });

    await incident(dangerous, 'goal');
    const [after] = await slips(p);
    expect(after).toMatchObject({ state: 'cancelled', returned: 500 });
    expect(after!.selections[0]!.state).toBe('rejected');
    expect(await books(p)).toEqual({ shown: 10_000, provider: 10_000 });
    expect(await record(slip.slipId)).toMatchObject({
      status: 'cancelled',
      valid_turnover: 0,
      win_lose: 0,
    });
    expect(await feedStates(slip.slipId)).toEqual(['pending', 'cancelled']);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a moment an operator opens holds the match until their incident, whatever the tick', async () => {
    const p = await playerAtHouse(5_000);
    const e = await liveEvent();
    await t.db.query('UPDATE venue_sim_sports_events SET next_minute_at = $2 WHERE id = $1', [
      e,
      new Date(t.clock.now().getTime() - 5 * 60_000),
    ]);
    await incident(e, 'danger', 'home');
    const slip = (await place(p, [{ eventId: e, pick: 'home' }], 1_000)).body
      .slip as SportsSlipView;
    expect(slip.state).toBe('pending');
    // 0.5 would end a simulated moment in a goal-kick restart (the slip accepted).
    await t.db.transaction((tx) => sportsTick(tx, t.clock.now(), () => 0.5));
    expect(await event(p, e)).toMatchObject({ minute: 10, danger: true });
    expect((await slips(p))[0]).toMatchObject({ state: 'pending' });
    await incident(e, 'goal');
    expect((await slips(p))[0]).toMatchObject({ state: 'cancelled', returned: 1_000 });
    const { rows } = await t.db.query<{ operator_hold: boolean; next_minute_at: Date }>(
      'SELECT operator_hold, next_minute_at FROM venue_sim_sports_events WHERE id = $1',
      [e],
    );
    expect(rows[0]!.operator_hold).toBe(false);
    // The match restarts a minute after the incident, not with the minutes held.
    expect(rows[0]!.next_minute_at.getTime()).toBeGreaterThanOrEqual(
      t.clock.now().getTime() + 60_000,
    );
  });

  it('a red card on the event cancels a pending single with the stake back', async () => {
    const p = await playerAtHouse(5_000);
    const e = await liveEvent('football', 'away');
    const slip = (await place(p, [{ eventId: e, pick: 'away' }], 1_000)).body
      .slip as SportsSlipView;
    expect(slip.state).toBe('pending');
    await incident(e, 'redCard');
    expect((await slips(p))[0]).toMatchObject({ state: 'cancelled', returned: 1_000 });
    expect(await books(p)).toEqual({ shown: 5_000, provider: 5_000 });
  });

  it('a goal-kick restart accepts it; the finish settles it won with its valid turnover', async () => {
    const p = await playerAtHouse(5_000);
    const e = await liveEvent('football', 'home');
    const slip = (await place(p, [{ eventId: e, pick: 'home' }], 1_000)).body
      .slip as SportsSlipView;
    expect(slip.state).toBe('pending');
    await incident(e, 'goalKick');
    expect((await slips(p))[0]).toMatchObject({ state: 'accepted' });
    await incident(e, 'danger', 'home');
    await incident(e, 'goal');
    await incident(e, 'finish');
    const [won] = await slips(p);
    const paid = slip.potentialReturn;
    expect(won).toMatchObject({ state: 'won', returned: paid });
    expect(await books(p)).toEqual({ shown: 4_000 + paid, provider: 4_000 + paid });
    expect(await record(slip.slipId)).toMatchObject({
      status: 'settled',
      valid_turnover: 1_000,
      win_lose: paid - 1_000,
    });
    expect(await feedStates(slip.slipId)).toEqual(['pending', 'settled']);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('settlement', () => {
  it('a lost single keeps the stake and counts it as valid turnover', async () => {
    const p = await playerAtHouse(5_000);
    const e = await liveEvent('esports');
    const slip = (await place(p, [{ eventId: e, pick: 'away', sport: 'esports' }], 1_000)).body
      .slip as SportsSlipView;
    await incident(e, 'danger', 'home');
    await incident(e, 'goal');
    await incident(e, 'finish');
    expect((await slips(p))[0]).toMatchObject({ state: 'lost', returned: 0 });
    expect(await books(p)).toEqual({ shown: 4_000, provider: 4_000 });
    expect(await record(slip.slipId)).toMatchObject({
      status: 'settled',
      valid_turnover: 1_000,
      win_lose: -1_000,
      game_code: 'esportsbook',
    });
  });

  it('voids an event suspended 36 hours: a single is refunded, a parlay counts the leg at 1.000', async () => {
    const p = await playerAtHouse(10_000);
    const [a, b, c] = [await liveEvent(), await liveEvent(), await liveEvent()];
    const single = (await place(p, [{ eventId: a, pick: 'home' }], 1_000)).body
      .slip as SportsSlipView;
    const parlay = (
      await place(
        p,
        [a, b, c].map((eventId) => ({ eventId, pick: 'home' as const })),
        500,
      )
    ).body.slip as SportsSlipView;
    await incident(a, 'suspend');
    const suspendedAt = (
      await t.db.query<{ suspended_at: Date }>(
        'SELECT suspended_at FROM venue_sim_sports_events WHERE id = $1',
        [a],
      )
    ).rows[0]!.suspended_at;
    // Not yet void just before 36 hours.
    await t.db.transaction((tx) =>
      sportsTick(tx, new Date(suspendedAt.getTime() + 36 * 3_600_000 - 1), () => 0.99),
    );
    expect((await slips(p)).find((s) => s.slipId === single.slipId)!.state).toBe('accepted');
    await t.db.transaction((tx) =>
      sportsTick(tx, new Date(suspendedAt.getTime() + 36 * 3_600_000), () => 0.99),
    );
    const now = await slips(p);
    expect(now.find((s) => s.slipId === single.slipId)).toMatchObject({
      state: 'void',
      returned: 1_000,
    });
    await pull();
    expect(await record(single.slipId)).toMatchObject({ status: 'cancelled', valid_turnover: 0 });

    for (const e of [b, c]) {
      await incident(e, 'danger', 'home');
      await incident(e, 'goal');
      await incident(e, 'finish');
    }
    const odds = parlay.selections.map((s) => s.odds);
    const paid = Math.floor((500 * odds[1]! * odds[2]!) / 1_000_000);
    expect((await slips(p)).find((s) => s.slipId === parlay.slipId)).toMatchObject({
      state: 'won',
      returned: paid,
      selections: [{ state: 'void' }, { state: 'won' }, { state: 'won' }],
    });
    expect(await books(p)).toEqual({ shown: 8_500 + 1_000 + paid, provider: 8_500 + 1_000 + paid });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('the simulator tick (the scheduler job sports.tick)', () => {
  it('keys its runs by business minute and runs only the last five after a gap', () => {
    expect(everyMinute(new Date('2026-11-24T13:29:30Z'), new Date('2026-11-24T13:31:00Z'))).toEqual(
      [
        { key: '2026-11-24T21:30+08:00', dueAt: new Date('2026-11-24T13:30:00Z') },
        { key: '2026-11-24T21:31+08:00', dueAt: new Date('2026-11-24T13:31:00Z') },
      ],
    );
    const late = everyMinute(new Date('2026-11-20T00:00:00Z'), new Date('2026-11-24T13:31:00Z'));
    expect(late.map((r) => r.key)).toEqual([
      '2026-11-24T21:27+08:00',
      '2026-11-24T21:28+08:00',
      '2026-11-24T21:29+08:00',
      '2026-11-24T21:30+08:00',
      '2026-11-24T21:31+08:00',
    ]);
  });

  it('stocks events, plays them through to the finish and settles their slips', async () => {
    // The events of the tests above leave the stock: the tick starts from an empty book.
    await t.db.query(
      `UPDATE venue_sim_sports_events SET state = 'finished', ended_at = now()
       WHERE state IN ('scheduled', 'live', 'suspended')`,
    );
    const job = sportsTickJob(cycling());
    const start = new Date(Date.now() + 2 * 86_400_000);
    await t.db.transaction((tx) =>
      job.run(tx, { key: 'a', dueAt: start }, { now: start, log: t.app.log }),
    );
    const { rows: stock } = await t.db.query<{ sport: Sport; n: number }>(
      `SELECT sport, count(*)::int AS n FROM venue_sim_sports_events
       WHERE state IN ('scheduled', 'live', 'suspended') AND starts_at >= $1 GROUP BY sport ORDER BY sport`,
      [start],
    );
    expect(stock).toEqual([
      { sport: 'esports', n: 6 },
      { sport: 'football', n: 6 },
    ]);
    // A team plays one match at a time.
    const { rows: teams } = await t.db.query<{ sport: Sport; team: number; n: number }>(
      `SELECT sport, team, count(*)::int AS n FROM (
         SELECT sport, home_team AS team FROM venue_sim_sports_events
         WHERE state IN ('scheduled', 'live', 'suspended')
         UNION ALL
         SELECT sport, away_team FROM venue_sim_sports_events
         WHERE state IN ('scheduled', 'live', 'suspended')) t
       GROUP BY sport, team HAVING count(*) > 1`,
    );
    expect(teams).toEqual([]);
    const p = await playerAtHouse(5_000);
    const kicked = (await t.call('getSportsEvents', { sport: 'football' }, { token: p.token })).body
      .events as SportsEvent[];
    const live = kicked.find(
      (e) => e.state === 'live' && !e.danger && Date.parse(e.startsAt) === start.getTime(),
    )!;
    expect(live).toBeDefined();
    const slip = (await place(p, [{ eventId: live.eventId, pick: 'home' }], 1_000)).body
      .slip as SportsSlipView;
    expect(slip.state).toBe('accepted');

    const later = new Date(start.getTime() + 100 * 60_000);
    await t.db.transaction((tx) =>
      job.run(tx, { key: 'b', dueAt: later }, { now: later, log: t.app.log }),
    );
    const played = (await event(p, live.eventId)) ?? null;
    expect(played).toMatchObject({ state: 'finished', minute: 90 });
    const [settled] = await slips(p);
    expect(['won', 'lost']).toContain(settled!.state);
    await pull();
    expect(await record(slip.slipId)).toMatchObject({ status: 'settled', valid_turnover: 1_000 });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('sports.tick through the one scheduler', () => {
  it('runs each minute once, catches up a gap in the last five runs, and finishes matches due', async () => {
    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    await t.db.query(
      `UPDATE venue_sim_sports_events SET state = 'finished', ended_at = now()
       WHERE state IN ('scheduled', 'live', 'suspended')`,
    );
    const job = sportsTickJob(cycling());
    const clock = new ManualClock('2026-12-01T04:00:30Z');
    const options = { bossSchema, retryDelaySeconds: 0, log: quiet };
    // A fresh job catches up five minutes: the runs of 11:56 to 12:00 business time.
    const first = await runDueJobs(t.db, [job], clock, options);
    expect(first.delivered.map((r) => r.key).sort()).toEqual([
      '2026-12-01T11:56+08:00',
      '2026-12-01T11:57+08:00',
      '2026-12-01T11:58+08:00',
      '2026-12-01T11:59+08:00',
      '2026-12-01T12:00+08:00',
    ]);
    expect(first.delivered.every((r) => r.outcome === 'done')).toBe(true);
    expect((await runDueJobs(t.db, [job], clock, options)).delivered).toEqual([]);
    const { rows: live } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM venue_sim_sports_events WHERE state = 'live'",
    );
    expect(live[0]!.n).toBeGreaterThanOrEqual(4);

    // Two hours later (a stopped server): five runs, and the first kick-offs have finished.
    clock.set('2026-12-01T06:00:30Z');
    const late = await runDueJobs(t.db, [job], clock, options);
    expect(late.delivered).toHaveLength(5);
    const { rows: ended } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM venue_sim_sports_events
       WHERE state = 'finished' AND starts_at >= '2026-12-01T03:55:00Z'`,
    );
    expect(ended[0]!.n).toBeGreaterThanOrEqual(4);
  });
});

/** A fixed cycle of numbers in [0, 1): the simulator plays the same match every run. */
function cycling() {
  const values = [0.71, 0.05, 0.42, 0.93, 0.27, 0.66, 0.12, 0.88, 0.35, 0.54];
  let i = 0;
  return () => values[i++ % values.length]!;
}
