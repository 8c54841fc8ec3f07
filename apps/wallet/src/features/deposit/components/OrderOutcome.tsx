import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { DepositOrder } from '@platform/api-client';
import { Button, Result, Space, useAppNavigate } from '@platform/ui';

const RESULT = {
  toBeConfirmed: { status: 'waiting', title: 'deposit.outcome.toBeConfirmed' },
  success: { status: 'success', title: 'deposit.outcome.success' },
  failure: { status: 'error', title: 'deposit.outcome.failure' },
  cancelled: { status: 'info', title: 'deposit.outcome.cancelled' },
  expired: { status: 'info', title: 'deposit.outcome.expired' },
} as const;

/** The end of the four steps (or of a closed order): what happened and where to go next. */
export function OrderOutcome({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  if (order.status === 'waitingForPayment' || order.status === 'voucherUploaded') return null;
  const result = RESULT[order.status];
  const description =
    order.status === 'toBeConfirmed'
      ? t('deposit.arrival')
      : order.status === 'cancelled' && order.cancelReason
        ? t(`deposit.cancel.reason.${order.cancelReason}`)
        : order.status === 'failure'
          ? t('deposit.outcome.failureHint')
          : undefined;
  return (
    <div data-testid="order-outcome" data-status={order.status}>
      <Result status={result.status} title={t(result.title)} description={description} />
      <Space direction="vertical" block className="wallet-actions">
        <Button block color="primary" onClick={() => navigate(routePath('deposit'))}>
          {t(order.status === 'success' ? 'deposit.again' : 'deposit.newOrder')}
        </Button>
        <Button block fill="outline" onClick={() => navigate(routePath('depositOrders'))}>
          {t('deposit.orders')}
        </Button>
      </Space>
    </div>
  );
}
