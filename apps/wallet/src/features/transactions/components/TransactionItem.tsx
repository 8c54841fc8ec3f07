import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { TransactionRecord } from '@platform/api-client';
import { List, Money, Tag, useAppNavigate, formatDateTime } from '@platform/ui';

const STATUS_COLOR = {
  processing: 'warning',
  success: 'success',
  failure: 'danger',
  cancelled: 'default',
} as const;

/** One record: type and mode, signed amount, status, time and order number; opens the detail. */
export function TransactionItem({ record }: { record: TransactionRecord }) {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const income = record.mode === 'income';
  return (
    <List.Item
      data-testid="transaction-item"
      onClick={() => navigate(routePath('transactionDetail', { orderNo: record.orderNo }))}
      description={
        <>
          <div>{formatDateTime(record.createdAt, i18n.language, { seconds: true })}</div>
          <div className="wallet-account-number">{record.orderNo}</div>
        </>
      }
      extra={
        <div className="wallet-record-extra">
          <strong className={income ? 'wallet-amount-income' : 'wallet-amount-expense'}>
            {income ? '+' : '-'}
            <Money fen={record.amount} />
          </strong>
          <Tag color={STATUS_COLOR[record.status]} fill="outline">
            {/* A deposit says where its order stands (to be confirmed, failure, success). */}
            {record.depositStatus
              ? t(`deposit.status.${record.depositStatus}`)
              : t(`records.status.${record.status}`)}
          </Tag>
        </div>
      }
    >
      {t(`records.type.${record.type}`)} · {t(`records.mode.${record.mode}`)}
    </List.Item>
  );
}
