import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageListQuery } from '@platform/api-client';
import { List, LoadMore, QueryState } from '@platform/ui';
import { hasMorePages, messagePageRequest, type MessageTab } from '../categories';
import { MessagesPage } from './MessagesPage';

/**
 * One tab's messages as an endless list: page 1, then the next page each time the end scrolls into
 * view, until `total`. Mount it with a key per tab to start again.
 */
export function MessageList({ tab }: { tab: MessageTab }) {
  const { t } = useTranslation('account');
  const [pages, setPages] = useState(1);
  // The newest page's query is shared with its MessagesPage (same arguments, one request).
  const last = useMessageListQuery(messagePageRequest(tab, pages));
  const first = useMessageListQuery(messagePageRequest(tab, 1));
  const hasMore = last.data ? hasMorePages(last.data) : false;
  return (
    <QueryState
      isLoading={first.isLoading}
      isError={first.isError && !first.data}
      isEmpty={first.data?.total === 0}
      emptyText={t('mail.empty')}
      onRetry={() => void first.refetch()}
    >
      <List data-testid="message-list">
        {Array.from({ length: pages }, (_, i) => (
          <MessagesPage key={i + 1} request={messagePageRequest(tab, i + 1)} />
        ))}
      </List>
      <LoadMore
        hasMore={hasMore}
        loading={last.isFetching}
        endText={t('mail.end')}
        onLoadMore={() => setPages((n) => n + 1)}
        failed={last.isError && !last.data}
        onRetry={() => void last.refetch()}
      />
    </QueryState>
  );
}
