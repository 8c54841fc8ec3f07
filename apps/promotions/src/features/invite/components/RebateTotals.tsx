import { useTranslation } from '@platform/i18n';
import { useInviterRebateRecordTotalQuery } from '@platform/api-client';
import { Money } from '@platform/ui';

/** The member's invite rebates: earned in total, in progress and expired. */
export function RebateTotals() {
  const { t } = useTranslation('promotions');
  const { data } = useInviterRebateRecordTotalQuery();
  if (!data) return null;
  const figures = [
    ['totalRebate', data.totalRebate],
    ['inProgressRebate', data.inProgressRebate],
    ['expiredRebate', data.expiredRebate],
  ] as const;
  return (
    <dl
      className="promotions-record-card promotions-record-figures"
      data-testid="invite-rebate-totals"
    >
      {figures.map(([name, fen]) => (
        <div key={name}>
          <dt>{t(`invite.rebates.totals.${name}`)}</dt>
          <dd data-testid={`invite-rebate-${name}`}>
            <Money fen={fen} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
