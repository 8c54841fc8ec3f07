// Test fixtures: a slot spin as the API answers it, with the seeds of table/fixtures (the stops
// are what @platform/fair-games makes of them at nonce 8).
import { SEEDS } from '../table/fixtures';
import type { SlotRound } from '../table';

/** Nonce 8 at 1 yuan a line: grapes across the middle (10×) and cherries across the top (6×). */
export function slotRound(): SlotRound {
  return {
    ...SEEDS,
    validTurnover: 1_000,
    settledAt: '2026-11-24T01:00:00.000Z',
    roundId: '106',
    nonce: 8,
    stake: 1_000,
    returned: 1_600,
    winLose: 600,
    gameCode: 'slot',
    bets: [{ lineStake: 100, lines: 10, stake: 1_000, returned: 1_600 }],
    outcome: {
      stops: [4, 27, 27, 5, 25],
      window: [
        ['cherry', 'grape', 'bell'],
        ['cherry', 'grape', 'bar'],
        ['cherry', 'grape', 'bar'],
        ['bar', 'cherry', 'lemon'],
        ['bell', 'cherry', 'grape'],
      ],
      lineWins: [
        { line: 0, symbol: 'grape', count: 3, pays: 10, returned: 1_000 },
        { line: 1, symbol: 'cherry', count: 3, pays: 6, returned: 600 },
      ],
    },
  };
}
