import { routePath } from '@platform/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import type { Withdrawal } from '@platform/api-client';
import {
  Button,
  List,
  Money,
  Result,
  Space,
  useAppNavigate,
  CopyButton,
  formatDateTime,
} from '@platform/ui';

/** The order just made: its status and when the money is expected. */
export function WithdrawalOutcome({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const rows: [string, ReactNode][] = [
    [t('withdraw.field.status'), t(`withdraw.status.${withdrawal.status}`)],
    [t('withdraw.field.amount'), <Money key="amount" fen={withdrawal.amount} />],
    ...(withdrawal.window
      ? [
          [
            t('withdraw.field.extra'),
            <span key="extra">
              +<Money fen={withdrawal.extraAmount} />
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    [t('withdraw.field.account'), withdrawal.accountLabel],
    [
      t('withdraw.field.type'),
      withdrawal.window
        ? `${t('withdraw.type.scheduled')} · ${t('withdraw.windowHours', { window: withdrawal.window })}`
        : t('withdraw.type.instant'),
    ],
    [
      t('withdraw.field.createdAt'),
      formatDateTime(withdrawal.createdAt, i18n.language, { seconds: true, zone: true }),
    ],
    ...(withdrawal.expectedArrivalAt
      ? [
          [
            t('withdraw.field.expectedArrival'),
            <span key="arrival" data-testid="withdraw-expected-arrival">
              {formatDateTime(withdrawal.expectedArrivalAt, i18n.language, { zone: true })}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    [
      t('withdraw.field.orderNo'),
      <span key="orderNo" className="wallet-copyable">
        <span className="wallet-break" data-testid="withdraw-order-no">
          {withdrawal.orderNo}
        </span>
        <CopyButton text={withdrawal.orderNo} what={t('withdraw.field.orderNo')} />
      </span>,
    ],
  ];
  return (
    <div data-testid="withdraw-success" data-status={withdrawal.status}>
      <Result
        status="success"
        title={t('withdraw.submitted')}
        description={t('withdraw.arrival')}
      />
      <List>
        {rows.map(([label, value]) => (
          <List.Item key={label} extra={value}>
            {label}
          </List.Item>
        ))}
      </List>
      <Space direction="vertical" block className="wallet-actions">
        <Button
          block
          color="primary"
          onClick={() => navigate(routePath('transactions', { type: 'withdrawal' }))}
        >
          {t('withdraw.records')}
        </Button>
      </Space>
    </div>
  );
}
