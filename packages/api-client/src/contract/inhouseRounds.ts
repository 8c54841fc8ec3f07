// An in-house round as the contract shows it, made from fair-games' outcome and settlement: one
// function per game, called by the API when it plays a round and by the games area's standalone
// dev handlers, so both answer the same shape (docs/decisions.md#games).
import {
  BACCARAT_BET_KINDS,
  DRAGON_TIGER_BET_KINDS,
  SLOT_LINES,
  replayRound,
  type BaccaratBets,
  type DragonTigerBets,
  type RoundSeeds,
  type SlotBet,
} from '@platform/fair-games';
import type { InhouseRound, KenoWireBet, RouletteBet, SicboBet } from './endpoints/inhouse';

/** What the venue asks a game to play: the player's bets. */
export type InhouseGameBets =
  | { gameCode: 'baccarat'; bets: BaccaratBets }
  | { gameCode: 'roulette'; bets: readonly RouletteBet[] }
  | { gameCode: 'sicbo'; bets: readonly SicboBet[] }
  | { gameCode: 'dragonTiger'; bets: DragonTigerBets }
  | { gameCode: 'keno'; bets: readonly KenoWireBet[] }
  | { gameCode: 'slot'; bets: SlotBet };

/** A round's game, bets and outcome as the contract shows them, one shape per game. */
export type InhouseRoundDetail = InhouseRound extends infer Round
  ? Round extends InhouseRound
    ? Pick<Round, 'gameCode' | 'bets' | 'outcome'>
    : never
  : never;

/** A played round: its bets and outcome, and its money in fen. */
export interface PlayedInhouseRound {
  detail: InhouseRoundDetail;
  stake: number;
  returned: number;
  validTurnover: number;
}

type Settled = { stake: number; returned: number; validTurnover: number };
const money = ({ stake, returned, validTurnover }: Settled) => ({ stake, returned, validTurnover });

/** A baccarat coup: each bet placed with what it returned, both hands and the winner. */
export function playBaccaratRound(bets: BaccaratBets, seeds: RoundSeeds): PlayedInhouseRound {
  const { outcome, settlement } = replayRound('baccarat', { ...seeds, bets });
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
    ...money(settlement),
  };
}

/** A roulette spin: each bet as placed with what it returned, the pocket and its colour. */
export function playRouletteRound(
  bets: readonly RouletteBet[],
  seeds: RoundSeeds,
): PlayedInhouseRound {
  const { outcome, settlement } = replayRound('roulette', { ...seeds, bets });
  return {
    detail: {
      gameCode: 'roulette',
      bets: bets.map((bet, i) => ({
        ...bet,
        ...('numbers' in bet ? { numbers: [...bet.numbers] } : {}),
        returned: settlement.bets[i]!.returned,
      })),
      outcome: { pocket: outcome.pocket, colour: outcome.colour },
    },
    ...money(settlement),
  };
}

/**
 * A sic bo roll. Each bet keeps the paytable odds it was settled with, so the history and the
 * verify page stay exact.
 */
export function playSicboRound(bets: readonly SicboBet[], seeds: RoundSeeds): PlayedInhouseRound {
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
    ...money(settlement),
  };
}

/** A dragon tiger coup: each bet placed with what it returned, both cards and the winner. */
export function playDragonTigerRound(bets: DragonTigerBets, seeds: RoundSeeds): PlayedInhouseRound {
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
    ...money(settlement),
  };
}

/**
 * A lucky-numbers (keno) draw. Each bet keeps its hits and the paytable entry it was settled
 * with, so the history stays exact.
 */
export function playKenoRound(bets: readonly KenoWireBet[], seeds: RoundSeeds): PlayedInhouseRound {
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
    ...money(settlement),
  };
}

/**
 * A slot spin: one bet (the line stake on every line), the stops, the window and each paying
 * line with what it returned.
 */
export function playSlotRound(bet: SlotBet, seeds: RoundSeeds): PlayedInhouseRound {
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
    ...money(settlement),
  };
}

/**
 * Plays one round from its seeds with fair-games' `replayRound`, the same call the verify page
 * makes: the outcome comes from the round's HMAC stream only, so the revealed seeds replay it
 * exactly (docs/decisions.md#games).
 */
export function playInhouseRound(game: InhouseGameBets, seeds: RoundSeeds): PlayedInhouseRound {
  switch (game.gameCode) {
    case 'baccarat':
      return playBaccaratRound(game.bets, seeds);
    case 'roulette':
      return playRouletteRound(game.bets, seeds);
    case 'sicbo':
      return playSicboRound(game.bets, seeds);
    case 'dragonTiger':
      return playDragonTigerRound(game.bets, seeds);
    case 'keno':
      return playKenoRound(game.bets, seeds);
    case 'slot':
      return playSlotRound(game.bets, seeds);
  }
}
