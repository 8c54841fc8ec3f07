import {
  LOTTERY6_MAX_BETS_PER_TICKET,
  LOTTERY6_TABLE_MAX_FEN,
  type Lottery6BetInput,
  type Lottery6Result,
} from '@platform/api-client';
import {
  LOTTERY6_RETURN_PER_100,
  hashServerSeed,
  replayLottery6Draw,
  type Lottery6BetType,
} from '@platform/fair-games';

/**
 * The six-number lottery's slip and the rules the screen shows (docs/product-rules.md#games): bets
 * in fair-games' shape, the odds each kind pays, the countdown to the draw and the verify of a draw.
 */

/** The screen's tabs: a number on the board (special or regular), or a side of the special. */
export const LOTTERY6_TABS = ['special', 'regular', 'sides'] as const;
export type Lottery6Tab = (typeof LOTTERY6_TABS)[number];
export const LOTTERY6_SIDES = ['big', 'small', 'odd', 'even'] as const;

export type Slip = readonly Lottery6BetInput[];
/** What a tap bets on: a kind, and a number for the number bets. */
export type BetSpot =
  { type: 'special' | 'regular'; number: number } | { type: (typeof LOTTERY6_SIDES)[number] };

const sameSpot = (bet: Lottery6BetInput, spot: BetSpot) =>
  bet.type === spot.type &&
  (!('number' in spot) || ('number' in bet && bet.number === spot.number));

/**
 * Places a chip on a spot: added to the bet already there, capped at the kind's table maximum; a
 * new spot is refused once the ticket holds its most bets.
 */
export function placeChip(slip: Slip, spot: BetSpot, chip: number): Slip {
  const max = LOTTERY6_TABLE_MAX_FEN[spot.type];
  const at = slip.findIndex((bet) => sameSpot(bet, spot));
  if (at >= 0)
    return slip.map((bet, i) =>
      i === at ? { ...bet, stake: Math.min(max, bet.stake + chip) } : bet,
    );
  if (slip.length >= LOTTERY6_MAX_BETS_PER_TICKET) return slip;
  return [...slip, { ...spot, stake: Math.min(max, chip) } as Lottery6BetInput];
}

/** The stake on a spot, 0 when none. */
export function stakeOn(slip: Slip, spot: BetSpot): number {
  return slip.find((bet) => sameSpot(bet, spot))?.stake ?? 0;
}

export function slipTotal(slip: Slip): number {
  return slip.reduce((sum, bet) => sum + bet.stake, 0);
}

/** What a win pays besides the stake, per unit staked: "47:1", "7:1", "0.95:1". */
export function oddsLabel(type: Lottery6BetType): string {
  const winnings = LOTTERY6_RETURN_PER_100[type] - 100;
  return `${winnings % 100 === 0 ? winnings / 100 : (winnings / 100).toFixed(2)}:1`;
}

/** Time left until the draw, never negative: whole days and the rest as hh:mm:ss. */
export function countdown(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}

export interface DrawCheck {
  /** SHA-256 of the revealed seed, recomputed here. */
  hash: string;
  hashMatches: boolean;
  numbers: readonly number[];
  special: number;
  numbersMatch: boolean;
}

/**
 * A drawn result checked in the browser with fair-games (the server's own function): the revealed
 * seed hashes to the hash shown before the draw, and seed + key give the numbers announced.
 */
export function checkDraw(result: Lottery6Result): DrawCheck {
  const hash = hashServerSeed(result.serverSeed);
  const replayed = replayLottery6Draw(result.serverSeed, result.drawKey);
  return {
    hash,
    hashMatches: hash === result.serverSeedHash,
    numbers: replayed.numbers,
    special: replayed.special,
    numbersMatch:
      replayed.special === result.special &&
      replayed.numbers.length === result.numbers.length &&
      replayed.numbers.every((n, i) => n === result.numbers[i]),
  };
}
