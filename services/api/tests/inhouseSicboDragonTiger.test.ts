import { replayRound, type DragonTigerBets, type SicboBet } from '@platform/fair-games';
import { describe, expect, it } from 'vitest';
import { reconcileVenues } from '../src/core/venues/reconcile';
import { houseVenue } from './support/houseVenue';
import { useTestApp } from './support/testApp';

/**
 * Sic bo and dragon tiger on the in-house venue (docs/product-rules.md#games): a round through the
 * API moves the venue wallet once each way, lands in the bet record with its valid turnover,
 * replays from its revealed seed, and a retried key answers the same round.
 */
const t = useTestApp();
const { simulator, nextKey, playerAtHouse, venueBalances, movements, roundCount } = houseVenue(t);
const HOUSE = 'STHOUSE';

interface RoundBody {
  roundId: string;
  gameCode: string;
  stake: number;
  returned: number;
  validTurnover: number;
  winLose: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bets: { stake: number; returned: number; odds?: number[] }[];
  outcome: Record<string, unknown>;
}
const roundOf = (answer: { body: Record<string, unknown> }) => answer.body.round as RoundBody;

const SICBO_BETS: SicboBet[] = [
  { type: 'big', stake: 1_000 },
  { type: 'single', face: 4, stake: 200 },
  { type: 'total', total: 10, stake: 100 },
  { type: 'combination', faces: [2, 5], stake: 100 },
];

describe('sic bo through the API', () => {
  it('debits the stake and credits the return once, records the bet, and replays from the seed', async () => {
    const p = await playerAtHouse(50_000);
    let balance = 50_000;
    for (let i = 0; i < 4; i++) {
      const answer = await t.call(
        'playSicbo',
        { bets: SICBO_BETS, idempotencyKey: nextKey() },
        { token: p.token },
      );
      expect(answer.body.code).toBe(0);
      const round = roundOf(answer);
      expect(round.gameCode).toBe('sicbo');
      const replay = replayRound('sicbo', { ...round, bets: SICBO_BETS });
      expect(round.outcome).toEqual({
        dice: [...replay.outcome.dice],
        total: replay.outcome.total,
        triple: replay.outcome.triple,
      });
      expect(round.bets.map((b) => [b.returned, b.odds])).toEqual(
        replay.settlement.bets.map((b) => [b.returned, b.odds]),
      );
      expect([round.stake, round.returned, round.validTurnover]).toEqual([
        1_400,
        replay.settlement.returned,
        1_400,
      ]);
      const debit = [`R${round.roundId}:stake`, -1_400];
      expect(await movements(round.roundId)).toEqual(
        round.returned > 0 ? [[`R${round.roundId}:return`, round.returned], debit] : [debit],
      );
      balance += round.winLose;
      expect(answer.body.venueBalance).toBe(balance);
      expect(await venueBalances(p)).toEqual({ shown: balance, provider: balance });
    }
    const sums = await t.call('getSumBetRecord', { platCode: HOUSE }, { token: p.token });
    expect(sums.body).toMatchObject({
      betCount: 4,
      betAmount: 5_600,
      validTurnover: 5_600,
      winLose: balance - 50_000,
    });
    expect((await reconcileVenues(t.db, simulator())).mismatches).toEqual([]);
  });

  it('answers a retried key with the same round and moves nothing again', async () => {
    const p = await playerAtHouse(10_000);
    const key = nextKey();
    const first = await t.call(
      'playSicbo',
      { bets: SICBO_BETS, idempotencyKey: key },
      { token: p.token },
    );
    const again = await t.call(
      'playSicbo',
      { bets: SICBO_BETS, idempotencyKey: key },
      { token: p.token },
    );
    expect(roundOf(again)).toEqual(roundOf(first));
    const expected = 10_000 + roundOf(first).winLose;
    expect(await venueBalances(p)).toEqual({ shown: expected, provider: expected });
    expect(await roundCount(p.userId)).toBe(1);
    const other = await t.call(
      'playSicbo',
      { bets: [{ type: 'small', stake: 1_000 }], idempotencyKey: key },
      { token: p.token },
    );
    expect(other.body.code).toBe(409);
  });

  it('refuses a bet off the board and a stake over the table maximum, playing nothing', async () => {
    const p = await playerAtHouse(10_000);
    const offBoard = await t.call(
      'playSicbo',
      { bets: [{ type: 'total', total: 3, stake: 100 }], idempotencyKey: nextKey() },
      { token: p.token, lang: 3 },
    );
    expect(offBoard.body).toMatchObject({ msg: 'That bet is not on the table layout' });
    const overMax = await t.call(
      'playSicbo',
      { bets: [{ type: 'triple', face: 6, stake: 50_001 }], idempotencyKey: nextKey() },
      { token: p.token, lang: 3 },
    );
    expect(overMax.body.code).not.toBe(0);
    expect(await roundCount(p.userId)).toBe(0);
  });
});

describe('dragon tiger through the API', () => {
  it('plays coups on the venue books, replays them, and a retried key answers the same coup', async () => {
    const p = await playerAtHouse(50_000);
    const bets: DragonTigerBets = { dragon: 1_001, tie: 100 };
    let balance = 50_000;
    for (let i = 0; i < 4; i++) {
      const answer = await t.call(
        'playDragonTiger',
        { bets, idempotencyKey: nextKey() },
        { token: p.token },
      );
      expect(answer.body.code).toBe(0);
      const round = roundOf(answer);
      const replay = replayRound('dragonTiger', { ...round, bets });
      expect(round.outcome).toEqual(replay.outcome);
      expect(round.bets).toEqual([
        { bet: 'dragon', stake: 1_001, returned: replay.settlement.bets.dragon!.returned },
        { bet: 'tie', stake: 100, returned: replay.settlement.bets.tie!.returned },
      ]);
      // Half back on a tie is still a lost bet: the whole stake is valid turnover.
      expect(round.validTurnover).toBe(1_101);
      balance += round.winLose;
      expect(await venueBalances(p)).toEqual({ shown: balance, provider: balance });
    }

    const key = nextKey();
    const first = await t.call(
      'playDragonTiger',
      { bets, idempotencyKey: key },
      { token: p.token },
    );
    const again = await t.call(
      'playDragonTiger',
      { bets, idempotencyKey: key },
      { token: p.token },
    );
    expect(roundOf(again)).toEqual(roundOf(first));
    balance += roundOf(first).winLose;
    expect(await venueBalances(p)).toEqual({ shown: balance, provider: balance });
    expect(await roundCount(p.userId)).toBe(5);
    const page = await t.call('getBetRecord', { pageNum: 1, pageSize: 10 }, { token: p.token });
    expect(page.body).toMatchObject({ code: 0, total: 5 });
  });
});

describe('the catalogue', () => {
  it('lists sic bo under live video and dragon tiger under chess and cards at the in-house venue', async () => {
    const page = async (gameType: string) => {
      const answer = await t.call(
        'getGameList',
        { platCode: HOUSE, gameType, pageNum: 1, pageSize: 20 },
        { lang: 3 },
      );
      return (answer.body.list as { gameCode: string; gameName: string }[]).map(
        (g) => `${g.gameCode}:${g.gameName}`,
      );
    };
    expect(await page('liveVideo')).toContain('sicbo:Star Sic Bo');
    expect(await page('chessAndCards')).toContain('dragonTiger:Star Dragon Tiger');
  });
});
