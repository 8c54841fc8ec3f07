import { coinAmountText, plainYuan, type Fen } from '@platform/api-client/contract';

/**
 * The sandbox processor's USDT price in fen per coin. A real processor quotes per order; the sandbox
 * keeps one fixed rate so tests and demos read the same numbers.
 */
export const SANDBOX_USDT_RATE_FEN = 720;

/** What to send in coin for `amount` fen, and the price it was quoted at (yuan per coin). */
export function quoteCoin(
  amount: Fen,
  rateFenPerCoin: number = SANDBOX_USDT_RATE_FEN,
): { exchangeRate: string; coinAmount: string } {
  return {
    exchangeRate: plainYuan(rateFenPerCoin),
    coinAmount: coinAmountText(amount, rateFenPerCoin),
  };
}
