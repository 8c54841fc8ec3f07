import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { NoticeList } from '../../features/help/components/NoticeList';

/** The `helpNotice` route (guests too): the site's notices. */
export default function HelpNoticePage() {
  const { t } = useTranslation('support');
  const back = useBack(routePath('help'));
  return (
    <PageLayout title={t('help.topics.notice')} onBack={back}>
      <NoticeList />
    </PageLayout>
  );
}
