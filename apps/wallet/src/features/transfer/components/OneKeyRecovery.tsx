import { useCallback, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  useOneTouchTransferMutation,
  type PayloadOf,
  type VenueBalance,
} from '@platform/api-client';
import { MoneyFormFooter, useMoney, useMoneySubmit } from '@platform/ui';

/**
 * One-key recovery pulls every venue balance into the central wallet
 * (docs/product-rules.md#transfers). Venues under maintenance, locked or not answering keep theirs;
 * the player is told which. The call takes no key: run again after a lost answer, it can only bring
 * back what is still in the venues, so "Try again" is safe.
 */
export function OneKeyRecovery({ venues }: { venues: readonly VenueBalance[] }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [call] = useOneTouchTransferMutation();
  const send = useCallback(() => call(), [call]);
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const [data, setData] = useState<PayloadOf<'oneTouchTransfer'> | null>(null);
  const recover = async (again: boolean) => {
    setData(null);
    setData(await (again ? retry() : submit(undefined)));
  };
  const nameOf = (platCode: string) =>
    venues.find((v) => v.platCode === platCode)?.platName ?? platCode;
  return (
    <div className="wallet-recovery">
      <MoneyFormFooter
        label={t('venues.recover')}
        testId="one-key-recovery"
        fill="outline"
        sending={sending}
        outcomeUnknown={outcomeUnknown}
        onSubmit={() => void recover(false)}
        onRetry={() => void recover(true)}
        result={
          data && (
            <p className="wallet-hint" role="status" data-testid="recovery-result">
              {t('venues.recovered', { amount: money.format(data.recoveredAmount) })}
              {data.skippedPlatCodes.length > 0 && (
                <span className="wallet-error" data-testid="recovery-skipped">
                  {' '}
                  {t('venues.skipped', { venues: data.skippedPlatCodes.map(nameOf).join(', ') })}
                </span>
              )}
            </p>
          )
        }
      />
    </div>
  );
}
