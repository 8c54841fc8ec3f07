import { replayRound, SLOT_LINES, type RoundSeeds, type SlotBet } from '@platform/fair-games';
import type { PlayedRound } from './games';

/**
 * A slot spin as the contract stores it (docs/product-rules.md#games): one bet (the line stake on
 * every line), the stops, the window and each paying line with what it returned.
 */
export function playSlotRound(bet: SlotBet, seeds: RoundSeeds): PlayedRound {
  const { outcome, settlement } = replayRound('slot', { ...seeds, bets: bet });
  return {
    detail: {
      gameCode: 'slot',
      bets: [
        {
          lineStake: bet.lineStake,
          lines: SLOT_LINES.length,
          stake: settlement.stake,
          returned: settlement.returned,
        },
      ],
      outcome: {
        stops: [...outcome.stops],
        window: outcome.window.map((reel) => [...reel]),
        lineWins: outcome.lineWins.map((win) => ({
          ...win,
          returned: settlement.lines[win.line]!.returned,
        })),
      },
    },
    stake: settlement.stake,
    returned: settlement.returned,
    validTurnover: settlement.validTurnover,
  };
}
