import { useEffect, useState } from 'react';
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
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const [remove, removing] = useFeedbackDeleteMutation();
  // Once the player confirms, the page stops reading the feedback (it stays shown as last read)
  // and only then deletes it: the deletion re-reads what shows feedback, and this one would answer
  // "not found" (a needless refusal toast).
  const [deleting, setDeleting] = useState<Feedback | null>(null);
  const info = useFeedbackInfoQuery({ id }, { skip: deleting !== null });
  // Declared after the query, so it runs once the query has let go of the feedback.
  useEffect(() => {
    if (!deleting) return;
    void remove({ id: deleting.id }).then((result) => {
      if (result.error) {
        setDeleting(null);
        return;
      }
      Toast.show({ icon: 'success', content: t('feedback.detail.deleted') });
      navigate(routePath('feedbackList'), { replace: true });
    });
  }, [deleting, remove, navigate, t]);
  const feedback = deleting ?? info.data?.feedback;
  return (
    <QueryState
      isLoading={info.isLoading}
      isError={info.isError && !info.data}
      onRetry={() => void info.refetch()}
    >
      {feedback && (
        <FeedbackView
          feedback={feedback}
          removing={deleting !== null || removing.isLoading}
          onDelete={() => setDeleting(feedback)}
        />
      )}
    </QueryState>
  );
}

function FeedbackView({
  feedback,
  removing,
  onDelete,
}: {
  feedback: Feedback;
  removing: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation(['support', 'common']);
  const { labelOf } = useQuestionTypes();
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const askToDelete = async () => {
    const confirmed = await Dialog.confirm({
      content: t('feedback.detail.deleteConfirm'),
      confirmText: t('feedback.detail.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (confirmed) onDelete();
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
          loading={removing}
          data-testid="feedback-delete"
          onClick={() => void askToDelete()}
        >
          {t('feedback.detail.delete')}
        </Button>
      </div>
    </div>
  );
}
