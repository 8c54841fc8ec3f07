import { fenAtRate, GAME_TYPES, type GameType } from '@platform/api-client/contract';
import type { RebateRates } from './rates';

/** One game category of a rebate: the valid bets it counts, the ratio and what it pays. */
export interface RebateLine {
  gameType: GameType;
  /** Fen of valid turnover. */
  validBets: number;
  rateBp: number;
  /** Fen: validBets × rateBp, rounded down to the fen. */
  amount: number;
}

/**
 * The rebate of some valid bets (docs/product-rules.md#rebates): per game category, the valid
 * turnover × the level's ratio, rounded down to the fen (fenAtRate) category by category; no cap
 * beyond the ratio. Every category is listed, in the catalogue's order, even without bets.
 */
export function rebateLines(
  validBetsByType: Partial<Record<GameType, number>>,
  rates: RebateRates,
): RebateLine[] {
  return GAME_TYPES.map((gameType) => {
    const validBets = validBetsByType[gameType] ?? 0;
    const rateBp = rates[gameType];
    return { gameType, validBets, rateBp, amount: fenAtRate(validBets, rateBp) };
  });
}

/** What the lines pay together, in fen. */
export function rebateTotal(lines: readonly RebateLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
