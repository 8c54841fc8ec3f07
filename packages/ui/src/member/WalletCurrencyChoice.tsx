import { useState } from 'react';
import {
  SITE_CURRENCY_KEYS,
  offeredCurrencies,
  platformApi,
  selectLangTypVal,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  useGetSysConfigValueQuery,
  type CurrencyCode,
} from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { ChoiceChips } from '../components/ChoiceChips';

/**
 * The member's wallet currency and the choice of it (docs/product-rules.md#currency): one of the
 * currencies the operator offers (sys config `currencies`), open until money has moved
 * (`currencyFixed`), then shown read-only with why. A change keeps the language the member reads
 * and fetches the user info again, so every amount on the page follows the new currency.
 * `compact`: the deposit page's row above its form, shown only while the choice is open.
 */
export function WalletCurrencyChoice({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectUserInfo);
  const langType = useAppSelector(selectLangTypVal);
  const offered = useGetSysConfigValueQuery({ key: SITE_CURRENCY_KEYS.offered });
  const [sending, setSending] = useState(false);
  if (!member) return null;
  if (member.currencyFixed && compact) return null;

  const choose = async (currency: CurrencyCode) => {
    if (currency === member.currency || sending) return;
    setSending(true);
    try {
      const changed = await dispatch(
        platformApi.endpoints.changeLanguageAndCurrency.initiate({ langType, currency }),
      );
      if (!('error' in changed)) {
        // Every cached answer (channel limits, quotas, offers) is in the old currency: drop them,
        // as the language switch does, and reload the session's copy every amount reads.
        dispatch(platformApi.util.resetApiState());
        await dispatch(
          platformApi.endpoints.getUserInfo.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
      }
    } finally {
      setSending(false);
    }
  };

  const label = t('walletCurrency.label');
  return (
    <div
      className={
        compact ? 'kit-currency-choice kit-currency-choice-compact' : 'kit-currency-choice'
      }
      data-testid="wallet-currency"
    >
      <span className="kit-currency-label">{label}</span>
      {member.currencyFixed ? (
        <>
          <strong data-testid="wallet-currency-fixed">{member.currency}</strong>
          <p className="kit-currency-note">{t('walletCurrency.fixed')}</p>
        </>
      ) : (
        <>
          <ChoiceChips
            label={label}
            testId="wallet-currency-choice"
            value={member.currency}
            disabled={sending}
            onChange={(currency) => void choose(currency)}
            options={offeredCurrencies(offered.data?.sysConfigValue).map((currency) => ({
              value: currency,
              label: currency,
            }))}
          />
          <p className="kit-currency-note">{t('walletCurrency.open')}</p>
        </>
      )}
    </div>
  );
}
