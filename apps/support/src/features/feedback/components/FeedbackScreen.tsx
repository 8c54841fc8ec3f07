import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, PageLayout, useAppNavigate, useBack } from '@platform/ui';
import { FeedbackForm } from './FeedbackForm';

/** The `feedback` route (members): leave feedback; "My feedback" opens the list. */
export function FeedbackScreen() {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const back = useBack(routePath('my'));
  return (
    <PageLayout
      title={t('feedback.title')}
      onBack={back}
      right={
        <Button
          size="mini"
          fill="none"
          color="primary"
          data-testid="feedback-my-list"
          onClick={() => navigate(routePath('feedbackList'))}
        >
          {t('feedback.mine')}
        </Button>
      }
    >
      <FeedbackForm />
    </PageLayout>
  );
}
