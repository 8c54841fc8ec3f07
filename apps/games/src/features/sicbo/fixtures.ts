// Test fixtures: sic bo rounds as the API answers them, on the table fixtures' real seeds (the
// dice are what @platform/fair-games rolls from them).
import { NEXT_SEED, SEEDS } from '../table/fixtures';
import type { SicboRound } from './board';

export { NEXT_SEED, SEEDS };

/** Nonce 8: ⚄ ⚃ ⚃, total 13. */
export function sicboRound(bets: SicboRound['bets']): SicboRound {
  const stake = bets.reduce((s, b) => s + b.stake, 0);
  const returned = bets.reduce((s, b) => s + b.returned, 0);
  return {
    ...SEEDS,
    roundId: '103',
    nonce: 8,
    stake,
    returned,
    validTurnover: stake,
    winLose: returned - stake,
    settledAt: '2026-11-24T01:00:00.000Z',
    gameCode: 'sicbo',
    bets,
    outcome: { dice: [5, 4, 4], total: 13, triple: false },
  };
}
