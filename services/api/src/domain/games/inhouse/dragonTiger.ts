import {
  DRAGON_TIGER_BET_KINDS,
  replayRound,
  type DragonTigerBets,
  type RoundSeeds,
} from '@platform/fair-games';
import type { PlayedRound } from './games';

/** A dragon tiger coup as the contract stores it (docs/product-rules.md#games). */
export function playDragonTigerRound(bets: DragonTigerBets, seeds: RoundSeeds): PlayedRound {
  const { outcome, settlement } = replayRound('dragonTiger', { ...seeds, bets });
  return {
    detail: {
      gameCode: 'dragonTiger',
      bets: DRAGON_TIGER_BET_KINDS.flatMap((bet) => {
        const s = settlement.bets[bet];
        return s ? [{ bet, stake: s.stake, returned: s.returned }] : [];
      }),
      outcome: {
        dragon: { rank: outcome.dragon.rank, suit: outcome.dragon.suit },
        tiger: { rank: outcome.tiger.rank, suit: outcome.tiger.suit },
        winner: outcome.winner,
        suitedTie: outcome.suitedTie,
      },
    },
    stake: settlement.stake,
    returned: settlement.returned,
    validTurnover: settlement.validTurnover,
  };
}
