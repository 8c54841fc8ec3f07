import { useTranslation } from '@platform/i18n';
import { PageLayout } from '@platform/ui';
import { CustomerService } from '../../features/desks/components/CustomerService';

/** The `customerService` route (tab, guests too): the desks, recent deposits, top questions. */
export default function CustomerServicePage() {
  const { t } = useTranslation('support');
  return (
    <PageLayout title={t('service.title')}>
      <CustomerService />
    </PageLayout>
  );
}
