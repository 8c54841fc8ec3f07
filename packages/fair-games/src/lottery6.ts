/**
 * The six-number lottery (docs/product-rules.md#games): a draw every Tuesday, Thursday and Saturday
 * at 21:30 business time, 6 regular numbers and 1 special number drawn without replacement from
 * 1..49, settled for every ticket of the draw at once.
 *
 * Provably fair per draw: the draw's server seed is committed (its SHA-256 shown) while tickets are
 * sold, and its numbers are `drawLottery6(outcomeStream(serverSeed, drawKey, 0))` with the draw's key
 * ('2026-11-24T21:30+08:00') as the client seed, so anyone recomputes them once the seed is revealed.
 *
 * Bets, each a fixed return per 100 staked (stake included), chosen so every return to player is an
 * exact fraction of at most 98 % (asserted in lottery6.test.ts):
 * - special: the special number is the one picked (1 of 49), returns 48× → 48/49;
 * - regular: the picked number is one of the six regular ones, returns 8× → 48/49;
 * - big (25–48), small (1–24), odd, even on the special number: return 1.95×; a special 49 is a
 *   push on these four (the usual rule) → (24 × 1.95 + 1) / 49 = 239/245.
 */
import {
  isValidStake,
  settleBet,
  totalsOf,
  type BetSettlement,
  type SettlementTotals,
} from './settlement';
import { drawWithoutReplacement, outcomeStream, type OutcomeStream } from './stream';

export const LOTTERY6_NUMBERS = 49;
export const LOTTERY6_REGULAR_COUNT = 6;
/** The special number on which big/small and odd/even push. */
export const LOTTERY6_PUSH_NUMBER = 49;
/** Small is 1..24, big 25..48. */
export const LOTTERY6_SMALL_MAX = 24;

export interface Lottery6Outcome {
  /** The six regular numbers in the order drawn. */
  readonly numbers: readonly number[];
  /** The seventh number drawn. */
  readonly special: number;
}

/** The draw: seven different numbers of 1..49, the first six regular, the seventh special. */
export function drawLottery6(stream: OutcomeStream): Lottery6Outcome {
  const drawn = drawWithoutReplacement(stream, LOTTERY6_NUMBERS, LOTTERY6_REGULAR_COUNT + 1);
  return {
    numbers: drawn.slice(0, LOTTERY6_REGULAR_COUNT),
    special: drawn[LOTTERY6_REGULAR_COUNT]!,
  };
}

/** A draw recomputed from its revealed seed and its key: the server's draw and the verify page's. */
export function replayLottery6Draw(serverSeed: string, drawKey: string): Lottery6Outcome {
  return drawLottery6(outcomeStream(serverSeed, drawKey, 0));
}

export const LOTTERY6_NUMBER_BETS = ['special', 'regular'] as const;
export const LOTTERY6_SPECIAL_SIDE_BETS = ['big', 'small', 'odd', 'even'] as const;
export const LOTTERY6_BET_TYPES = [...LOTTERY6_NUMBER_BETS, ...LOTTERY6_SPECIAL_SIDE_BETS] as const;
export type Lottery6NumberBetType = (typeof LOTTERY6_NUMBER_BETS)[number];
export type Lottery6SideBetType = (typeof LOTTERY6_SPECIAL_SIDE_BETS)[number];
export type Lottery6BetType = (typeof LOTTERY6_BET_TYPES)[number];

/** What a winning bet returns per 100 staked, stake included. */
export const LOTTERY6_RETURN_PER_100: Readonly<Record<Lottery6BetType, number>> = {
  special: 4_800,
  regular: 800,
  big: 195,
  small: 195,
  odd: 195,
  even: 195,
};

/** The wire shapes of a bet; stakes in fen. */
export interface Lottery6NumberBet {
  readonly type: Lottery6NumberBetType;
  /** 1..49. */
  readonly number: number;
  readonly stake: number;
}
export interface Lottery6SideBet {
  readonly type: Lottery6SideBetType;
  readonly stake: number;
}
export type Lottery6Bet = Lottery6NumberBet | Lottery6SideBet;

/** A legal bet: a whole positive stake; a number bet names one number of 1..49. */
export function isLegalLottery6Bet(bet: Lottery6Bet): boolean {
  if (!isValidStake(bet.stake) || bet.stake === 0) return false;
  if (bet.type === 'special' || bet.type === 'regular') {
    const { number } = bet as Lottery6NumberBet;
    return Number.isInteger(number) && number >= 1 && number <= LOTTERY6_NUMBERS;
  }
  return (LOTTERY6_SPECIAL_SIDE_BETS as readonly string[]).includes(bet.type);
}

/** How a bet ends on a draw. */
export function lottery6BetResult(
  outcome: Lottery6Outcome,
  bet: Lottery6Bet,
): 'win' | 'lose' | 'push' {
  const { special } = outcome;
  switch (bet.type) {
    case 'special':
      return special === bet.number ? 'win' : 'lose';
    case 'regular':
      return outcome.numbers.includes(bet.number) ? 'win' : 'lose';
    default:
      if (special === LOTTERY6_PUSH_NUMBER) return 'push';
      switch (bet.type) {
        case 'big':
          return special > LOTTERY6_SMALL_MAX ? 'win' : 'lose';
        case 'small':
          return special <= LOTTERY6_SMALL_MAX ? 'win' : 'lose';
        case 'odd':
          return special % 2 === 1 ? 'win' : 'lose';
        case 'even':
          return special % 2 === 0 ? 'win' : 'lose';
      }
  }
}

export interface Lottery6Settlement extends SettlementTotals {
  /** One entry per bet, in the order placed. */
  readonly bets: readonly BetSettlement[];
}

/**
 * Settles a ticket's bets on a draw. A win returns floor(stake × return per 100 / 100) fen: exact
 * for whole-yuan stakes (the chips); on other stakes the fraction of a fen stays with the house.
 * A push returns the stake and counts no valid turnover. Throws RangeError on an illegal bet.
 */
export function settleLottery6(
  outcome: Lottery6Outcome,
  bets: readonly Lottery6Bet[],
): Lottery6Settlement {
  const settled = bets.map((bet) => {
    if (!isLegalLottery6Bet(bet))
      throw new RangeError(`illegal lottery bet: ${JSON.stringify(bet)}`);
    const result = lottery6BetResult(outcome, bet);
    const returned = Math.floor((bet.stake * LOTTERY6_RETURN_PER_100[bet.type]) / 100);
    return settleBet(bet.stake, result, result === 'win' ? returned - bet.stake : 0);
  });
  return { bets: settled, ...totalsOf(settled) };
}
