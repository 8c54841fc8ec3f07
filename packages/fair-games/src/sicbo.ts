/**
 * Sic bo (docs/product-rules.md#games): three dice, each `1 + stream.nextInt(6)`, read in order.
 *
 * The paytable is data (`SicboPaytable`): the settle function takes it, so a table may be
 * configured, and each settled bet records the odds it was settled with (the verify page and the
 * history show exactly what was paid). Odds are winnings per unit staked, whole numbers, so every
 * return is an integer number of fen.
 */
import {
  isValidStake,
  settleBet,
  totalsOf,
  type BetSettlement,
  type SettlementTotals,
} from './settlement';
import type { OutcomeStream } from './stream';

export const SICBO_FACES = [1, 2, 3, 4, 5, 6] as const;
export type SicboFace = (typeof SICBO_FACES)[number];
/** The totals that can be bet on: 3 and 18 are triples only, so they are not offered. */
export const SICBO_TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type SicboTotal = (typeof SICBO_TOTALS)[number];

export interface SicboOutcome {
  readonly dice: readonly [SicboFace, SicboFace, SicboFace];
  readonly total: number;
  readonly triple: boolean;
}

/** Three dice in the order drawn, from the round's stream. */
export function rollSicbo(stream: OutcomeStream): SicboOutcome {
  const roll = () => (1 + stream.nextInt(6)) as SicboFace;
  return sicboOutcome([roll(), roll(), roll()]);
}

export function sicboOutcome(dice: readonly [SicboFace, SicboFace, SicboFace]): SicboOutcome {
  const [a, b, c] = dice;
  return { dice: [a, b, c], total: a + b + c, triple: a === b && b === c };
}

/** Even-money bets: big 11–17, small 4–10, odd, even; all four lose on any triple. */
export const SICBO_EVEN_BET_TYPES = ['big', 'small', 'odd', 'even', 'anyTriple'] as const;
/** Bets on one face: a specific triple, a specific double (at least two dice), a single number. */
export const SICBO_FACE_BET_TYPES = ['triple', 'double', 'single'] as const;
export type SicboEvenBetType = (typeof SICBO_EVEN_BET_TYPES)[number];
export type SicboFaceBetType = (typeof SICBO_FACE_BET_TYPES)[number];
export type SicboBetType = SicboEvenBetType | SicboFaceBetType | 'total' | 'combination';
export const SICBO_BET_TYPES: readonly SicboBetType[] = [
  ...SICBO_EVEN_BET_TYPES,
  ...SICBO_FACE_BET_TYPES,
  'total',
  'combination',
];

/** The wire shapes of a bet; stakes in fen. */
export interface SicboEvenBet {
  readonly type: SicboEvenBetType;
  readonly stake: number;
}
export interface SicboFaceBet {
  readonly type: SicboFaceBetType;
  readonly face: number;
  readonly stake: number;
}
export interface SicboTotalBet {
  readonly type: 'total';
  readonly total: number;
  readonly stake: number;
}
export interface SicboCombinationBet {
  readonly type: 'combination';
  /** Two different faces, both of which must show. */
  readonly faces: readonly number[];
  readonly stake: number;
}
export type SicboBet = SicboEvenBet | SicboFaceBet | SicboTotalBet | SicboCombinationBet;

/** Winnings per unit staked. */
export interface SicboPaytable {
  readonly big: number;
  readonly small: number;
  readonly odd: number;
  readonly even: number;
  readonly anyTriple: number;
  readonly triple: number;
  readonly double: number;
  readonly combination: number;
  /** A single number pays per dice showing it: one, two, three. */
  readonly single: readonly [number, number, number];
  readonly total: Readonly<Record<SicboTotal, number>>;
}

