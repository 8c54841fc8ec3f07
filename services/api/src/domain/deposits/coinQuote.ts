import type { Fen } from '@platform/api-client/contract';

/**
 * The sandbox processor's USDT price in fen per coin. A real processor quotes per order; the sandbox
 * keeps one fixed rate so tests and demos read the same numbers.
 */
export const SANDBOX_USDT_RATE_FEN = 720;

/** Coin amounts have two decimals (cents of a coin), like the coin-payment apps show them. */
const COIN_CENTS = 100;

function decimal(cents: number): string {
  return `${Math.floor(cents / COIN_CENTS)}.${String(cents % COIN_CENTS).padStart(2, '0')}`;
}

/**
 * What to send in coin for `amount` fen: rounded up to the next coin cent so the payment always
 * covers the order. Integer arithmetic only (fen × 100 stays far below 2^53); decimal strings out.
 */
export function quoteCoin(
  amount: Fen,
  rateFenPerCoin: number = SANDBOX_USDT_RATE_FEN,
): { exchangeRate: string; coinAmount: string } {
  const coinCents = Math.ceil((amount * COIN_CENTS) / rateFenPerCoin);
  return { exchangeRate: decimal(rateFenPerCoin), coinAmount: decimal(coinCents) };
}
