import { routePath } from '@platform/routes';
import { useTranslation } from 'react-i18next';
import { Button, PageLayout, useAppNavigate, useBack } from '@platform/ui';
import { DepositMethods } from '../../features/deposit/components/DepositMethods';
import { UnfinishedOrderBanner } from '../../features/deposit/components/UnfinishedOrderBanner';
import { RequirementGate } from '../../features/gates/RequirementGate';
import { usePhoneBound } from '../../features/gates/useMemberFlags';

/**
 * /pages/finance/myDeposit: method, channel, depositor name and amount. A bound phone is required
 * first (spec 5); the payment password is not (spec 6: deposit is exempt).
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const back = useBack('/');
  const phoneBound = usePhoneBound();
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
      <RequirementGate requirement="phone" flag={phoneBound}>
        <UnfinishedOrderBanner />
        <DepositMethods />
      </RequirementGate>
    </PageLayout>
  );
}
