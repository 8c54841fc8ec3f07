import { useTranslation } from '@platform/i18n';
import { PageLayout } from '@platform/ui';
import { SponsorshipList } from '../../features/sponsorship/components/SponsorshipList';

/** The `sponsor` route (tab, guests too): the site's sponsorships. */
export default function SponsorPage() {
  const { t } = useTranslation('support');
  return (
    <PageLayout title={t('sponsor.title')}>
      <SponsorshipList />
    </PageLayout>
  );
}
