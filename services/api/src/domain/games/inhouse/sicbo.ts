import type { SicboBet } from '@platform/api-client/contract';
import { replayRound, type RoundSeeds } from '@platform/fair-games';
import type { PlayedRound } from './games';

/**
 * A sic bo round as the contract stores it (docs/product-rules.md#games). Each bet keeps the
 * paytable odds it was settled with, so the history and the verify page stay exact.
 */
export function playSicboRound(bets: readonly SicboBet[], seeds: RoundSeeds): PlayedRound {
  const { outcome, settlement } = replayRound('sicbo', { ...seeds, bets });
  return {
    detail: {
      gameCode: 'sicbo',
      bets: bets.map((bet, i) => ({
        ...bet,
        ...('faces' in bet ? { faces: [...bet.faces] } : {}),
        odds: [...settlement.bets[i]!.odds],
        returned: settlement.bets[i]!.returned,
      })),
      outcome: { dice: [...outcome.dice], total: outcome.total, triple: outcome.triple },
    },
    stake: settlement.stake,
    returned: settlement.returned,
    validTurnover: settlement.validTurnover,
  };
}
