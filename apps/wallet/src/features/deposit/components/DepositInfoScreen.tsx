import { routePath } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import { useGetRechargeAccountInfoQuery } from '@platform/api-client';
import {
  Button,
  PageLayout,
  Result,
  Space,
  useAppNavigate,
  QueryState,
  useBack,
} from '@platform/ui';
import { StepBar } from '../../../components/StepBar';
import { CancelOrderSheet } from './CancelOrderSheet';
import { OrderOutcome } from './OrderOutcome';
import { OrderSummary } from './OrderSummary';
import { PaymentInstructions } from './PaymentInstructions';
import { VoucherStep } from './VoucherStep';
import { DEPOSIT_STEPS, REVIEW_POLL_MS, depositStep } from '../steps';

/** Asks for the order again every 15 s while it is shown under review (joins the page's query). */
function PollWhileReviewed({ request }: { request: { orderNo?: string } }) {
  useGetRechargeAccountInfoQuery(request, { pollingInterval: REVIEW_POLL_MS });
  return null;
}

/**
 * /pages/finance/depositInfo?orderNo=…: the four steps of one order (without `orderNo`, the latest
 * unfinished one): submit, pay, upload the voucher and confirm, complete.
 */
export function DepositInfoScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') || undefined;
  const back = useBack(routePath('deposit'));
  const [paying, setPaying] = useState(false);
  const request = orderNo ? { orderNo } : {};
  const { data, isLoading, isError, refetch } = useGetRechargeAccountInfoQuery(request);
  const order = data?.order ?? null;
  const step = order ? depositStep(order.status, paying) : null;

  return (
    <PageLayout title={t('deposit.infoTitle')} onBack={back}>
      <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
        {order && step ? (
          <>
            <StepBar
              steps={DEPOSIT_STEPS.map((s) => t(`deposit.step.${s}`))}
              current={step.current}
            />
            <OrderSummary order={order} />
            {step.view === 'pay' && (
              <>
                <PaymentInstructions order={order} account={data?.receivingAccount ?? null} />
                <Space direction="vertical" block className="wallet-actions">
                  <Button block color="primary" data-testid="paid" onClick={() => setPaying(true)}>
                    {t('deposit.paid')}
                  </Button>
                  <CancelOrderSheet
                    order={order}
                    remaining={data?.remainingCancellationsToday ?? 0}
                  />
                </Space>
              </>
            )}
            {step.view === 'voucher' && (
              <VoucherStep order={order} onBack={() => setPaying(false)} />
            )}
            {(step.view === 'complete' || step.view === 'closed') && <OrderOutcome order={order} />}
            {order.status === 'toBeConfirmed' && <PollWhileReviewed request={request} />}
          </>
        ) : (
          <>
            <Result status="info" title={t('deposit.noOrder')} />
            <div className="wallet-actions">
              <Button block color="primary" onClick={() => navigate(routePath('deposit'))}>
                {t('deposit.newOrder')}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