/** The house's table (docs/product-rules.md#games): top odds 180:1 on a specific triple. */
export const SICBO_PAYTABLE: SicboPaytable = {
  big: 1,
  small: 1,
  odd: 1,
  even: 1,
  anyTriple: 30,
  triple: 180,
  double: 10,
  combination: 5,
  single: [1, 2, 3],
  total: {
    4: 60,
    5: 30,
    6: 17,
    7: 12,
    8: 8,
    9: 6,
    10: 6,
    11: 6,
    12: 6,
    13: 8,
    14: 12,
    15: 17,
    16: 30,
    17: 60,
  },
};

const isFace = (n: unknown): n is SicboFace =>
  Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 6;

/** A bet that can be placed: a whole, positive stake and faces, totals or pairs on the board. */
export function isLegalSicboBet(bet: SicboBet): boolean {
  if (!isValidStake(bet.stake) || bet.stake === 0) return false;
  switch (bet.type) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
    case 'anyTriple':
      return true;
    case 'triple':
    case 'double':
    case 'single':
      return isFace(bet.face);
    case 'total':
      return (SICBO_TOTALS as readonly number[]).includes(bet.total);
    case 'combination':
      return (
        Array.isArray(bet.faces) &&
        bet.faces.length === 2 &&
        bet.faces.every(isFace) &&
        bet.faces[0] !== bet.faces[1]
      );
    default:
      return false;
  }
}

/**
 * The odds a bet is settled with, from the paytable: one entry, or for a single number three
 * (one, two, three dice showing it).
 */
export function sicboOdds(bet: SicboBet, paytable: SicboPaytable): number[] {
  switch (bet.type) {
    case 'single':
      return [...paytable.single];
    case 'total':
      return [paytable.total[bet.total as SicboTotal]];
    default:
      return [paytable[bet.type]];
  }
}

/** How many of the dice show `face`. */
const count = (outcome: SicboOutcome, face: number) =>
  outcome.dice.filter((d) => d === face).length;

/** The winnings multiplier a bet earns on an outcome (0: the bet loses). */
function multiplier(bet: SicboBet, outcome: SicboOutcome, odds: readonly number[]): number | null {
  const { total, triple } = outcome;
  const [first] = odds as [number];
  switch (bet.type) {
    case 'big':
      return !triple && total >= 11 && total <= 17 ? first : null;
    case 'small':
      return !triple && total >= 4 && total <= 10 ? first : null;
    case 'odd':
      return !triple && total % 2 === 1 ? first : null;
    case 'even':
      return !triple && total % 2 === 0 ? first : null;
    case 'anyTriple':
      return triple ? first : null;
    case 'triple':
      return count(outcome, bet.face) === 3 ? first : null;
    case 'double':
      return count(outcome, bet.face) >= 2 ? first : null;
    case 'single': {
      const n = count(outcome, bet.face);
      return n > 0 ? odds[n - 1]! : null;
    }
    case 'total':
      return total === bet.total ? first : null;
    case 'combination':
      return bet.faces.every((face) => count(outcome, face) > 0) ? first : null;
  }
}

export interface SicboBetSettlement extends BetSettlement {
  /** The paytable odds used for this bet (a single number: for one, two and three dice). */
  readonly odds: readonly number[];
}

export interface SicboSettlement extends SettlementTotals {
  /** One entry per bet, in the order placed. */
  readonly bets: readonly SicboBetSettlement[];
}

/** Settles the bets on a roll. Throws RangeError on an illegal bet (check with isLegalSicboBet). */
export function settleSicbo(
  outcome: SicboOutcome,
  bets: readonly SicboBet[],
  paytable: SicboPaytable = SICBO_PAYTABLE,
): SicboSettlement {
  const settled = bets.map((bet) => {
    if (!isLegalSicboBet(bet)) throw new RangeError(`illegal sic bo bet: ${JSON.stringify(bet)}`);
    const odds = sicboOdds(bet, paytable);
    const paid = multiplier(bet, outcome, odds);
    const result = paid === null ? 'lose' : 'win';
    return { ...settleBet(bet.stake, result, bet.stake * (paid ?? 0)), odds };
  });
  return { bets: settled, ...totalsOf(settled) };
}
