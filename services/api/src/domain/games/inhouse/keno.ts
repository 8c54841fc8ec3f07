import type { KenoWireBet } from '@platform/api-client/contract';
import { replayRound, type RoundSeeds } from '@platform/fair-games';
import type { PlayedRound } from './games';

/**
 * A lucky-numbers (keno) round as the contract stores it (docs/product-rules.md#games). Each bet
 * keeps its hits and the paytable entry it was settled with, so the history stays exact.
 */
export function playKenoRound(bets: readonly KenoWireBet[], seeds: RoundSeeds): PlayedRound {
  const { outcome, settlement } = replayRound('keno', { ...seeds, bets });
  return {
    detail: {
      gameCode: 'keno',
      bets: bets.map((bet, i) => {
        const settled = settlement.bets[i]!;
        return {
          type: bet.type,
          ...(bet.type === 'pick' ? { numbers: [...bet.numbers], hits: settled.hits } : {}),
          paysPerTen: settled.paysPerTen,
          stake: settled.stake,
          returned: settled.returned,
        };
      }),
      outcome: {
        drawn: [...outcome.drawn],
        total: outcome.total,
        totalResult: outcome.totalResult,
      },
    },
    stake: settlement.stake,
    returned: settlement.returned,
    validTurnover: settlement.validTurnover,
  };
}
