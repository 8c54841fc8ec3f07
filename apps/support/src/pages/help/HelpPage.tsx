import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { HelpCentre } from '../../features/help/components/HelpCentre';

/** The `help` route (guests too): the help centre's topics, top questions and ways to reach us. */
export default function HelpPage() {
  const { t } = useTranslation('support');
  // The my page links here; opened directly, back goes there too.
  const back = useBack(routePath('my'));
  return (
    <PageLayout title={t('help.title')} onBack={back}>
      <HelpCentre />
    </PageLayout>
  );
}
