import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { PromotionCentre } from '../../features/applications/components/PromotionCentre';

/** The `promotion` route (guests too): offers open for applications and the member's applications. */
export default function PromotionPage() {
  const { t } = useTranslation('promotions');
  const back = useBack(routePath('offers'));
  return (
    <PageLayout title={t('applications.title')} onBack={back}>
      <PromotionCentre />
    </PageLayout>
  );
}
