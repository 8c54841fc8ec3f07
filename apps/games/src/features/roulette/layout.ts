import type { Fen } from '@platform/api-client';
import { isLegalBet } from '@platform/fair-games';
import type { RouletteWireBet } from '../table';

type WithoutStake<T> = T extends unknown ? Omit<T, 'stake'> : never;

/** One bet on the layout, in the engine's wire shape (docs/product-rules.md#games). */
export type LayoutBet = WithoutStake<RouletteWireBet>;

/** A placed bet with its stake. */
export type PlacedBet = LayoutBet & { stake: Fen };

/** The outside bets. */
export const OUTSIDE_BETS = {
  dozen1: { type: 'dozen', index: 1 },
  dozen2: { type: 'dozen', index: 2 },
  dozen3: { type: 'dozen', index: 3 },
  column1: { type: 'column', index: 1 },
  column2: { type: 'column', index: 2 },
  column3: { type: 'column', index: 3 },
  low: { type: 'low' },
  even: { type: 'even' },
  red: { type: 'red' },
  black: { type: 'black' },
  odd: { type: 'odd' },
  high: { type: 'high' },
} as const satisfies Record<string, LayoutBet>;
export type OutsideBet = keyof typeof OUTSIDE_BETS;

export function straight(n: number): LayoutBet {
  return { type: 'straight', numbers: [n] };
}

/**
 * A split of two numbers that touch on the layout (the engine's legality rule: side by side,
 * one above the other, or zero with 1, 2 or 3); null when they do not.
 */
export function split(a: number, b: number): LayoutBet | null {
  const numbers = [a, b].sort((x, y) => x - y);
  return isLegalBet({ type: 'split', numbers, stake: 1 }) ? { type: 'split', numbers } : null;
}

/** How a tap on a number places a bet. */
export const TAP_MODES = ['straight', 'split', 'street', 'corner', 'sixLine'] as const;
export type TapMode = (typeof TAP_MODES)[number];

/** The first number of the street (a column of three on the layout) holding `n`. */
const streetStart = (n: number) => 3 * Math.floor((n - 1) / 3) + 1;

/**
 * The bet one tap on `n` places in a one-tap mode: its street (n's three numbers), the corner
 * whose lowest number is n (n, n+1, n+3, n+4), or the six line of n's street and the next; null
 * when that bet does not exist on the layout (zero, the top row for a corner, the last street for
 * a six line). Legality is the engine's `isLegalBet`.
 */
export function tapBet(mode: Exclude<TapMode, 'straight' | 'split'>, n: number): LayoutBet | null {
  if (n < 1) return null;
  const s = streetStart(n);
  const numbers =
    mode === 'street'
      ? [s, s + 1, s + 2]
      : mode === 'corner'
        ? [n, n + 1, n + 3, n + 4]
        : [s, s + 1, s + 2, s + 3, s + 4, s + 5];
  return isLegalBet({ type: mode, numbers, stake: 1 }) ? { type: mode, numbers } : null;
}

export function betKey(bet: LayoutBet): string {
  if ('numbers' in bet) return `${bet.type}:${bet.numbers.join(',')}`;
  if ('index' in bet) return `${bet.type}:${bet.index}`;
  return bet.type;
}

/** One more chip on a bet; the same bet placed again grows its stake. */
export function placeBet(bets: readonly PlacedBet[], bet: LayoutBet, chip: Fen): PlacedBet[] {
  const key = betKey(bet);
  const found = bets.find((b) => betKey(b) === key);
  if (!found) return [...bets, { ...bet, stake: chip }];
  return bets.map((b) => (b === found ? { ...b, stake: (b.stake + chip) as Fen } : b));
}

/** The stake on exactly this bet (a number's straight, an outside bet). */
export function stakeOn(bets: readonly PlacedBet[], bet: LayoutBet): Fen | undefined {
  return bets.find((b) => betKey(b) === betKey(bet))?.stake;
}

export function betsTotal(bets: readonly PlacedBet[]): Fen {
  return bets.reduce((sum, b) => sum + b.stake, 0) as Fen;
}
