import { useTranslation } from '@platform/i18n';
import type { Message } from '@platform/api-client';
import { Button, List, formatDateTime } from '@platform/ui';

/** One row of the message centre: unread ones are marked; the bin deletes (after a confirmation). */
export function MessageItem({
  message,
  onOpen,
  onDelete,
}: {
  message: Message;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  return (
    <List.Item
      data-testid="message-item"
      data-unread={message.isRead ? undefined : 'true'}
      className={message.isRead ? 'account-message' : 'account-message account-message-unread'}
      prefix={
        <span
          className={message.isRead ? 'account-dot account-dot-off' : 'account-dot'}
          aria-label={message.isRead ? undefined : t('mail.unread')}
        />
      }
      description={
        <>
          <span className="account-message-summary">{message.summary}</span>
          <small className="account-muted">
            {t(`mail.category.${message.category}`)} ·{' '}
            {formatDateTime(message.createdAt, i18n.language)}
          </small>
        </>
      }
      extra={
        <Button
          size="mini"
          fill="none"
          aria-label={t('shared.delete')}
          data-testid="message-delete"
          onClick={(event) => {
            event.stopPropagation();
            onDelete();
          }}
        >
          {t('shared.delete')}
        </Button>
      }
      arrowIcon={false}
      onClick={onOpen}
    >
      {message.title}
    </List.Item>
  );
}
