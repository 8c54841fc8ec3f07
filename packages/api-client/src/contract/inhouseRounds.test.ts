import { describe, expect, it } from 'vitest';
import { replayRound } from '@platform/fair-games';
import { inhouseRoundSchema } from './endpoints/inhouse';
import { playInhouseRound, type InhouseGameBets } from './inhouseRounds';

const SEEDS = { serverSeed: 'rounds-server-seed', clientSeed: 'rounds-client-seed', nonce: 3 };
const GAMES: InhouseGameBets[] = [
  { gameCode: 'baccarat', bets: { tie: 100, player: 500 } },
  { gameCode: 'roulette', bets: [{ type: 'straight', numbers: [7], stake: 100 }] },
  { gameCode: 'sicbo', bets: [{ type: 'big', stake: 500 }] },
  { gameCode: 'dragonTiger', bets: { tiger: 100, dragon: 500 } },
  {
    gameCode: 'keno',
    bets: [
      { type: 'pick', numbers: [1, 2, 3, 4, 5], stake: 1_000 },
      { type: 'big', stake: 500 },
    ],
  },
  { gameCode: 'slot', bets: { lineStake: 100 } },
];

describe('an in-house round in the contract shape (API and standalone dev)', () => {
  it.each(GAMES)(
    '$gameCode: a round the contract accepts, with the money fair-games settled',
    (game) => {
      const played = playInhouseRound(game, SEEDS);
      const { settlement } = replayRound(game.gameCode as 'slot', {
        ...SEEDS,
        bets: game.bets as never,
      });
      expect(played.detail.gameCode).toBe(game.gameCode);
      expect(played.stake).toBe(settlement.stake);
      expect(played.returned).toBe(settlement.returned);
      expect(played.validTurnover).toBe(settlement.validTurnover);
      const round = {
        ...played.detail,
        roundId: '1',
        ...SEEDS,
        serverSeedHash: 'ab'.repeat(32),
        stake: played.stake,
        returned: played.returned,
        validTurnover: played.validTurnover,
        winLose: played.returned - played.stake,
        settledAt: '2026-11-24T01:00:00.000Z',
      };
      expect(inhouseRoundSchema.safeParse(round).error).toBeUndefined();
    },
  );

  it('lists the table bets in the table order, whatever order they were placed in', () => {
    const baccarat = playInhouseRound(GAMES[0]!, SEEDS).detail;
    const dragonTiger = playInhouseRound(GAMES[3]!, SEEDS).detail;
    expect(baccarat.bets.map((b) => ('bet' in b ? b.bet : ''))).toEqual(['player', 'tie']);
    expect(dragonTiger.bets.map((b) => ('bet' in b ? b.bet : ''))).toEqual(['dragon', 'tiger']);
  });

  it('keeps each lucky-numbers pick with its hits and each bet with its paytable entry', () => {
    const { detail } = playInhouseRound(GAMES[4]!, SEEDS);
    if (detail.gameCode !== 'keno') throw new Error(detail.gameCode);
    const drawn = new Set(detail.outcome.drawn);
    const [pick, big] = detail.bets;
    expect(pick).toMatchObject({ type: 'pick', numbers: [1, 2, 3, 4, 5], stake: 1_000 });
    expect(pick!.hits).toBe([1, 2, 3, 4, 5].filter((n) => drawn.has(n)).length);
    expect(big).toMatchObject({ type: 'big', stake: 500, paysPerTen: expect.any(Number) });
  });
});
