import { useTranslation } from '@platform/i18n';
import { Result } from '../kit';

/**
 * "This function is not yet available", for pages and calls still to be built
 * (docs/product-rules.md#routes).
 */
export function NotAvailable() {
  const { t } = useTranslation('common');
  return (
    <Result
      status="waiting"
      title={t('notYetAvailable.title')}
      description={t('notYetAvailable.description')}
      data-testid="not-available"
    />
  );
}
