import { useTranslation } from '@platform/i18n';
import type { WelfareItem } from '@platform/api-client';
import { Button, formatDateTime, List, Money, Tag } from '@platform/ui';
import { timeLeft } from '../welfareRules';

const STATUS_COLOR = { claimable: 'primary', claimed: 'success', expired: 'default' } as const;

/**
 * One welfare item: title, type, count and amount (an in-kind item shows its count, no money), when
 * it was granted and when it expires, its status, and "Receive" while it is claimable.
 */
export function WelfareItemRow({
  item,
  receiving,
  onReceive,
}: {
  item: WelfareItem;
  /** Whether a claim (this item's or another's) is on its way: one at a time. */
  receiving: 'this' | 'other' | null;
  onReceive: () => void;
}) {
  const { t, i18n } = useTranslation('promotions');
  return (
    <List.Item
      data-testid="welfare-item"
      data-status={item.status}
      description={
        <div className="promotions-record-row-lines">
          <span>
            {t('welfare.item.granted', { time: formatDateTime(item.createdAt, i18n.language) })}
          </span>
          <span data-testid="welfare-item-expiry">
            <ExpiryText item={item} />
          </span>
        </div>
      }
      extra={
        <div className="promotions-record-row-extra">
          <strong data-testid="welfare-item-amount">
            {item.type === 'inKind' ? (
              t('welfare.item.pieces', { count: item.count })
            ) : (
              <Money fen={item.amount} />
            )}
          </strong>
          {item.status === 'claimable' ? (
            <Button
              size="mini"
              color="primary"
              loading={receiving === 'this'}
              disabled={receiving !== null}
              data-testid="welfare-receive"
              onClick={onReceive}
            >
              {t('welfare.item.receive')}
            </Button>
          ) : (
            <Tag color={STATUS_COLOR[item.status]} fill="outline" data-testid="welfare-item-status">
              {t(`welfare.status.${item.status}`)}
            </Tag>
          )}
        </div>
      }
    >
      <div className="promotions-record-row-title">
        <span>{item.title}</span>
        <Tag color={item.type === 'inKind' ? 'warning' : 'primary'} data-testid="welfare-item-type">
          {t(`welfare.type.${item.type}`)}
        </Tag>
      </div>
      {item.type === 'virtual' && (
        <small className="promotions-record-muted">
          {t('welfare.item.count', { count: item.count })}
        </small>
      )}
    </List.Item>
  );
}

/** "Expires in 2 day(s)" while claimable; the date once claimed or expired. */
function ExpiryText({ item }: { item: WelfareItem }) {
  const { t, i18n } = useTranslation('promotions');
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  if (item.status === 'claimed')
    return item.claimedAt ? t('welfare.item.claimedAt', { time: at(item.claimedAt) }) : null;
  if (item.status === 'expired') return t('welfare.item.expiredAt', { time: at(item.expiresAt) });
  const left = timeLeft(item.expiresAt, new Date());
  switch (left.unit) {
    case 'days':
      return t('welfare.item.expiresInDays', { count: left.count });
    case 'hours':
      return t('welfare.item.expiresInHours', { count: left.count });
    case 'underAnHour':
      return t('welfare.item.expiresSoon');
    case 'none':
      return t('welfare.item.expiresAt', { time: at(item.expiresAt) });
  }
}
