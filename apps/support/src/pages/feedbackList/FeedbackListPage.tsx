import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { FeedbackList } from '../../features/feedback/components/FeedbackList';

/** The `feedbackList` route (members): the player's feedback with its state. */
export default function FeedbackListPage() {
  const { t } = useTranslation('support');
  const back = useBack(routePath('feedback'));
  return (
    <PageLayout title={t('feedback.list.title')} onBack={back}>
      <FeedbackList />
    </PageLayout>
  );
}
