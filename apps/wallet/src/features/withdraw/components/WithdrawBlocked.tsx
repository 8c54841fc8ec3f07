import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, NoticeBar, useAppNavigate } from '@platform/ui';

/**
 * An order not yet verified blocks a new withdrawal; customer service can help
 * (docs/product-rules.md#withdrawals).
 */
export function WithdrawBlocked({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  return (
    <NoticeBar
      className="wallet-notice"
      color="alert"
      wrap
      data-testid="withdraw-blocked"
      content={
        <span>
          {t('withdraw.blocked')} <small>{t('withdraw.blockedOrder', { orderNo })}</small>
        </span>
      }
      extra={
        <Button
          size="mini"
          color="primary"
          data-testid="withdraw-contact"
          onClick={() => navigate(routePath('customerService'))}
        >
          {t('withdraw.contact')}
        </Button>
      }
    />
  );
}
