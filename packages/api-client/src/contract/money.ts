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

/** 123456 → "1,234.56" (grouping is locale-neutral on purpose: amounts read the same in every language). */
export function formatFen(fen: Fen): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / FEN_PER_YUAN)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % FEN_PER_YUAN).toString().padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/**
 * A rate in basis points of an amount, rounded down to the fen: what a scheduled withdrawal's
 * extra pays (spec 4, 0.1 %-0.6 %); the server pays it and the app shows it with this one rule.
 */
export function fenAtRate(amount: Fen, rateBp: number): Fen {
  return Math.floor((amount * rateBp) / 10_000);
}
