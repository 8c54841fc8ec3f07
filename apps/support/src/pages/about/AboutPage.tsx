import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { AboutScreen } from '../../features/about/components/AboutScreen';

/** The `about` route (guests too): the site, responsible play, security and fair play. */
export default function AboutPage() {
  const { t } = useTranslation('support');
  const back = useBack(routePath('my'));
  return (
    <PageLayout title={t('about.title')} onBack={back}>
      <AboutScreen />
    </PageLayout>
  );
}
