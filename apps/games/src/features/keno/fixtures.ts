// Test fixtures: a lucky-numbers round as the API answers it, with the seeds of table/fixtures
// (the draw is what @platform/fair-games makes of them at nonce 8).
import { SEEDS } from '../table/fixtures';
import type { KenoRound } from '../table';

/** Nonce 8: 35 65 18 60 68 41 57 30 45 47 77 56 50 72 62 22 67 28 24 73, total 997 (big). */
export function kenoRound(bets: KenoRound['bets']): KenoRound {
  const stake = bets.reduce((s, b) => s + b.stake, 0);
  const returned = bets.reduce((s, b) => s + b.returned, 0);
  return {
    ...SEEDS,
    validTurnover: stake,
    settledAt: '2026-11-24T01:00:00.000Z',
    roundId: '105',
    nonce: 8,
    stake,
    returned,
    winLose: returned - stake,
    gameCode: 'keno',
    bets,
    outcome: {
      drawn: [35, 65, 18, 60, 68, 41, 57, 30, 45, 47, 77, 56, 50, 72, 62, 22, 67, 28, 24, 73],
      total: 997,
      totalResult: 'big',
    },
  };
}
