import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { FeedbackDetail } from './FeedbackDetail';

/** The `feedbackDetail` route (members, `?id=`): one feedback with the desk's reply. */
export function FeedbackDetailScreen() {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const back = useBack(routePath('feedbackList'));
  return (
    <PageLayout title={t('feedback.detail.title')} onBack={back}>
      <FeedbackDetail rawId={params.get('id')} />
    </PageLayout>
  );
}
