import { useTranslation } from 'react-i18next';
import { formatFen, useOneTouchTransferMutation, type VenueBalance } from '@platform/api-client';
import { Button } from '@platform/ui';

/**
 * One-key recovery pulls every venue balance into the central wallet
 * (docs/product-rules.md#transfers). Venues under maintenance, locked or not answering keep theirs;
 * the player is told which.
 */
export function OneKeyRecovery({ venues }: { venues: readonly VenueBalance[] }) {
  const { t } = useTranslation('wallet');
  const [recover, { data, isLoading }] = useOneTouchTransferMutation();
  const nameOf = (platCode: string) =>
    venues.find((v) => v.platCode === platCode)?.platName ?? platCode;
  return (
    <div className="wallet-recovery">
      <Button
        block
        color="primary"
        fill="outline"
        loading={isLoading}
        data-testid="one-key-recovery"
        onClick={() => void recover()}
      >
        {t('venues.recover')}
      </Button>
      {data && (
        <p className="wallet-hint" role="status" data-testid="recovery-result">
          {t('venues.recovered', { amount: formatFen(data.recoveredAmount) })}
          {data.skippedPlatCodes.length > 0 && (
            <span className="wallet-error" data-testid="recovery-skipped">
              {' '}
              {t('venues.skipped', { venues: data.skippedPlatCodes.map(nameOf).join(', ') })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
