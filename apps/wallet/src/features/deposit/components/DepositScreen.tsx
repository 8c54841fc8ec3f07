import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, PageLayout, useAppNavigate, useBack, RequirementGate } from '@platform/ui';
import { DepositMethods } from './DepositMethods';
import { UnfinishedOrderBanner } from './UnfinishedOrderBanner';

/**
 * /pages/finance/myDeposit: method, channel, depositor name and amount. A bound phone is required
 * first; the payment password is not: deposit is exempt (docs/product-rules.md#roles).
 */
export function DepositScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const back = useBack('/');
  return (
    <PageLayout
      title={t('deposit.title')}
      onBack={back}
      right={
        <Button size="mini" fill="none" onClick={() => navigate(routePath('depositOrders'))}>
          {t('deposit.orders')}
        </Button>
      }
    >
      <RequirementGate>
        <UnfinishedOrderBanner />
        <DepositMethods />
      </RequirementGate>
    </PageLayout>
  );
}
