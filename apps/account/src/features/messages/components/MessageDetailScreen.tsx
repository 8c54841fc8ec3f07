import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import { useGetMessageQuery } from '@platform/api-client';
import { Button, PageLayout, QueryState, Result, useBack, formatDateTime } from '@platform/ui';
import { RichText } from '@platform/ui/rich-text';
import { useDeleteMessage } from '../hooks/useDeleteMessage';
import { useMarkRead } from '../hooks/useMarkRead';

/** /pages/mail/detail?id=…: one message; opening it marks it read; delete after a confirmation. */
export function MessageDetailScreen() {
  const { t, i18n } = useTranslation('account');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const back = useBack(routePath('messages'));
  const { data, isLoading, isError, refetch } = useGetMessageQuery({ id }, { skip: id <= 0 });
  const message = data?.message;
  useMarkRead(message);
  const { confirm, remove } = useDeleteMessage();

  const confirmDelete = async () => {
    if (!message || !(await confirm())) return;
    // Leave first: the deleted message must not be fetched again when the list tag is refreshed.
    back();
    await remove(message.id);
  };

  return (
    <PageLayout title={t('mail.detailTitle')} onBack={back}>
      <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
        {message ? (
          <article className="account-section account-message-detail" data-testid="message-detail">
            <h2 className="account-message-title">{message.title}</h2>
            <small className="account-muted">
              {t(`mail.category.${message.category}`)} ·{' '}
              {formatDateTime(message.createdAt, i18n.language, { zone: true })}
            </small>
            <RichText html={message.content} testId="message-content" />
            <div className="account-actions">
              <Button
                block
                color="danger"
                fill="outline"
                data-testid="message-detail-delete"
                onClick={() => void confirmDelete()}
              >
                {t('shared.delete')}
              </Button>
            </div>
          </article>
        ) : (
          <Result status="warning" title={t('mail.notFound')} />
        )}
      </QueryState>
    </PageLayout>
  );
}
