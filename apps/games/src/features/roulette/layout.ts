import type { Fen } from '@platform/api-client';
import { isLegalBet } from '@platform/fair-games';
import type { RouletteWireBet } from '../table/types';

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
