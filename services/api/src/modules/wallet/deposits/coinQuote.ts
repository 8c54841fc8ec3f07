import {
  BASE_CURRENCY,
  coinAmountText,
  figureIn,
  hundredthsText,
  minorPerMajor,
  type CurrencyCode,
  type Fen,
} from '@platform/api-client/contract';

/**
 * The sandbox processor's USDT price in fen per coin. A real processor quotes per order; the sandbox
 * keeps one fixed rate so tests and demos read the same numbers.
 */
export const SANDBOX_USDT_RATE_FEN = 720;

/** Minor units as plain major-unit text, no grouping: "36.00" baht, "25200" đồng. */
function plainMajor(minor: number, currency: CurrencyCode): string {
  return minorPerMajor(currency) === 1 ? String(minor) : hundredthsText(minor);
}

/**
 * What to send in coin for `amount` (the order's minor units), and the price it was quoted at (major
 * units per coin). The price is an operator figure written in fen per coin, read in the order's
 * currency through figureIn like every other figure (docs/product-rules.md#currency): 7.20 yuan,
 * 36.00 baht, 25,200 đồng per USDT.
 */
export function quoteCoin(
  amount: Fen,
  rateFenPerCoin: number = SANDBOX_USDT_RATE_FEN,
  currency: CurrencyCode = BASE_CURRENCY,
): { exchangeRate: string; coinAmount: string } {
  const price = figureIn(currency, rateFenPerCoin);
  return {
    exchangeRate: plainMajor(price, currency),
    coinAmount: coinAmountText(amount, price),
  };
}
