import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useFeedbackListQuery, type RequestOf } from '@platform/api-client';
import type { Feedback } from '@platform/api-client/contract';
import { Button, EndlessList, List, formatDateTime, useAppNavigate } from '@platform/ui';
import { firstLine } from '../feedbackRules';
import { useQuestionTypes } from '../hooks/useQuestionTypes';
import { FeedbackStatus } from './FeedbackStatus';

const PAGE_SIZE = 20;
const pageRequest = (pageNum: number): RequestOf<'feedbackList'> => ({
  pageNum,
  pageSize: PAGE_SIZE,
});

/**
 * The player's feedback, newest first, a page at a time (docs/product-rules.md#feedback): type,
 * the description's first line, pending or replied, and when; a tap opens it. With none yet, a
 * button to leave one.
 */
export function FeedbackList() {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const { labelOf } = useQuestionTypes();
  const first = useFeedbackListQuery(pageRequest(1));
  return (
    <>
      <EndlessList
        useQuery={useFeedbackListQuery}
        request={pageRequest}
        renderPage={(request) => <FeedbackPage request={request} labelOf={labelOf} />}
        emptyText={t('feedback.list.empty')}
        endText={t('feedback.list.end')}
        testId="feedback-list"
      />
      {first.data?.total === 0 && (
        <div className="support-feedback-actions">
          <Button
            block
            color="primary"
            data-testid="feedback-leave"
            onClick={() => navigate(routePath('feedback'))}
          >
            {t('feedback.list.leave')}
          </Button>
        </div>
      )}
    </>
  );
}

function FeedbackPage({
  request,
  labelOf,
}: {
  request: RequestOf<'feedbackList'>;
  labelOf: (value: string) => string;
}) {
  const page = useFeedbackListQuery(request);
  return (
    <>
      {page.data?.list.map((feedback) => (
        <FeedbackItem
          key={feedback.id}
          feedback={feedback}
          typeLabel={labelOf(feedback.questionType)}
        />
      ))}
    </>
  );
}

function FeedbackItem({ feedback, typeLabel }: { feedback: Feedback; typeLabel: string }) {
  const { i18n } = useTranslation('support');
  const navigate = useAppNavigate();
  return (
    <List.Item
      data-testid="feedback-item"
      data-id={feedback.id}
      onClick={() => navigate(routePath('feedbackDetail', { id: feedback.id }))}
      extra={<FeedbackStatus status={feedback.status} />}
      description={
        <>
          <span className="support-feedback-text support-feedback-line">
            {firstLine(feedback.description)}
          </span>
          <time dateTime={feedback.createdAt}>
            {formatDateTime(feedback.createdAt, i18n.language)}
          </time>
        </>
      }
    >
      <span className="support-feedback-text">{typeLabel}</span>
    </List.Item>
  );
}
