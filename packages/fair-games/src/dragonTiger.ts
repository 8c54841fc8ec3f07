/**
 * Dragon tiger (docs/product-rules.md#games): 8 decks, one card to Dragon and one to Tiger; the
 * higher rank wins, ace (1) lowest to king (13) highest, suits do not rank.
 *
 * Like baccarat, each round shuffles a fresh 8-deck shoe from its own stream and deals from the
 * top (Dragon first, then Tiger), so a round verifies from its own seeds and nonce alone.
 * Dragon 1:1 and tiger 1:1 lose half the stake on a tie (the half returned is ⌊stake / 2⌋ fen, so
 * an odd fen is the house's); tie 8:1; suited tie (same rank and suit) 50:1.
 */
import { shuffledShoe, type Card } from './cards';
import {
  isValidStake,
  settleBet,
  totalsOf,
  type BetSettlement,
  type SettlementTotals,
} from './settlement';
import type { OutcomeStream } from './stream';

export const DRAGON_TIGER_DECKS = 8;

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerOutcome {
  readonly dragon: Card;
  readonly tiger: Card;
  readonly winner: DragonTigerWinner;
  /** A tie whose two cards also share their suit. */
  readonly suitedTie: boolean;
}

/** The coup of two cards, Dragon's first. */
export function dragonTigerOutcome(dragon: Card, tiger: Card): DragonTigerOutcome {
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner, suitedTie: winner === 'tie' && dragon.suit === tiger.suit };
}

/** One round: a fresh shuffled 8-deck shoe from the stream, Dragon then Tiger from the top. */
export function playDragonTiger(stream: OutcomeStream): DragonTigerOutcome {
  const shoe = shuffledShoe(DRAGON_TIGER_DECKS, stream);
  return dragonTigerOutcome(shoe[0]!, shoe[1]!);
}

export const DRAGON_TIGER_BET_KINDS = ['dragon', 'tiger', 'tie', 'suitedTie'] as const;
export type DragonTigerBetKind = (typeof DRAGON_TIGER_BET_KINDS)[number];

/** Winnings per unit staked. */
export const DRAGON_TIGER_PAYOUTS: Readonly<Record<DragonTigerBetKind, number>> = {
  dragon: 1,
  tiger: 1,
  tie: 8,
  suitedTie: 50,
};

/** Stakes in integer fen; an absent or zero stake is no bet. */
export type DragonTigerBets = Partial<Record<DragonTigerBetKind, number>>;

export interface DragonTigerSettlement extends SettlementTotals {
  readonly bets: Partial<Record<DragonTigerBetKind, BetSettlement>>;
}

/**
 * Dragon or tiger on a tie: settled as lost (its whole stake is valid turnover) with ⌊stake / 2⌋
 * returned (docs/decisions.md#games).
 */
function halfBack(stake: number): BetSettlement {
  const returned = Math.floor(stake / 2);
  return { stake, result: 'lose', returned, win: returned - stake };
}

function settleOne(
  kind: DragonTigerBetKind,
  stake: number,
  outcome: DragonTigerOutcome,
): BetSettlement {
  const winnings = stake * DRAGON_TIGER_PAYOUTS[kind];
  switch (kind) {
    case 'dragon':
    case 'tiger':
      if (outcome.winner === 'tie') return halfBack(stake);
      return settleBet(stake, outcome.winner === kind ? 'win' : 'lose', winnings);
    case 'tie':
      return settleBet(stake, outcome.winner === 'tie' ? 'win' : 'lose', winnings);
    case 'suitedTie':
      return settleBet(stake, outcome.suitedTie ? 'win' : 'lose', winnings);
  }
}

/** Settles the placed bets against a coup. Throws RangeError on a stake that is not whole fen. */
export function settleDragonTiger(
  outcome: DragonTigerOutcome,
  bets: DragonTigerBets,
): DragonTigerSettlement {
  const settled: Partial<Record<DragonTigerBetKind, BetSettlement>> = {};
  for (const kind of DRAGON_TIGER_BET_KINDS) {
    const stake = bets[kind] ?? 0;
    if (!isValidStake(stake)) throw new RangeError(`invalid ${kind} stake: ${stake}`);
    if (stake > 0) settled[kind] = settleOne(kind, stake, outcome);
  }
  return { bets: settled, ...totalsOf(Object.values(settled)) };
}
