import { useTranslation } from '@platform/i18n';
import { PageLayout } from '@platform/ui';
import { HelpCentre } from '../../features/help/components/HelpCentre';

/** The `help` route (guests too): the help centre's topics, top questions and ways to reach us. */
export default function HelpPage() {
  const { t } = useTranslation('support');
  return (
    <PageLayout title={t('help.title')}>
      <HelpCentre />
    </PageLayout>
  );
}
