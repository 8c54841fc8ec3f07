import { useTranslation } from '@platform/i18n';
import type { RewardRecord } from '@platform/api-client';
import { formatDateTime, List, Money, Tag } from '@platform/ui';

const STATUS_COLOR = { pending: 'warning', paid: 'success', rejected: 'danger' } as const;

/** One record: title, where it came from, the amount (a prize is in kind), status and time. */
export function RewardRow({ record }: { record: RewardRecord }) {
  const { t, i18n } = useTranslation('promotions');
  return (
    <List.Item
      data-testid="reward-item"
      description={
        <div className="promotions-record-row-lines">
          <span data-testid="reward-item-source">{t(`rewards.source.${record.source}`)}</span>
          <span>{formatDateTime(record.settledAt ?? record.createdAt, i18n.language)}</span>
        </div>
      }
      extra={
        <div className="promotions-record-row-extra">
          <strong data-testid="reward-item-amount">
            {record.source === 'prize' ? t('rewards.inKind') : <Money fen={record.amount} />}
          </strong>
          <Tag color={STATUS_COLOR[record.status]} fill="outline" data-testid="reward-item-status">
            {t(`rewards.status.${record.status}`)}
          </Tag>
        </div>
      }
    >
      <span className="promotions-record-row-title">{record.title}</span>
    </List.Item>
  );
}
