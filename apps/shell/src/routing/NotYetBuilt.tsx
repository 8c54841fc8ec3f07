import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotAvailable, PageLayout } from '@platform/ui';

/** A page the area has not built yet: the spec's "this function is not yet available". */
export default function NotYetBuilt() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PageLayout title={t('notYetAvailable')} onBack={() => void navigate(-1)}>
      <NotAvailable />
    </PageLayout>
  );
}
