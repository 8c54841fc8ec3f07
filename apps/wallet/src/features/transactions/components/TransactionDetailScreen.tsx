import { routePath } from '@platform/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import { useGetTransactionRecordInfoQuery } from '@platform/api-client';
import {
  List,
  Money,
  PageLayout,
  Result,
  CopyButton,
  QueryState,
  useBack,
  formatDateTime,
} from '@platform/ui';

/** /pages/transaction/detail?orderNo=…: one record with fee, balance after and description. */
export function TransactionDetailScreen() {
  const { t, i18n } = useTranslation('wallet');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const back = useBack(routePath('transactions'));
  const { data, isLoading, isError, refetch } = useGetTransactionRecordInfoQuery(
    { orderNo },
    { skip: !orderNo },
  );
  const record = data?.transactionRecord;
  const sign = record?.mode === 'income' ? '+' : '-';
  const rows: [string, ReactNode][] = record
    ? [
        [t('records.field.type'), t(`records.type.${record.type}`)],
        [t('records.field.mode'), t(`records.mode.${record.mode}`)],
        [
          t('records.field.amount'),
          <span key="amount">
            {sign}
            <Money fen={record.amount} />
          </span>,
        ],
        [t('records.field.fee'), <Money key="fee" fen={record.fee} />],
        [t('records.field.balanceAfter'), <Money key="balance" fen={record.balanceAfter} />],
        [t('records.field.status'), t(`records.status.${record.status}`)],
        [t('records.field.description'), record.description],
        ...(record.remark
          ? [[t('records.field.remark'), record.remark] as [string, ReactNode]]
          : []),
        [
          t('records.field.createdAt'),
          formatDateTime(record.createdAt, i18n.language, { seconds: true, zone: true }),
        ],
        ...(record.completedAt
          ? [
              [
                t('records.field.completedAt'),
                formatDateTime(record.completedAt, i18n.language, { seconds: true, zone: true }),
              ] as [string, ReactNode],
            ]
          : []),
        [
          t('records.field.orderNo'),
          <span key="orderNo" className="wallet-copyable">
            <span className="wallet-break">{record.orderNo}</span>
            <CopyButton text={record.orderNo} what={t('records.field.orderNo')} />
          </span>,
        ],
      ]
    : [];
  return (
    <PageLayout title={t('records.detailTitle')} onBack={back}>
      {orderNo ? (
        <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
          <List data-testid="transaction-detail">
            {rows.map(([label, value]) => (
              <List.Item key={label} extra={value}>
                {label}
              </List.Item>
            ))}
          </List>
        </QueryState>
      ) : (
        <Result status="warning" title={t('records.notFound')} />
      )}
    </PageLayout>
  );
}
