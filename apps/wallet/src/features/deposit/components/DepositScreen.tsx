import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import {
  BreakNotice,
  Button,
  DelayedSpinner,
  PageLayout,
  RequirementGate,
  useAppNavigate,
  useBack,
  usePlayerBreak,
  WalletCurrencyChoice,
} from '@platform/ui';
import { DepositMethods } from './DepositMethods';
import { UnfinishedOrderBanner } from './UnfinishedOrderBanner';

/**
 * /pages/finance/myDeposit: method, channel, depositor name and amount. A bound phone is required
 * first; the payment password is not: deposit is exempt (docs/product-rules.md#roles). During a
 * cool-off or self-exclusion the break's notice stands in for the form
 * (docs/product-rules.md#responsible-gambling).
 */
export function DepositScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const back = useBack('/');
  const { block, known } = usePlayerBreak();
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
      {!known ? (
        <DelayedSpinner />
      ) : block ? (
        <BreakNotice block={block} />
      ) : (
        <RequirementGate>
          <UnfinishedOrderBanner />
          {/* A new member picks their wallet currency before the first deposit fixes it. */}
          <WalletCurrencyChoice compact />
          <DepositMethods />
        </RequirementGate>
      )}
    </PageLayout>
  );
}
