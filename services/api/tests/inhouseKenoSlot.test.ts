import { replayRound, type KenoBet } from '@platform/fair-games';
import { describe, expect, it } from 'vitest';
import { reconcileVenues } from '../src/core/venues/reconcile';
import { houseVenue } from './support/houseVenue';
import { useTestApp } from './support/testApp';

/**
 * Lucky numbers (keno) and the slot on the in-house venue (docs/product-rules.md#games): a round
 * through the API moves the venue wallet once each way, lands in the bet record with its valid
 * turnover, replays from its revealed seed, and a retried key answers the same round.
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
  bets: Record<string, unknown>[];
  outcome: Record<string, unknown>;
}
const roundOf = (answer: { body: Record<string, unknown> }) => answer.body.round as RoundBody;

const KENO_BETS: KenoBet[] = [
  { type: 'pick', numbers: [3, 17, 42, 66, 80], stake: 1_000 },
  { type: 'pick', numbers: [7], stake: 500 },
  { type: 'big', stake: 300 },
];

describe('lucky numbers through the API', () => {
  it('debits the stake and credits the return once, records the bet, and replays from the seed', async () => {
    const p = await playerAtHouse(50_000);
    let balance = 50_000;
    for (let i = 0; i < 4; i++) {
      const answer = await t.call(
        'playKeno',
        { bets: KENO_BETS, idempotencyKey: nextKey() },
        { token: p.token },
      );
      expect(answer.body.code).toBe(0);
      const round = roundOf(answer);
      expect(round.gameCode).toBe('keno');
      const replay = replayRound('keno', { ...round, bets: KENO_BETS });
      expect(round.outcome).toEqual(replay.outcome);
      expect(round.bets).toEqual(
        KENO_BETS.map((bet, b) => {
          const settled = replay.settlement.bets[b]!;
          return {
            type: bet.type,
            ...(bet.type === 'pick' ? { numbers: bet.numbers, hits: settled.hits } : {}),
            paysPerTen: settled.paysPerTen,
            stake: bet.stake,
            returned: settled.returned,
          };
        }),
      );
      expect([round.stake, round.returned, round.validTurnover]).toEqual([
        1_800,
        replay.settlement.returned,
        1_800,
      ]);
      const debit = [`R${round.roundId}:stake`, -1_800];
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
      betAmount: 7_200,
      validTurnover: 7_200,
      winLose: balance - 50_000,
    });
    expect((await reconcileVenues(t.db, simulator())).mismatches).toEqual([]);
  });

  it('answers a retried key with the same round and moves nothing again', async () => {
    const p = await playerAtHouse(10_000);
    const key = nextKey();
    const play = (bets: KenoBet[]) =>
      t.call('playKeno', { bets, idempotencyKey: key }, { token: p.token });
    const first = await play(KENO_BETS);
    const again = await play(KENO_BETS);
    expect(first.body.code).toBe(0);
    expect(roundOf(again)).toEqual(roundOf(first));
    const expected = 10_000 + roundOf(first).winLose;
    expect(await venueBalances(p)).toEqual({ shown: expected, provider: expected });
    expect(await roundCount(p.userId)).toBe(1);
    expect((await play([{ type: 'small', stake: 1_000 }])).body.code).toBe(409);
  });

  it('refuses a pick of 11 numbers, a repeated number and a stake over the maximum, playing nothing', async () => {
    const p = await playerAtHouse(100_000);
    const refused = async (bet: KenoBet) =>
      (
        await t.call(
          'playKeno',
          { bets: [bet], idempotencyKey: nextKey() },
          { token: p.token, lang: 3 },
        )
      ).body;
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(await refused({ type: 'pick', numbers: eleven, stake: 100 })).toMatchObject({
      msg: 'That bet is not on the table layout',
    });
    expect(await refused({ type: 'pick', numbers: [5, 5], stake: 100 })).toMatchObject({
      msg: 'That bet is not on the table layout',
    });
    expect((await refused({ type: 'pick', numbers: [5], stake: 50_001 })).code).not.toBe(0);
    expect(await roundCount(p.userId)).toBe(0);
  });
});

describe('the slot through the API', () => {
  it('stakes the line stake on 10 lines, pays the lines once, replays, and a retried key answers the same spin', async () => {
    const p = await playerAtHouse(50_000);
    const bets = { lineStake: 100 };
    let balance = 50_000;
    for (let i = 0; i < 6; i++) {
      const answer = await t.call(
        'playSlot',
        { bets, idempotencyKey: nextKey() },
        { token: p.token },
      );
      expect(answer.body.code).toBe(0);
      const round = roundOf(answer);
      const replay = replayRound('slot', { ...round, bets });
      expect(round.outcome).toEqual({
        stops: replay.outcome.stops,
        window: replay.outcome.window,
        lineWins: replay.outcome.lineWins.map((w) => ({
          ...w,
          returned: replay.settlement.lines[w.line]!.returned,
        })),
      });
      expect(round.bets).toEqual([
        { lineStake: 100, lines: 10, stake: 1_000, returned: replay.settlement.returned },
      ]);
      expect([round.stake, round.validTurnover]).toEqual([1_000, 1_000]);
      const debit = [`R${round.roundId}:stake`, -1_000];
      expect(await movements(round.roundId)).toEqual(
        round.returned > 0 ? [[`R${round.roundId}:return`, round.returned], debit] : [debit],
      );
      balance += round.winLose;
      expect(await venueBalances(p)).toEqual({ shown: balance, provider: balance });
    }

    const key = nextKey();
    const first = await t.call('playSlot', { bets, idempotencyKey: key }, { token: p.token });
    const again = await t.call('playSlot', { bets, idempotencyKey: key }, { token: p.token });
    expect(roundOf(again)).toEqual(roundOf(first));
    balance += roundOf(first).winLose;
    expect(await venueBalances(p)).toEqual({ shown: balance, provider: balance });
    expect(await roundCount(p.userId)).toBe(7);
    const page = await t.call('getBetRecord', { pageNum: 1, pageSize: 10 }, { token: p.token });
    expect(page.body).toMatchObject({ code: 0, total: 7 });
    const changed = await t.call(
      'playSlot',
      { bets: { lineStake: 200 }, idempotencyKey: key },
      { token: p.token },
    );
    expect(changed.body.code).toBe(409);
  });

  it('refuses a line stake of zero or over the table maximum', async () => {
    const p = await playerAtHouse(10_000);
    for (const lineStake of [0, 100_001, 1.5]) {
      const answer = await t.call(
        'playSlot',
        { bets: { lineStake }, idempotencyKey: nextKey() },
        { token: p.token },
      );
      expect(answer.body.code).not.toBe(0);
    }
    expect(await roundCount(p.userId)).toBe(0);
  });
});

describe('the catalogue', () => {
  it('lists lucky numbers under lottery and the slot under electronic at the in-house venue', async () => {
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
    expect(await page('lottery')).toContain('keno:Star Lucky Numbers');
    expect(await page('electronic')).toContain('slot:Star Fruit Slot');
  });
});
