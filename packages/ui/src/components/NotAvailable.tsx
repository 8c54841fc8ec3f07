import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../kit';

/** Spec 8: "this function is not yet available", for pages and calls still to be built. */
export function NotAvailable() {
  const { t } = useTranslation('common');
  return (
    <ErrorBlock
      status="empty"
      title={t('notYetAvailable.title')}
      description={t('notYetAvailable.description')}
      data-testid="not-available"
    />
  );
}
