import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { BrowserHelpScreen } from '../../features/browser/components/BrowserHelpScreen';

/** The `browser` route (guests too; the path keeps its legacy spelling): browser and screen help. */
export default function BrowserPage() {
  const { t } = useTranslation('support');
  const back = useBack(routePath('help'));
  return (
    <PageLayout title={t('browser.title')} onBack={back}>
      <BrowserHelpScreen />
    </PageLayout>
  );
}
