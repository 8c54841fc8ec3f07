import { ResultCode } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { businessTimeText } from '../src/core/time';
import { lottery6DrawJob } from '../src/modules/games/lottery6/drawJob';
import { houseVenue } from './support/houseVenue';
import { playSessionRows } from './support/playSessions';
import { useTestApp } from './support/testApp';

/**
 * Every play point feeds the play session (docs/product-rules.md#responsible-gambling): rounds,
 * tickets, slips, money into and out of venues and games opened; once the session limit has ended
 * play, stakes, games and money into venues are refused with the time play opens again, while
 * money out and returns still go through.
 */
const t = useTestApp();
const { nextKey, playerAtHouse } = houseVenue(t);
const { setSessionLimit, sessions } = playSessionRows(t);
const MIN = 60_000;

/** Tuesday 2026-11-24 12:00 business time; that evening's draw is open. */
const TUESDAY_NOON = '2026-11-24T04:00:00Z';
const TUESDAY = { key: '2026-11-24T21:30+08:00', dueAt: new Date('2026-11-24T13:30:00Z') };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const session = async (token: string) =>
  (await t.call('getPlaySession', {}, { token })).body as Record<string, unknown>;

const baccarat = (token: string, stake: number) =>
  t.call('playBaccarat', { bets: { banker: stake }, idempotencyKey: nextKey() }, { token });

const convert = (token: string, platCode: string, direction: string, amount: number) =>
  t.call('convertMoney', { platCode, direction, amount, idempotencyKey: nextKey() }, { token });

