import {
  BASE_CURRENCY,
  figureIn,
  isCurrencyCode,
  type CurrencyCode,
} from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { sysConfigValue } from './siteContent';

/** The sys_config keys of the operator's currencies: the list offered, and a new member's. */
export const OFFERED_CURRENCIES_KEY = 'currencies';
export const DEFAULT_CURRENCY_KEY = 'default_currency';

/**
 * The currencies the operator offers (sys_config `currencies`, comma-separated), in its order,
 * keeping only those the platform knows; the base currency when the setting is missing or empty.
 */
export async function offeredCurrencies(db: Queryable): Promise<CurrencyCode[]> {
  const listed = ((await sysConfigValue(db, OFFERED_CURRENCIES_KEY)) ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(isCurrencyCode);
  return listed.length > 0 ? [...new Set(listed)] : [BASE_CURRENCY];
}

/** A new member's currency: the operator's default if it is offered, else the first offered. */
export async function newMemberCurrency(db: Queryable): Promise<CurrencyCode> {
  const offered = await offeredCurrencies(db);
  const configured = await sysConfigValue(db, DEFAULT_CURRENCY_KEY);
  return offered.find((c) => c === configured) ?? offered[0]!;
}

/** A member's wallet currency and the operator's figures read in it. */
export interface MemberFigures {
  currency: CurrencyCode;
  /** An operator figure written in fen, in the member's minor units (docs/product-rules.md#currency). */
  figure(fen: number): number;
}

/**
 * The member's wallet currency (`users.currency`, fixed once money moved), with the one conversion
 * of operator figures into it; a guest (`null`) reads them in a new member's currency.
 */
export async function memberFigures(db: Queryable, userId: number | null): Promise<MemberFigures> {
  let currency: CurrencyCode;
  if (userId === null) currency = await newMemberCurrency(db);
  else {
    const { rows } = await db.query<{ currency: string }>(
      'SELECT currency FROM users WHERE id = $1',
      [userId],
    );
    const stored = rows[0]?.currency;
    currency = isCurrencyCode(stored) ? stored : BASE_CURRENCY;
  }
  return { currency, figure: (fen) => figureIn(currency, fen) };
}
