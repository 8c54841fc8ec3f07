import { useMemo } from 'react';
import {
  BASE_CURRENCY,
  SITE_CURRENCY_KEYS,
  configuredCurrency,
  formatMoney,
  parseAmount,
  plainAmount,
  platformApi,
  selectUserInfo,
  typedAmount,
  useAppSelector,
  useGetSysConfigValueQuery,
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
  /** Digits in the currency's decimals, no sign or grouping ("1234.50"): what a bank app pastes. */
  plain(minor: number): string;
  /** An amount as it is typed into an amount field: "500" when whole, else "500.50". */
  typed(minor: number): string;
}

const newMemberCurrencyArgs = { key: SITE_CURRENCY_KEYS.newMember };
const selectNewMemberSetting =
  platformApi.endpoints.getSysConfigValue.select(newMemberCurrencyArgs);

type DisplayState = Parameters<typeof selectUserInfo>[0] &
  Parameters<typeof selectNewMemberSetting>[0];

/**
 * The currency amounts are shown in (docs/product-rules.md#currency): the member's wallet currency
 * once the user info is there; for a guest, the one a new member gets (sys config
 * `default_currency` when it is a known code), else the base currency.
 */
export function selectDisplayCurrency(state: DisplayState): CurrencyCode {
  const member = selectUserInfo(state)?.currency;
  if (member) return member;
  return configuredCurrency(selectNewMemberSetting(state).data?.sysConfigValue) ?? BASE_CURRENCY;
}

/**
 * The one way a page writes an amount (docs/product-rules.md#money): in the display currency
 * (selectDisplayCurrency) by the reader's language. Texts that carry an amount use
 * `{{amount, money}}` and take the minor units as they are.
 */
export function useMoney(): MoneyFormat {
  const guest = useAppSelector((state) => selectUserInfo(state) === null);
  // A guest's amounts wait for the new-member currency the site is set to.
  useGetSysConfigValueQuery(newMemberCurrencyArgs, { skip: !guest });
  const currency = useAppSelector(selectDisplayCurrency);
  const { i18n } = useTranslation();
  const locale = languageByKey(i18n.language)?.bcp47 ?? 'en';
  return useMemo(
    () => ({
      currency,
      format: (minor: number) => formatMoney(minor, currency, locale),
      parse: (text: string) => parseAmount(text, currency),
      plain: (minor: number) => plainAmount(minor, currency),
      typed: (minor: number) => typedAmount(minor, currency),
    }),
    [currency, locale],
  );
}

interface StoreWithSession {
  getState(): DisplayState;
  subscribe(listener: () => void): () => void;
  dispatch(action: ReturnType<typeof platformApi.endpoints.getSysConfigValue.initiate>): unknown;
}

/**
 * Keeps the texts' `{{amount, money}}` in the same currency as useMoney: set before React renders
 * after a change, since this listener is subscribed before the app's first render. A guest's
 * currency comes from the site's settings, asked for once while there is no member.
 */
export function followDisplayCurrency(store: StoreWithSession): () => void {
  let shown: CurrencyCode | null = null;
  let asked = false;
  const follow = () => {
    const state = store.getState();
    if (!asked && selectUserInfo(state) === null) {
      asked = true;
      store.dispatch(platformApi.endpoints.getSysConfigValue.initiate(newMemberCurrencyArgs));
    }
    const currency = selectDisplayCurrency(state);
    if (currency === shown) return;
    shown = currency;
    setDisplayCurrency(i18next, currency);
  };
  follow();
  return store.subscribe(follow);
}
