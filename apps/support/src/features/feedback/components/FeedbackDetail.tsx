import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useFeedbackDeleteMutation, useFeedbackInfoQuery } from '@platform/api-client';
import type { Feedback } from '@platform/api-client/contract';
import {
  Button,
  Dialog,
  List,
  QueryState,
  Result,
  Toast,
  formatDateTime,
  useAppNavigate,
} from '@platform/ui';
import { useQuestionTypes } from '../hooks/useQuestionTypes';
import { FeedbackImages } from './FeedbackImages';
import { FeedbackStatus } from './FeedbackStatus';

/** The id of `?id=`, or null when it is not a record id. */
function feedbackId(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * One feedback whole (docs/product-rules.md#feedback): type, order, description, images, and the
 * desk's reply with its time or "waiting for a reply"; deleting it asks first, since it cannot be
 * brought back, then returns to the list.
 */
export function FeedbackDetail({ rawId }: { rawId: string | null }) {
  const { t } = useTranslation('support');
  const id = feedbackId(rawId);
  if (id === null)
    return (
      <Result
        status="warning"
        title={t('feedback.detail.notFound')}
        data-testid="feedback-missing"
      />
    );
  return <FeedbackOf id={id} />;
}

function FeedbackOf({ id }: { id: number }) {
  const info = useFeedbackInfoQuery({ id });
  return (
    <QueryState
      isLoading={info.isLoading}
      isError={info.isError && !info.data}
      onRetry={() => void info.refetch()}
    >
      {info.data && <FeedbackView feedback={info.data.feedback} />}
    </QueryState>
  );
}

function FeedbackView({ feedback }: { feedback: Feedback }) {
  const { t, i18n } = useTranslation(['support', 'common']);
  const navigate = useAppNavigate();
  const { labelOf } = useQuestionTypes();
  const [remove, removing] = useFeedbackDeleteMutation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const onDelete = async () => {
    const confirmed = await Dialog.confirm({
      content: t('feedback.detail.deleteConfirm'),
      confirmText: t('feedback.detail.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    const result = await remove({ id: feedback.id });
    if (result.error) return;
    Toast.show({ icon: 'success', content: t('feedback.detail.deleted') });
    navigate(routePath('feedbackList'), { replace: true });
  };

  return (
    <div className="support-feedback-detail" data-testid="feedback-detail">
      <List>
        <List.Item extra={<FeedbackStatus status={feedback.status} />}>
          <span className="support-feedback-text">{labelOf(feedback.questionType)}</span>
        </List.Item>
        <List.Item extra={<time dateTime={feedback.createdAt}>{when(feedback.createdAt)}</time>}>
          {t('feedback.detail.time')}
        </List.Item>
        {feedback.orderNo && (
          <List.Item
            extra={
              <span className="support-feedback-text" data-testid="feedback-detail-order">
                {feedback.orderNo}
              </span>
            }
          >
            {t('feedback.detail.order')}
          </List.Item>
        )}
      </List>
      <section className="support-feedback-section">
        <h3>{t('feedback.description.label')}</h3>
        <p
          className="support-feedback-text support-feedback-body"
          data-testid="feedback-detail-description"
        >
          {feedback.description}
        </p>
        {feedback.imageUrls.length > 0 && <FeedbackImages urls={feedback.imageUrls} />}
      </section>
      <section className="support-feedback-section" data-testid="feedback-reply">
        <h3>{t('feedback.detail.reply')}</h3>
        {feedback.reply ? (
          <>
            <p className="support-feedback-text support-feedback-body">{feedback.reply}</p>
            {feedback.repliedAt && (
              <time className="support-feedback-when" dateTime={feedback.repliedAt}>
                {when(feedback.repliedAt)}
              </time>
            )}
          </>
        ) : (
          <p className="support-feedback-waiting">{t('feedback.detail.waiting')}</p>
        )}
      </section>
      <div className="support-feedback-actions">
        <Button
          block
          color="danger"
          fill="outline"
          loading={removing.isLoading}
          data-testid="feedback-delete"
          onClick={() => void onDelete()}
        >
          {t('feedback.detail.delete')}
        </Button>
      </div>
    </div>
  );
}
