import { useTranslation } from '@platform/i18n';
import { ratePercent } from '@platform/api-client';
import type { WithdrawalWindow } from '@platform/api-client/contract';
import { ChoiceChips } from '@platform/ui/forms';
import { scheduledExtra, type ExtraRule } from '../rules';
import { useMoney } from '@platform/ui';

/**
 * The four arrival windows of a scheduled withdrawal (hours after the request) with their extra
 * rate (docs/product-rules.md#withdrawals), and what the extra comes to for the amount typed. A
 * form control.
 */
export function WindowChoice({
  extraRules,
  amount,
  value,
  onChange,
}: {
  extraRules: readonly ExtraRule[];
  /** The amount typed, fen (0 while none). */
  amount: number;
  value?: WithdrawalWindow;
  onChange?: (window: WithdrawalWindow) => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const chosen = extraRules.find((r) => r.window === value);
  const extra = chosen ? scheduledExtra(amount, chosen.extraRateBp) : 0;
  return (
    <>
      <ChoiceChips
        label={t('withdraw.window')}
        testId="withdraw-window"
        value={value}
        onChange={onChange}
        options={extraRules.map((rule) => ({
          value: rule.window,
          label: (
            <>
              {t('withdraw.windowHours', { window: rule.window })}{' '}
              <small>+{ratePercent(rule.extraRateBp)}</small>
            </>
          ),
        }))}
      />
      {chosen && (
        <p className="wallet-hint" data-testid="withdraw-extra" data-fen={extra}>
          {t('withdraw.extra', {
            amount: money.format(extra),
            rate: ratePercent(chosen.extraRateBp),
          })}
        </p>
      )}
    </>
  );
}
