import { describe, expect, it } from 'vitest';
import { INHOUSE_PLAT_CODE, type SportsEvent } from '@platform/api-client/contract';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { matchOdds } from '../src/modules/games/sportsbook/oddsModel';
import { houseVenue } from './support/houseVenue';
import { useTestApp } from './support/testApp';

/**
 * In-house games in a member's currency (docs/product-rules.md#currency): the in-house
 * sportsbook's minimum stakes are written in fen (10 yuan a single, 5 yuan a parlay) and read in
 * the member's currency, ×5 in satang for a THB member; a CNY member's are as written.
 */
const t = useTestApp();
const { nextKey } = houseVenue(t);
const EN = 3;

type Player = { token: string; userId: number };

/** A member in `currency` with `amount` minor units moved into the in-house venue. */
async function playerAtHouse(currency: 'CNY' | 'THB', amount: number): Promise<Player> {
  const p = await t.registerPlayer();
  const chosen = await t.call(
    'changeLanguageAndCurrency',
    { langType: EN, currency },
    { token: p.token },
  );
  expect(chosen.body.code).toBe(0);
  await creditCentralWallet(t.db, { userId: p.userId, amount, reason: 'test' });
  const moved = await t.call(
    'convertMoney',
    { platCode: INHOUSE_PLAT_CODE, direction: 'toVenue', amount, idempotencyKey: nextKey() },
    { token: p.token },
  );
  expect(moved.body.code).toBe(0);
  return p;
}

/** A live football event at minute 10, 0-0, that the tick leaves alone. */
async function liveEvent(): Promise<string> {
  const odds = matchOdds({
    sport: 'football',
    homeRate: 1.5,
    awayRate: 1.1,
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
     VALUES ('football', 0, 0, 1, 1.5, 1.1, now() - interval '10 minutes', 'live', 10, NULL,
       now() + interval '1000 days', $1, $2, $3)
     RETURNING id`,
    [odds.home, odds.draw, odds.away],
  );
  return String(rows[0]!.id);
}

async function place(p: Player, eventIds: string[], stake: number) {
  const answer = await t.call('getSportsEvents', { sport: 'football' }, { token: p.token });
  const events = answer.body.events as SportsEvent[];
  const selections = eventIds.map((eventId) => ({
    eventId,
    pick: 'home' as const,
    odds: events.find((e) => e.eventId === eventId)!.odds.home!,
  }));
  return t.call(
    'placeSportsSlip',
    { selections, stake, idempotencyKey: nextKey() },
    { token: p.token, lang: EN },
  );
}

describe('the in-house sportsbook’s minimum stakes in the member’s currency', () => {
  it('a THB single needs 5× the 10 yuan minimum in satang', async () => {
    const thb = await playerAtHouse('THB', 100_000);
    const event = await liveEvent();
    const short = await place(thb, [event], 4_999);
    expect(short.body).toMatchObject({ code: 400, msg: expect.stringMatching(/single/) });
    expect((await place(thb, [event], 5_000)).body.code).toBe(0);
  });

  it('a THB parlay needs 5× the 5 yuan minimum in satang', async () => {
    const thb = await playerAtHouse('THB', 100_000);
    const events = [await liveEvent(), await liveEvent(), await liveEvent()];
    const short = await place(thb, events, 2_499);
    expect(short.body).toMatchObject({ code: 400, msg: expect.stringMatching(/parlay/) });
    expect((await place(thb, events, 2_500)).body.code).toBe(0);
  });

  it('a CNY member’s minimums are as written', async () => {
    const cny = await playerAtHouse('CNY', 100_000);
    const event = await liveEvent();
    expect((await place(cny, [event], 999)).body.code).toBe(400);
    expect((await place(cny, [event], 1_000)).body.code).toBe(0);
    const events = [await liveEvent(), await liveEvent(), await liveEvent()];
    expect((await place(cny, events, 500)).body.code).toBe(0);
  });
});
