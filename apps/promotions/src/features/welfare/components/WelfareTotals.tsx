import { useTranslation } from '@platform/i18n';
import { useQueryWelfareCenterTotalQuery } from '@platform/api-client';
import { Money } from '@platform/ui';

/** What waits to be claimed (items and money) and what was claimed so far. */
export function WelfareTotals() {
  const { t } = useTranslation('promotions');
  const { data } = useQueryWelfareCenterTotalQuery();
  if (!data) return null;
  return (
    <dl className="promotions-record-card promotions-record-figures" data-testid="welfare-totals">
      <div>
        <dt>{t('welfare.totals.claimable', { count: data.claimableCount })}</dt>
        <dd data-testid="welfare-claimable-amount">
          <Money fen={data.claimableAmount} />
        </dd>
      </div>
      <div>
        <dt>{t('welfare.totals.claimed')}</dt>
        <dd data-testid="welfare-claimed-amount">
          <Money fen={data.claimedAmount} />
        </dd>
      </div>
    </dl>
  );
}
