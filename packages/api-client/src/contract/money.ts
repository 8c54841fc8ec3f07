import { BASE_CURRENCY, CURRENCIES, isCurrencyCode, type CurrencyCode } from './currency';

/**
 * Money is integer fen (1 yuan = 100 fen) everywhere: wire, code and database. These helpers are the
 * only place yuan strings typed by people become fen, without ever passing through a float.
 */
export type Fen = number;

export const FEN_PER_YUAN = 100;

/** Parses "12", "12.3" or "12.34" yuan into fen; null for anything else (negative, 3 decimals, junk). */
export function parseYuanToFen(input: string): Fen | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * FEN_PER_YUAN + cents;
}

export function yuanToFen(yuan: number): Fen {
  if (!Number.isInteger(yuan))
    throw new Error('yuanToFen takes whole yuan; parse decimals with parseYuanToFen');
  return yuan * FEN_PER_YUAN;
}

const HUNDRED = 100;

/**
 * An integer count of hundredths (fen of a yuan, cents of a coin, basis points of a percent) as
 * decimal text with two places, no grouping: 123456 → "1234.56". Integer arithmetic only.
 */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / HUNDRED);
  const cents = (abs % HUNDRED).toString().padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** 123456 → "1,234.56" (grouping is locale-neutral on purpose: amounts read the same in every language). */
export function formatFen(fen: Fen): string {
  return hundredthsText(fen).replace(/\B(?=(\d{3})+\.)/g, ',');
}

/** An amount as a bank app wants it pasted: "1234.50", no grouping. */
export function plainYuan(fen: Fen): string {
  return hundredthsText(fen);
}

/** An amount as typed yuan ("all", quick amounts): whole yuan without decimals ("500"), else "500.50". */
export function typedYuan(fen: Fen): string {
  return fen % FEN_PER_YUAN === 0 ? String(fen / FEN_PER_YUAN) : plainYuan(fen);
}

/** Coin amounts have two decimals (cents of a coin), like the coin-payment apps show them. */
const CENTS_PER_COIN = 100;

/**
 * What to send in coin for `amount` fen at a price in fen per coin, as "13.89": rounded up to the
 * next coin cent so the payment always covers the order (fen × 100 stays far below 2^53).
 */
export function coinAmountText(amount: Fen, fenPerCoin: number): string {
  return hundredthsText(Math.ceil((amount * CENTS_PER_COIN) / fenPerCoin));
}

/**
 * A rate in basis points of an amount, rounded down to the fen (docs/product-rules.md#money): what
 * a scheduled withdrawal's extra pays (0.1 %-0.6 %, docs/product-rules.md#withdrawals); the server
 * pays it and the app shows it with this one rule.
 */
export function fenAtRate(amount: Fen, rateBp: number): Fen {
  return Math.floor((amount * rateBp) / 10_000);
}

/** A rate in basis points as a percentage to read, never to compute with: 10 → "0.1%", 150 → "1.5%". */
export function ratePercent(rateBp: number): string {
  return `${hundredthsText(rateBp).replace(/\.?0+$/, '')}%`;
}

/**
 * An integer count of minor units as an exact decimal string ("123456", 2 → "1234.56"; 0 → as is):
 * what Intl formats without ever passing through a float.
 */
function minorDecimal(minor: number, exponent: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not an integer amount: ${minor}`);
  if (exponent === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one rule for money a person reads (docs/product-rules.md#money): the amount in the reader's
 * language's own grouping and decimal marks (Intl, Latin digits), always with its currency's sign
 * and always with the currency's full decimals (two for CNY and THB, none for VND), so a group
 * mark can never be read as a decimal one: `¥1,234.50`, `1.234,50 CN¥`, `฿1,234.50`, `1.234.567 ₫`.
 */
export function formatMoney(minor: number, currency: CurrencyCode, locale: string): string {
  const { exponent } = CURRENCIES[currency];
  const id = `${currency}|${locale}`;
  let format = moneyFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(`${locale.split('-u-')[0]}-u-nu-latn`, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    moneyFormats.set(id, format);
  }
  // Intl formats a decimal string exactly (no float); the lib's types predate it.
  return format.format(minorDecimal(minor, exponent) as unknown as number);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rate in basis points as a percentage in the reader's language (Intl, Latin digits, up to two
 * decimals): 1560 → `15.6%` in English, `15,6%` in Vietnamese and Portuguese.
 */
export function formatPercent(rateBp: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(`${locale.split('-u-')[0]}-u-nu-latn`, {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    percentFormats.set(locale, format);
  }
  return format.format(minorDecimal(rateBp, 4) as unknown as number);
}

/**
 * An amount a person typed, in `currency`'s minor units: digits with at most the currency's
 * decimals after one `.` or `,` (a phone's decimal key types either), no grouping marks, so
 * "1,000" is refused rather than guessed. Null for anything else.
 */
export function parseAmount(input: string, currency: CurrencyCode): number | null {
  const { exponent } = CURRENCIES[currency];
  const pattern =
    exponent === 0 ? /^(\d{1,15})$/ : new RegExp(`^(\\d{1,12})(?:[.,](\\d{1,${exponent}}))?$`);
  const match = pattern.exec(input.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(exponent, '0') || '0');
  const minor = whole * 10 ** exponent + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An amount as digits in `currency`'s decimals, no sign or grouping: what a bank app wants pasted. */
export function plainAmount(minor: number, currency: CurrencyCode): string {
  return minorDecimal(minor, CURRENCIES[currency].exponent);
}

/**
 * An amount as a person would type it into an amount field ("all", quick amounts): whole amounts
 * without decimals ("500"), else with the currency's decimals ("500.50").
 */
export function typedAmount(minor: number, currency: CurrencyCode): string {
  const perMajor = 10 ** CURRENCIES[currency].exponent;
  return minor % perMajor === 0 ? String(minor / perMajor) : plainAmount(minor, currency);
}

/**
 * The currencies the operator offers members (sys config `currencies`, comma-separated), known
 * ones only, in its order; the base currency alone when none is set (docs/product-rules.md#currency).
 */
export function offeredCurrencies(setting: string | null | undefined): CurrencyCode[] {
  const listed = (setting ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(isCurrencyCode);
  return listed.length > 0 ? [...new Set(listed)] : [BASE_CURRENCY];
}

/** A new member's currency as the operator set it (sys config `default_currency`), if valid. */
export function configuredCurrency(setting: string | null | undefined): CurrencyCode | null {
  return isCurrencyCode(setting) ? setting : null;
}
