import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetRechargeAccountInfoQuery } from '@platform/api-client';
import { Button, Money, NoticeBar, useAppNavigate } from '@platform/ui';

/** An order still open (unpaid, or paid and waiting) is offered again before a new one is made. */
export function UnfinishedOrderBanner() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const { data } = useGetRechargeAccountInfoQuery({});
  const order = data?.order;
  if (!order) return null;
  return (
    <NoticeBar
      className="wallet-notice"
      color="alert"
      wrap
      data-testid="unfinished-order"
      content={
        <span>
          {t('deposit.unfinished')} <Money fen={order.amount} />
        </span>
      }
      extra={
        <Button
          size="mini"
          color="primary"
          onClick={() => navigate(routePath('depositInfo', { orderNo: order.orderNo }))}
        >
          {t('deposit.continue')}
        </Button>
      }
    />
  );
}
