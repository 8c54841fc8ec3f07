import { useTranslation } from '@platform/i18n';
import type { DepositOrder } from '@platform/api-client';
import { List, Money, CopyButton, formatDateTime } from '@platform/ui';

/** The order itself: number (to quote to customer service), amount, status and time. */
export function OrderSummary({ order }: { order: DepositOrder }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <List data-testid="order-summary">
      <List.Item
        extra={
          <span className="wallet-copyable">
            <span className="wallet-break">{order.orderNo}</span>
            <CopyButton text={order.orderNo} what={t('deposit.orderNo')} />
          </span>
        }
      >
        {t('deposit.orderNo')}
      </List.Item>
      <List.Item extra={<Money fen={order.amount} />}>{t('deposit.amount')}</List.Item>
      <List.Item extra={t(`deposit.status.${order.status}`)}>{t('deposit.orderStatus')}</List.Item>
      <List.Item
        extra={formatDateTime(order.createdAt, i18n.language, { seconds: true, zone: true })}
      >
        {t('deposit.createdAt')}
      </List.Item>
    </List>
  );
}
