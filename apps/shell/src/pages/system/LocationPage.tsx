import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLayout } from '@platform/ui';
import { NotAvailable } from '@platform/ui';

/** /choose-location and /open-location: the platform's map pages, not offered on the web yet. */
export default function LocationPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PageLayout title={t('location.title')} onBack={() => void navigate(-1)}>
      <NotAvailable />
    </PageLayout>
  );
}
