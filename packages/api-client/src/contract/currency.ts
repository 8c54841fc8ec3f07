/**
 * The currencies the platform knows (docs/product-rules.md#currency). A member's money is kept in
 * one of them, in integer minor units (fen for CNY, satang for THB, whole đồng for VND: ISO 4217's
 * own exponent), and is never converted: a wallet's currency is chosen before its first money
 * arrives and fixed after.
 *
 * The operator's figures (deposit ranges, VIP quotas, offer amounts, invite rewards…) are written
 * once in fen and read in a member's currency through `figureScale`: an integer number of that
 * currency's minor units per fen, set by the operator so each market's figures are round (100 yuan
 * is 500 baht and 350,000 đồng). No floating-point rate is ever applied to money.
 */
export const CURRENCIES = {
  CNY: { exponent: 2, figureScale: 1 },
  THB: { exponent: 2, figureScale: 5 },
  VND: { exponent: 0, figureScale: 35 },
} as const satisfies Record<string, { exponent: 0 | 2; figureScale: number }>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const BASE_CURRENCY: CurrencyCode = 'CNY';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** Minor units in one major unit: 100 for CNY and THB, 1 for VND. */
export function minorPerMajor(currency: CurrencyCode): number {
  return 10 ** CURRENCIES[currency].exponent;
}

/**
 * An operator figure written in fen, in `currency`'s minor units (integer × integer). Use it for
 * every configured amount a member's money is compared with or paid from.
 */
export function figureIn(currency: CurrencyCode, fen: number): number {
  return fen * CURRENCIES[currency].figureScale;
}
