import { useEffect } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { announce } from '../announce';
import { Button } from '../kit';

/**
 * Shown under a money form whose call got no answer (`useMoneySubmit`): the money may or may not
 * have moved. No server message exists to show (docs/product-rules.md#answers); the player can
 * look at the records or resend the same attempt, which cannot be applied twice. Screen readers
 * hear it at once, through the assertive live region (docs/accessibility.md#live-region).
 */
export function UnknownOutcome({ onRetry, loading }: { onRetry: () => void; loading?: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useAppNavigate();
  const said = t('kit.outcome.unknown');
  useEffect(() => announce(said, 'assertive'), [said]);
  return (
    <div className="kit-unknown-outcome" data-testid="unknown-outcome">
      <p>{said}</p>
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
