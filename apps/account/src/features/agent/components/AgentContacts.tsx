import { useTranslation } from '@platform/i18n';
import { useQueryAgentContactQuery } from '@platform/api-client';
import { CopyButton, List, QueryState } from '@platform/ui';
import { contactLink } from '../contactLink';

/** How to reach the programme (queryAgentContact): each value copied, or opened where it can be. */
export function AgentContacts() {
  const { t } = useTranslation('account');
  const { data, isLoading, isError, refetch } = useQueryAgentContactQuery();
  const contacts = data?.agentContactList ?? [];
  return (
    <QueryState
      isLoading={isLoading}
      isError={isError}
      isEmpty={data !== undefined && contacts.length === 0}
      emptyText={t('agent.noContacts')}
      onRetry={() => void refetch()}
    >
      <List header={t('agent.contactsTitle')} className="account-list" data-testid="agent-contacts">
        {contacts.map((contact) => {
          const link = contactLink(contact.contactType, contact.value);
          return (
            <List.Item
              key={`${contact.contactType}:${contact.value}`}
              data-testid={`agent-contact-${contact.contactType}`}
              description={
                link ? (
                  <a
                    href={link}
                    target={link.startsWith('https:') ? '_blank' : undefined}
                    rel="noopener noreferrer"
                    className="account-break"
                    data-testid="agent-contact-link"
                  >
                    {contact.value}
                  </a>
                ) : (
                  <span className="account-break">{contact.value}</span>
                )
              }
              extra={<CopyButton text={contact.value} testId="agent-contact-copy" />}
            >
              {contact.label}
            </List.Item>
          );
        })}
      </List>
    </QueryState>
  );
}
