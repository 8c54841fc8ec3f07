import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { Button } from '../kit';

/**
 * Shown under a money form whose call got no answer (`useMoneySubmit`): the money may or may not
 * have moved. No server message exists to show (docs/product-rules.md#answers); the player can
 * look at the records or resend the same attempt, which cannot be applied twice.
 */
export function UnknownOutcome({ onRetry, loading }: { onRetry: () => void; loading?: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useAppNavigate();
  return (
    <div className="kit-unknown-outcome" role="alert" data-testid="unknown-outcome">
      <p>{t('kit.outcome.unknown')}</p>
      <div className="kit-unknown-actions">
        <Button
          size="small"
          color="primary"
          loading={loading}
          data-testid="unknown-outcome-retry"
          onClick={onRetry}
        >
          {t('kit.outcome.retry')}
        </Button>
        <Button
          size="small"
          fill="outline"
          data-testid="unknown-outcome-records"
          onClick={() => navigate(routePath('transactions'))}
        >
          {t('kit.outcome.records')}
        </Button>
      </div>
    </div>
  );
}
