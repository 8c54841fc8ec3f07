/**
 * Lucky numbers, an instant keno draw (docs/product-rules.md#games): 20 of the numbers 1–80 drawn
 * by a partial Fisher–Yates from the round's stream.
 *
 * Two kinds of bet. A pick bet names 1–10 numbers and is paid by the paytable of its pick count on
 * how many of them were drawn (its hits). A total bet is on the sum of the 20 drawn numbers, whose
 * midpoint is 810: big (over 810) and small (under 810) pay 1:1, and a sum of exactly 810 loses
 * both (the usual operator rule; there is no bet on 810 itself).
 */
import {
  isValidStake,
  settleBet,
  totalsOf,
  type BetSettlement,
  type SettlementTotals,
} from './settlement';
import { drawWithoutReplacement, type OutcomeStream } from './stream';

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;
/** The midpoint of the possible sums (210 to 1410): big is over it, small under it. */
export const KENO_TOTAL_MIDPOINT = 810;

export type KenoTotalResult = 'big' | 'small' | 'midpoint';

export interface KenoOutcome {
  /** The 20 numbers in the order drawn. */
  readonly drawn: readonly number[];
  /** Their sum, 210–1410. */
  readonly total: number;
  readonly totalResult: KenoTotalResult;
}

export function kenoTotalResult(total: number): KenoTotalResult {
  if (total > KENO_TOTAL_MIDPOINT) return 'big';
  return total < KENO_TOTAL_MIDPOINT ? 'small' : 'midpoint';
}

/** The draw: 20 of 1..80 by a partial Fisher–Yates (`drawWithoutReplacement`), in draw order. */
export function drawKeno(stream: OutcomeStream): KenoOutcome {
  const drawn = drawWithoutReplacement(stream, KENO_NUMBERS, KENO_DRAWN);
  const total = drawn.reduce((sum, n) => sum + n, 0);
  return { drawn, total, totalResult: kenoTotalResult(total) };
}

/**
 * What a pick bet returns per 10 units staked (stake included), by pick count and then by hits:
 * `KENO_PAYTABLES[3][2]` is what 3 picks with 2 hits return. 0 loses the stake. Each table's exact
 * return to player is published in docs/product-rules.md#games and asserted in keno.test.ts.
 */
export type KenoPaytables = Readonly<Record<number, readonly number[]>>;

export const KENO_PAYTABLES: KenoPaytables = {
  1: [0, 38],
  2: [0, 0, 155],
  3: [0, 0, 20, 480],
  4: [0, 0, 10, 60, 1_550],
  5: [0, 0, 0, 40, 200, 5_800],
  6: [0, 0, 0, 20, 80, 800, 16_000],
  7: [0, 0, 0, 10, 50, 250, 2_000, 60_000],
  8: [0, 0, 0, 0, 25, 150, 900, 10_000, 200_000],
  9: [0, 0, 0, 0, 10, 70, 450, 3_000, 40_000, 400_000],
  10: [0, 0, 0, 0, 0, 40, 270, 1_500, 10_000, 80_000, 1_000_000],
};

export const KENO_TOTAL_BETS = ['big', 'small'] as const;
export type KenoTotalBet = (typeof KENO_TOTAL_BETS)[number];

/** The wire shapes of a bet; stakes in fen. */
export interface KenoPickBet {
  readonly type: 'pick';
  /** 1–10 different numbers of 1–80. */
  readonly numbers: readonly number[];
  readonly stake: number;
}
export interface KenoTotalBetPlaced {
  readonly type: KenoTotalBet;
  readonly stake: number;
}
export type KenoBet = KenoPickBet | KenoTotalBetPlaced;

/** Big and small pay 1:1 (winnings per unit staked). */
export const KENO_TOTAL_PAYOUT = 1;

/** A legal bet: a whole positive stake; a pick of 1–10 different numbers of 1–80. */
export function isLegalKenoBet(bet: KenoBet): boolean {
  if (!isValidStake(bet.stake) || bet.stake === 0) return false;
  if (bet.type !== 'pick') return (KENO_TOTAL_BETS as readonly string[]).includes(bet.type);
  const { numbers } = bet;
  return (
    Array.isArray(numbers) &&
    numbers.length >= 1 &&
    numbers.length <= KENO_MAX_PICKS &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) &&
    new Set(numbers).size === numbers.length
  );
}

export interface KenoBetSettlement extends BetSettlement {
  /** A pick bet's hits; absent on a total bet. */
  readonly hits?: number;
  /** What the bet's result returns per 10 staked (the paytable entry; 20 for a won total bet). */
  readonly paysPerTen: number;
}

export interface KenoSettlement extends SettlementTotals {
  /** One entry per bet, in the order placed. */
  readonly bets: readonly KenoBetSettlement[];
}

/**
 * Settles the bets on a draw with the given paytables (the default is KENO_PAYTABLES). A pick bet
 * returns floor(stake × entry / 10) fen: exact for stakes in whole 10 fen, the only stakes the
 * chips make. Every bet is settled win or lose, so all of it is valid turnover. Throws RangeError
 * on an illegal bet or a paytable without the bet's pick count.
 */
export function settleKeno(
  outcome: KenoOutcome,
  bets: readonly KenoBet[],
  paytables: KenoPaytables = KENO_PAYTABLES,
): KenoSettlement {
  const drawn = new Set(outcome.drawn);
  const settled = bets.map((bet): KenoBetSettlement => {
    if (!isLegalKenoBet(bet)) throw new RangeError(`illegal keno bet: ${JSON.stringify(bet)}`);
    if (bet.type !== 'pick') {
      const won = outcome.totalResult === bet.type;
      const paysPerTen = won ? 10 * (1 + KENO_TOTAL_PAYOUT) : 0;
      return {
        ...settleBet(bet.stake, won ? 'win' : 'lose', bet.stake * KENO_TOTAL_PAYOUT),
        paysPerTen,
      };
    }
    const table = paytables[bet.numbers.length];
    if (!table || table.length !== bet.numbers.length + 1) {
      throw new RangeError(`no keno paytable for ${bet.numbers.length} picks`);
    }
    const hits = bet.numbers.filter((n) => drawn.has(n)).length;
    const paysPerTen = table[hits]!;
    const returned = Math.floor((bet.stake * paysPerTen) / 10);
    const settlement =
      paysPerTen > 0
        ? settleBet(bet.stake, 'win', returned - bet.stake)
        : settleBet(bet.stake, 'lose', 0);
    return { ...settlement, hits, paysPerTen };
  });
  return { bets: settled, ...totalsOf(settled) };
}
