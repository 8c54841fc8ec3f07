import type {
  InhouseRound,
  KenoWireBet,
  RouletteBet,
  SicboBet,
} from '@platform/api-client/contract';
import {
  BACCARAT_BET_KINDS,
  replayRound,
  type BaccaratBets,
  type DragonTigerBets,
  type RoundSeeds,
  type SlotBet,
} from '@platform/fair-games';
import { playDragonTigerRound } from './dragonTiger';
import { playKenoRound } from './keno';
import { playSicboRound } from './sicbo';
import { playSlotRound } from './slot';

/** What the venue asks a game to play: the player's bets. */
export type GameBets =
  | { gameCode: 'baccarat'; bets: BaccaratBets }
  | { gameCode: 'roulette'; bets: readonly RouletteBet[] }
  | { gameCode: 'sicbo'; bets: readonly SicboBet[] }
  | { gameCode: 'dragonTiger'; bets: DragonTigerBets }
  | { gameCode: 'keno'; bets: readonly KenoWireBet[] }
  | { gameCode: 'slot'; bets: SlotBet };

export interface PlayedRound {
  /** The round's bets and outcome as the contract shows them. */
  detail: Pick<InhouseRound, 'gameCode' | 'bets' | 'outcome'>;
  stake: number;
  returned: number;
  validTurnover: number;
}

/**
 * Plays one round from its seeds (docs/product-rules.md#games) with fair-games' `replayRound`, the
 * same call the verify page makes: the outcome comes from the round's HMAC stream only, so the
 * revealed seeds replay it exactly (docs/decisions.md#games).
 */
export function playRound(game: GameBets, seeds: RoundSeeds): PlayedRound {
  if (game.gameCode === 'sicbo') return playSicboRound(game.bets, seeds);
  if (game.gameCode === 'dragonTiger') return playDragonTigerRound(game.bets, seeds);
  if (game.gameCode === 'keno') return playKenoRound(game.bets, seeds);
  if (game.gameCode === 'slot') return playSlotRound(game.bets, seeds);
  if (game.gameCode === 'baccarat') {
    const { outcome, settlement } = replayRound('baccarat', { ...seeds, bets: game.bets });
    return {
      detail: {
        gameCode: 'baccarat',
        bets: BACCARAT_BET_KINDS.flatMap((bet) => {
          const s = settlement.bets[bet];
          return s ? [{ bet, stake: s.stake, returned: s.returned }] : [];
        }),
        outcome: {
          playerCards: outcome.player.map((c) => ({ rank: c.rank, suit: c.suit })),
          bankerCards: outcome.banker.map((c) => ({ rank: c.rank, suit: c.suit })),
          playerTotal: outcome.playerTotal,
          bankerTotal: outcome.bankerTotal,
          winner: outcome.winner,
          playerPair: outcome.playerPair,
          bankerPair: outcome.bankerPair,
        },
      },
      stake: settlement.stake,
      returned: settlement.returned,
      validTurnover: settlement.validTurnover,
    };
  }
  const { outcome, settlement } = replayRound('roulette', { ...seeds, bets: game.bets });
  return {
    detail: {
      gameCode: 'roulette',
      bets: game.bets.map((bet, i) => ({
        ...bet,
        ...('numbers' in bet ? { numbers: [...bet.numbers] } : {}),
        returned: settlement.bets[i]!.returned,
      })),
      outcome: { pocket: outcome.pocket, colour: outcome.colour },
    },
    stake: settlement.stake,
    returned: settlement.returned,
    validTurnover: settlement.validTurnover,
  };
}
