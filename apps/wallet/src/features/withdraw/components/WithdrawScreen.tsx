import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, PageLayout, useAppNavigate, useBack, RequirementGate } from '@platform/ui';
import { WithdrawPanel } from './WithdrawPanel';

/**
 * /pages/finance/withDraw: method, instant or scheduled, payout account, amount within today's
 * quota and the payment password. The payment password must be set first
 * (docs/product-rules.md#roles).
 */
export function WithdrawScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const back = useBack('/');
  return (
    <PageLayout
      title={t('withdraw.title')}
      onBack={back}
      right={
        <Button
          size="mini"
          fill="none"
          onClick={() => navigate(routePath('transactions', { type: 'withdrawal' }))}
        >
          {t('withdraw.records')}
        </Button>
      }
    >
      <RequirementGate>
        <WithdrawPanel />
      </RequirementGate>
    </PageLayout>
  );
}
