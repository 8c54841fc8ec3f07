import { useTranslation } from '@platform/i18n';
import { PageLayout } from '@platform/ui';
import { OffersScreen } from '../../features/offers/components/OffersScreen';

/** The `offers` route (tab, guests too): the offers by classification. */
export default function OffersPage() {
  const { t } = useTranslation('promotions');
  return (
    <PageLayout title={t('offers.title')}>
      <OffersScreen />
    </PageLayout>
  );
}
