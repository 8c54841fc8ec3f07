import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetTop50MessageListQuery } from '@platform/api-client';
import { List, useAppNavigate, formatDateTime } from '@platform/ui';

/** How many unread messages the my page previews. */
export const NEW_MESSAGES_SHOWN = 3;

/**
 * A quick view of the newest unread messages (from the top-50 list), each opening its detail;
 * nothing when all is read.
 */
export function NewMessages() {
  const { t, i18n } = useTranslation('account');
  const navigate = useAppNavigate();
  const { data } = useGetTop50MessageListQuery({});
  const unread = (data?.messageList ?? []).filter((m) => !m.isRead).slice(0, NEW_MESSAGES_SHOWN);
  if (unread.length === 0) return null;
  return (
    <List header={t('my.newMessages')} className="account-list" data-testid="my-new-messages">
      {unread.map((message) => (
        <List.Item
          key={message.id}
          data-testid="my-new-message"
          description={formatDateTime(message.createdAt, i18n.language)}
          onClick={() => navigate(`${routePath('messageDetail')}?id=${message.id}`)}
        >
          {message.title}
        </List.Item>
      ))}
    </List>
  );
}
