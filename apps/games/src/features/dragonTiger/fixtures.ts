// Test fixtures: dragon tiger coups as the API answers them, on the table fixtures' real seeds
// (the cards are what @platform/fair-games deals from them).
import { NEXT_SEED, SEEDS } from '../table/fixtures';
import type { DragonTigerRound } from './bets';

export { NEXT_SEED, SEEDS };

/** Nonce 3: dragon Q♥, tiger Q♣, a tie (not suited). */
export function dragonTigerRound(bets: DragonTigerRound['bets']): DragonTigerRound {
  const stake = bets.reduce((s, b) => s + b.stake, 0);
  const returned = bets.reduce((s, b) => s + b.returned, 0);
  return {
    ...SEEDS,
    roundId: '104',
    nonce: 3,
    stake,
    returned,
    validTurnover: stake,
    winLose: returned - stake,
    settledAt: '2026-11-24T01:00:00.000Z',
    gameCode: 'dragonTiger',
    bets,
    outcome: {
      dragon: { rank: 12, suit: 'hearts' },
      tiger: { rank: 12, suit: 'clubs' },
      winner: 'tie',
      suitedTie: false,
    },
  };
}
