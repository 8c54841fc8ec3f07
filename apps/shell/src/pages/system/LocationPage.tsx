import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { NotAvailable, PageLayout, useBack } from '@platform/ui';

/** /choose-location and /open-location: the platform's map pages, not offered on the web yet. */
export default function LocationPage() {
  const { t } = useTranslation('shell');
  // Opened from a shared link there is no page to go back to: home then.
  const back = useBack(routePath('home'));
  return (
    <PageLayout title={t('location.title')} onBack={back}>
      <NotAvailable />
    </PageLayout>
  );
}
