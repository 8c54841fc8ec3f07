import { hundredthsText, type GameType } from '@platform/api-client';
import { GAME_TYPES } from '@platform/api-client/tables';

/**
 * A rebate ratio in basis points as the VIP table shows it, always with two decimals so the
 * column lines up: 80 → "0.80%", 105 → "1.05%" (docs/product-rules.md#vip).
 */
export function rebatePercentText(rateBp: number): string {
  return `${hundredthsText(rateBp)}%`;
}

/** The ratios in the home page's category order, whatever order the answer gives. */
export function ratiosInCategoryOrder<T extends { gameType: GameType }>(ratios: readonly T[]): T[] {
  return [...ratios].sort(
    (a, b) => GAME_TYPES.indexOf(a.gameType) - GAME_TYPES.indexOf(b.gameType),
  );
}

/** What a claim answered: money credited now, or nothing to credit yet. */
export type ClaimOutcome = { kind: 'credited'; amount: number } | { kind: 'nothing' };

export function claimOutcome(answer: { creditedAmount: number }): ClaimOutcome {
  return answer.creditedAmount > 0
    ? { kind: 'credited', amount: answer.creditedAmount }
    : { kind: 'nothing' };
}