async function liveEvent() {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO venue_sim_sports_events
       (sport, league, home_team, away_team, home_rate, away_rate, starts_at, state, minute,
        danger_side, next_minute_at, odds_home, odds_draw, odds_away)
     VALUES ('football', 0, 0, 1, 1.5, 1.1, now() - interval '10 minutes', 'live', 10, NULL,
       now() + interval '1000 days', 2000, 3000, 4000)
     RETURNING id`,
  );
  return String(rows[0]!.id);
}

describe('each play point adds to the session', () => {
  it('a round adds its stake and its return', async () => {
    const p = await playerAtHouse(10_000);
    const answer = await baccarat(p.token, 1_000);
    expect(answer.body.code).toBe(0);
    const round = answer.body.round as { stake: number; returned: number };
    expect(await session(p.token)).toMatchObject({
      active: true,
      staked: 1_000,
      returned: round.returned,
    });
  });

  it('a lottery ticket adds its stake, and the draw its return', async () => {
    t.clock.set(TUESDAY_NOON);
    const p = await playerAtHouse(10_000);
    // Every regular number: the six drawn each return 8 times their stake.
    const bets = Array.from({ length: 49 }, (_, i) => ({
      type: 'regular',
      number: i + 1,
      stake: 100,
    }));
    const bought = await t.call(
      'buyLottery6Ticket',
      { drawKey: TUESDAY.key, bets, idempotencyKey: nextKey() },
      { token: p.token },
    );
    expect(bought.body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ staked: 4_900, returned: 0 });
    t.clock.set(new Date(Date.parse(TUESDAY_NOON) + 20 * MIN));
    await t.db.transaction((tx) =>
      lottery6DrawJob.run(tx, TUESDAY, { now: t.clock.now(), log: quiet }),
    );
    expect(await session(p.token)).toMatchObject({ staked: 4_900, returned: 4_800 });
  });

  it('a sports slip adds its stake, and its settlement its return', async () => {
    const p = await playerAtHouse(10_000);
    const e = await liveEvent();
    const placed = await t.call(
      'placeSportsSlip',
      {
        selections: [{ eventId: e, pick: 'draw', odds: 3000 }],
        stake: 1_000,
        idempotencyKey: nextKey(),
      },
      { token: p.token },
    );
    expect(placed.body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ staked: 1_000, returned: 0 });
    // Finished 0-0: the draw wins at 3.000.
    const finished = await t.app.inject({
      method: 'POST',
      url: '/__dev/sports/incident',
      payload: { eventId: e, incident: 'finish' },
    });
    expect(finished.json()).toMatchObject({ code: 0 });
    expect(await session(p.token)).toMatchObject({ staked: 1_000, returned: 3_000, net: 2_000 });
  });

  it('money into a third-party venue is staked, money out returned; into the in-house venue it is a play only', async () => {
    const p = await t.registerPlayer();
    await creditCentralWallet(t.db, { userId: p.userId, amount: 10_000, reason: 'test' });
    expect((await convert(p.token, 'STHOUSE', 'toVenue', 2_000)).body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ active: true, staked: 0, returned: 0 });
    expect((await convert(p.token, 'STSLOT', 'toVenue', 3_000)).body.code).toBe(0);
    expect((await convert(p.token, 'STSLOT', 'toCentral', 1_000)).body.code).toBe(0);
    // Money back from the in-house venue is neither: its rounds counted already.
    expect((await convert(p.token, 'STHOUSE', 'toCentral', 2_000)).body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ staked: 3_000, returned: 1_000, net: -2_000 });
  });

  it('opening a game starts a session', async () => {
    const p = await t.registerPlayer();
    const opened = await t.call(
      'getGameUrl',
      { platCode: 'STHOUSE', gameCode: 'baccarat' },
      { token: p.token },
    );
    expect(opened.body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ active: true, staked: 0 });
    expect(await sessions(p.userId)).toHaveLength(1);
  });
});

describe('a session limit reached', () => {
  it('refuses a round, a ticket, a slip, a game opened and money into a venue with the reopen time; money out still moves', async () => {
    t.clock.set(TUESDAY_NOON);
    const p = await playerAtHouse(10_000);
    await creditCentralWallet(t.db, { userId: p.userId, amount: 5_000, reason: 'test' });
    await setSessionLimit(p.userId, 30);
    expect((await baccarat(p.token, 100)).body.code).toBe(0);
    t.clock.set(new Date(Date.parse(TUESDAY_NOON) + 30 * MIN));
    const reopens = businessTimeText(new Date(Date.parse(TUESDAY_NOON) + 60 * MIN));
    const e = await liveEvent();

    const refusals = {
      round: await baccarat(p.token, 100),
      ticket: await t.call(
        'buyLottery6Ticket',
        {
          drawKey: TUESDAY.key,
          bets: [{ type: 'regular', number: 7, stake: 100 }],
          idempotencyKey: nextKey(),
        },
        { token: p.token },
      ),
      slip: await t.call(
        'placeSportsSlip',
        {
          selections: [{ eventId: e, pick: 'home', odds: 2000 }],
          stake: 1_000,
          idempotencyKey: nextKey(),
        },
        { token: p.token },
      ),
      launch: await t.call(
        'getGameUrl',
        { platCode: 'STSLOT', gameCode: 'slot0001' },
        { token: p.token, lang: 3 },
      ),
      intoHouse: await convert(p.token, 'STHOUSE', 'toVenue', 1_000),
      intoVenue: await convert(p.token, 'STSLOT', 'toVenue', 1_000),
    };
    for (const [point, answer] of Object.entries(refusals))
      expect(answer.body, point).toMatchObject({
        code: ResultCode.refused,
        errorCode: 'protectionSession',
      });
    expect(refusals.launch.body.msg).toBe(
      `You have reached your session time limit: play is paused until ${reopens}`,
    );
    expect(refusals.round.body.msg).toContain(reopens);

    // Money out is never refused.
    expect((await convert(p.token, 'STHOUSE', 'toCentral', 1_000)).body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ limitReached: true, staked: 100 });

    t.clock.set(new Date(Date.parse(TUESDAY_NOON) + 60 * MIN));
    expect((await baccarat(p.token, 100)).body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ active: true, staked: 100 });
  });
});

describe('a loss limit at each play point', () => {
  /** A player with a daily loss limit of 10 yuan and money at the in-house venue and centrally. */
  async function limitedPlayer() {
    t.clock.set(TUESDAY_NOON);
    const p = await playerAtHouse(10_000);
    await creditCentralWallet(t.db, { userId: p.userId, amount: 10_000, reason: 'test' });
    const set = await t.call(
      'setMoneyLimit',
      { kind: 'loss', period: 'day', amount: 1_000 },
      { token: p.token },
    );
    expect(set.body.code).toBe(0);
    return p;
  }

  const refusedByLimit = (answer: { body: Record<string, unknown> }) =>
    expect(answer.body).toMatchObject({ code: ResultCode.refused, errorCode: 'protectionLimit' });

  it('refuses a round that could lose more than is left, and takes nothing', async () => {
    const p = await limitedPlayer();
    refusedByLimit(await baccarat(p.token, 1_100));
    expect(await session(p.token)).toMatchObject({ staked: 0 });
    expect(await t.call('getInhouseSeed', {}, { token: p.token })).toMatchObject({
      body: { nonce: 0 },
    });
  });

  it('refuses a lottery ticket over the limit', async () => {
    const p = await limitedPlayer();
    refusedByLimit(
      await t.call(
        'buyLottery6Ticket',
        {
          drawKey: TUESDAY.key,
          bets: [{ type: 'regular', number: 7, stake: 1_100 }],
          idempotencyKey: nextKey(),
        },
        { token: p.token },
      ),
    );
  });

  it('refuses a sports slip over the limit', async () => {
    const p = await limitedPlayer();
    const e = await liveEvent();
    refusedByLimit(
      await t.call(
        'placeSportsSlip',
        {
          selections: [{ eventId: e, pick: 'home', odds: 2000 }],
          stake: 1_100,
          idempotencyKey: nextKey(),
        },
        { token: p.token },
      ),
    );
  });

  it('refuses money into a third-party venue over the limit, not into the in-house venue', async () => {
    const p = await limitedPlayer();
    refusedByLimit(await convert(p.token, 'STSLOT', 'toVenue', 1_100));
    expect((await convert(p.token, 'STSLOT', 'toVenue', 1_000)).body.code).toBe(0);
    expect((await convert(p.token, 'STHOUSE', 'toVenue', 5_000)).body.code).toBe(0);
    expect(await session(p.token)).toMatchObject({ staked: 1_000 });
  });
});
