import type { i18n as I18n } from 'i18next';
import {
  BASE_CURRENCY,
  formatMoney,
  formatPercent,
  isCurrencyCode,
} from '@platform/api-client/tables';
import { DEFAULT_LANGUAGE, languageByKey } from './languages';

function bcp47(lng: string | undefined): string {
  return (languageByKey(lng ?? DEFAULT_LANGUAGE) ?? languageByKey(DEFAULT_LANGUAGE)!).bcp47;
}

/**
 * The two number formats a text may ask for (docs/product-rules.md#money), so an amount or a rate
 * is written by the reader's language's rules wherever it appears, the server's messages included:
 *
 * - `{{amount, money}}`: an integer amount in minor units, with its currency's sign and decimals,
 *   in the `currency` passed with the text's values (the app's default is the member's currency,
 *   set by `setDisplayCurrency`; the server always passes the member's).
 * - `{{rate, rate}}`: a rate in basis points as a percentage (150 → "1.5%", "1,5%" in pg and vn).
 */
export function addNumberFormats(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add(
    'money',
    (value: unknown, lng: string | undefined, options: { currency?: unknown }) =>
      formatMoney(
        Number(value),
        isCurrencyCode(options.currency) ? options.currency : BASE_CURRENCY,
        bcp47(lng),
      ),
  );
  formatter.add('rate', (value: unknown, lng: string | undefined) =>
    formatPercent(Number(value), bcp47(lng)),
  );
}

/**
 * The currency `{{amount, money}}` uses when a text is given none: the member's wallet currency
 * (the shell sets it from the session), or the base currency for a guest.
 */
export function setDisplayCurrency(instance: I18n, currency: string): void {
  // The translator and the interpolator read this same options object on every call.
  const interpolation = (instance.options.interpolation ??= {});
  interpolation.defaultVariables = { ...interpolation.defaultVariables, currency };
}
