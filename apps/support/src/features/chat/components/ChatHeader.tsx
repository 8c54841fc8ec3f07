import { useTranslation } from '@platform/i18n';
import {
  useGetServiceDesksQuery,
  type ChatConversation,
  type ServiceGroup,
} from '@platform/api-client';
import { Tag } from '@platform/ui';

/** The conversation's desk, whether it answers now, and the agent once one has answered. */
export function ChatHeader({
  group,
  conversation,
}: {
  group: ServiceGroup;
  conversation: ChatConversation;
}) {
  const { t } = useTranslation('support');
  const desks = useGetServiceDesksQuery();
  const desk = desks.data?.desks.find((d) => d.group === group && d.channel === 'chat');
  return (
    <div className="support-chat-header" data-testid="chat-header">
      <strong className="support-chat-desk">{desk?.name ?? t(`service.groups.${group}`)}</strong>
      {desk && (
        <Tag
          color={desk.isOpen ? 'success' : 'default'}
          fill="outline"
          data-testid="chat-desk-state"
        >
          {desk.isOpen ? t('service.open') : t('service.closed')}
        </Tag>
      )}
      {conversation.agentName && (
        <span className="support-chat-agent" data-testid="chat-agent">
          {t('chat.agent', { name: conversation.agentName })}
        </span>
      )}
      {desk && !desk.isOpen && (
        <p className="support-chat-text support-chat-closed">{t('chat.closedNote')}</p>
      )}
    </div>
  );
}
