import { useMemo } from 'react';
import {
  formatMoney,
  parseAmount,
  selectCurrency,
  useAppSelector,
  type CurrencyCode,
} from '@platform/api-client';
import { i18next, languageByKey, setDisplayCurrency, useTranslation } from '@platform/i18n';

/** How the page shows and reads amounts: in the member's currency, by the language's own rules. */
export interface MoneyFormat {
  currency: CurrencyCode;
  /** An amount in minor units as a person reads it: `¥1,234.50`, `1.234.567 ₫`. */
  format(minor: number): string;
  /** What a person typed, in minor units; null when it is not an amount in this currency. */
  parse(text: string): number | null;
}

/**
 * The one way a page writes an amount (docs/product-rules.md#money): the member's wallet currency
 * (the base currency for a guest) in the reader's language. Texts that carry an amount use
 * `{{amount, money}}` and take the minor units as they are.
 */
export function useMoney(): MoneyFormat {
  const currency = useAppSelector(selectCurrency);
  const { i18n } = useTranslation();
  const locale = languageByKey(i18n.language)?.bcp47 ?? 'en';
  return useMemo(
    () => ({
      currency,
      format: (minor: number) => formatMoney(minor, currency, locale),
      parse: (text: string) => parseAmount(text, currency),
    }),
    [currency, locale],
  );
}

interface StoreWithSession {
  getState(): Parameters<typeof selectCurrency>[0];
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps the texts' `{{amount, money}}` in the member's currency: set before React renders after a
 * change, since this listener is subscribed before the app's first render.
 */
export function followDisplayCurrency(store: StoreWithSession): () => void {
  let shown: CurrencyCode | null = null;
  const follow = () => {
    const currency = selectCurrency(store.getState());
    if (currency === shown) return;
    shown = currency;
    setDisplayCurrency(i18next, currency);
  };
  follow();
  return store.subscribe(follow);
}
