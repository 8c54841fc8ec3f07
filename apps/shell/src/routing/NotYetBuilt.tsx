import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { NotAvailable, PageLayout, useBack } from '@platform/ui';

/**
 * A page the area has not built yet: the "this function is not yet available" page
 * (docs/product-rules.md#routes).
 */
export default function NotYetBuilt() {
  const { t } = useTranslation('shell');
  // Opened from a shared link there is no page to go back to: home then.
  const back = useBack(routePath('home'));
  return (
    <PageLayout title={t('notYetAvailable')} onBack={back}>
      <NotAvailable />
    </PageLayout>
  );
}
