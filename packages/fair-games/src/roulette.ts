/**
 * European roulette (docs/product-rules.md#games): one zero, 37 pockets, a spin is
 * `stream.nextInt(37)`. Standard payouts; every stake is valid turnover (no la partage: zero
 * loses the even-money bets whole).
 *
 * The table layout: 12 rows (streets) of three, row r holding 3r+1, 3r+2, 3r+3; column 1 holds
 * 1, 4, …, 34, column 3 holds 3, 6, …, 36; zero sits above the first row, touching 1, 2 and 3.
 * Beside the usual inside bets the zero may be split with 1, 2 or 3, played as a street with
 * 0-1-2 or 0-2-3 (the "trios"), or as the corner 0-1-2-3 ("first four"), as European tables allow.
 */
import {
  isValidStake,
  settleBet,
  totalsOf,
  type BetSettlement,
  type SettlementTotals,
} from './settlement';
import type { OutcomeStream } from './stream';

export const ROULETTE_POCKETS = 37;
export type RouletteColour = 'green' | 'red' | 'black';

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
const RED = new Set(RED_NUMBERS);

export function pocketColour(pocket: number): RouletteColour {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

export interface RouletteSpin {
  readonly pocket: number;
  readonly colour: RouletteColour;
}

export function spinRoulette(stream: OutcomeStream): RouletteSpin {
  const pocket = stream.nextInt(ROULETTE_POCKETS);
  return { pocket, colour: pocketColour(pocket) };
}

export const INSIDE_BET_TYPES = ['straight', 'split', 'street', 'corner', 'sixLine'] as const;
export const DOZEN_COLUMN_BET_TYPES = ['dozen', 'column'] as const;
export const EVEN_MONEY_BET_TYPES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type InsideBetType = (typeof INSIDE_BET_TYPES)[number];
export type DozenColumnBetType = (typeof DOZEN_COLUMN_BET_TYPES)[number];
export type EvenMoneyBetType = (typeof EVEN_MONEY_BET_TYPES)[number];
export type RouletteBetType = InsideBetType | DozenColumnBetType | EvenMoneyBetType;

/** The wire shapes of a bet (the server turns them into zod schemas); stakes in fen. */
export interface InsideBet {
  readonly type: InsideBetType;
  /** The numbers the chip covers, in any order. */
  readonly numbers: readonly number[];
  readonly stake: number;
}
export interface DozenColumnBet {
  readonly type: DozenColumnBetType;
  /** Dozen 1 = 1–12, 2 = 13–24, 3 = 25–36; column 1 = 1, 4, …, 34, column 3 = 3, 6, …, 36. */
  readonly index: 1 | 2 | 3;
  readonly stake: number;
}
export interface EvenMoneyBet {
  readonly type: EvenMoneyBetType;
  readonly stake: number;
}
export type RouletteBet = InsideBet | DozenColumnBet | EvenMoneyBet;

/** Winnings per unit staked (the stake comes back on top). */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixLine: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const INSIDE_SIZE: Readonly<Record<InsideBetType, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  sixLine: 6,
};

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every legal set of numbers of an inside bet type, each sorted ascending. */
function legalInsideSets(type: InsideBetType): number[][] {
  const rows = range(0, 11);
  switch (type) {
    case 'straight':
      return range(0, 36).map((n) => [n]);
    case 'split': {
      const across = range(1, 36)
        .filter((n) => n % 3 !== 0)
        .map((n) => [n, n + 1]);
      const down = range(1, 33).map((n) => [n, n + 3]);
      return [[0, 1], [0, 2], [0, 3], ...across, ...down];
    }
    case 'street':
      return [[0, 1, 2], [0, 2, 3], ...rows.map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3])];
    case 'corner': {
      const corners = range(1, 32)
        .filter((n) => n % 3 !== 0)
        .map((n) => [n, n + 1, n + 3, n + 4]);
      return [[0, 1, 2, 3], ...corners];
    }
    case 'sixLine':
      return rows.slice(0, 11).map((r) => range(3 * r + 1, 3 * r + 6));
  }
}

const LEGAL_INSIDE: ReadonlyMap<InsideBetType, ReadonlySet<string>> = new Map(
  INSIDE_BET_TYPES.map((type) => [
    type,
    new Set(legalInsideSets(type).map((set) => set.join(','))),
  ]),
);

function isInside(bet: RouletteBet): bet is InsideBet {
  return (INSIDE_BET_TYPES as readonly string[]).includes(bet.type);
}

function isDozenColumn(bet: RouletteBet): bet is DozenColumnBet {
  return (DOZEN_COLUMN_BET_TYPES as readonly string[]).includes(bet.type);
}

/** All legal inside bets of a type (the numbers each covers), e.g. for a table's hit areas. */
export function legalInsideBets(type: InsideBetType): number[][] {
  return legalInsideSets(type);
}

/**
 * A bet can be placed on the standard layout with a whole, positive stake in fen: an inside bet's
 * numbers form a straight, an adjacent split, a street, a corner or a six line; a dozen or column
 * index is 1–3.
 */
export function isLegalBet(bet: RouletteBet): boolean {
  if (!isValidStake(bet.stake) || bet.stake === 0) return false;
  if (isInside(bet)) {
    if (!Array.isArray(bet.numbers) || bet.numbers.length !== INSIDE_SIZE[bet.type]) return false;
    const key = [...bet.numbers].sort((a, b) => a - b).join(',');
    return LEGAL_INSIDE.get(bet.type)?.has(key) ?? false;
  }
  if (isDozenColumn(bet)) return bet.index === 1 || bet.index === 2 || bet.index === 3;
  return (EVEN_MONEY_BET_TYPES as readonly string[]).includes(bet.type);
}

/** The pockets a bet wins on (zero only ever by an inside bet that names it). */
export function coveredNumbers(bet: RouletteBet): number[] {
  if (isInside(bet)) return [...bet.numbers].sort((a, b) => a - b);
  const numbers = range(1, 36);
  switch (bet.type) {
    case 'dozen':
      return range(12 * (bet.index - 1) + 1, 12 * bet.index);
    case 'column':
      return numbers.filter((n) => (n - bet.index) % 3 === 0);
    case 'red':
      return numbers.filter((n) => RED.has(n));
    case 'black':
      return numbers.filter((n) => !RED.has(n));
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

export interface RouletteSettlement extends SettlementTotals {
  /** One entry per bet, in the order placed. */
  readonly bets: readonly BetSettlement[];
}

/** Settles the bets on a pocket. Throws RangeError on an illegal bet (check with isLegalBet first). */
export function settleRoulette(pocket: number, bets: readonly RouletteBet[]): RouletteSettlement {
  const settled = bets.map((bet) => {
    if (!isLegalBet(bet)) throw new RangeError(`illegal roulette bet: ${JSON.stringify(bet)}`);
    const won = coveredNumbers(bet).includes(pocket);
    return settleBet(bet.stake, won ? 'win' : 'lose', bet.stake * ROULETTE_PAYOUTS[bet.type]);
  });
  return { bets: settled, ...totalsOf(settled) };
}
