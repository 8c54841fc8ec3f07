import { useTranslation } from '@platform/i18n';
import type { ActivityApplication } from '@platform/api-client';
import { List, Money, Tag, formatDateTime } from '@platform/ui';

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** One application: the offer, venue, transfer and bonus, status, applied and reviewed times. */
export function ApplicationItem({ application }: { application: ActivityApplication }) {
  const { t, i18n } = useTranslation('promotions');
  const a = application;
  return (
    <List.Item
      data-testid="application-item"
      data-status={a.status}
      description={
        <>
          {a.platName && (
            <div>
              {t('applications.venue')} {a.platName}
            </div>
          )}
          <div>
            {t('applications.transfer')} <Money fen={a.transferAmount} /> ·{' '}
            {t('applications.bonus')} <Money fen={a.amount} />
          </div>
          <div>
            {t('applications.appliedAt', { time: formatDateTime(a.appliedAt, i18n.language) })}
          </div>
          {a.reviewedAt && (
            <div>
              {t('applications.reviewedAt', { time: formatDateTime(a.reviewedAt, i18n.language) })}
            </div>
          )}
        </>
      }
      extra={
        <Tag color={STATUS_COLOR[a.status]} fill="outline">
          {t(`applications.status.${a.status}`)}
        </Tag>
      }
    >
      <span className="promotions-application-title">{a.activityTitle}</span>
    </List.Item>
  );
}
