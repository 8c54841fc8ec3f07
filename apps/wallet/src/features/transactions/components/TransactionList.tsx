import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryTransactionRecordListQuery } from '@platform/api-client';
import { List, LoadMore, QueryState } from '@platform/ui';
import { hasMorePages, recordPageRequest, type RecordFilters } from '../recordQuery';
import { RecordsPage } from './RecordsPage';

/**
 * The record as an endless list: page 1, then the next page each time the end scrolls into view,
 * until the contract's `total` is reached. Mount it with a key per filter to start again.
 */
export function TransactionList({
  filters,
  startTime,
}: {
  filters: RecordFilters;
  startTime: string;
}) {
  const { t } = useTranslation('wallet');
  const [pages, setPages] = useState(1);
  const request = (pageNum: number) => recordPageRequest(filters, pageNum, startTime);
  // The newest page's query is shared with its RecordsPage (same arguments, one request).
  const last = useQueryTransactionRecordListQuery(request(pages));
  const first = useQueryTransactionRecordListQuery(request(1));
  const hasMore = last.data ? hasMorePages(last.data) : false;

  return (
    <QueryState
      isLoading={first.isLoading}
      isError={first.isError && !first.data}
      isEmpty={first.data?.total === 0}
      emptyText={t('records.empty')}
      onRetry={() => void first.refetch()}
    >
      <List data-testid="transaction-list">
        {Array.from({ length: pages }, (_, i) => (
          <RecordsPage key={i + 1} request={request(i + 1)} />
        ))}
      </List>
      <LoadMore
        hasMore={hasMore}
        loading={last.isFetching}
        endText={t('records.end')}
        onLoadMore={() => setPages((n) => n + 1)}
        failed={last.isError && !last.data}
        onRetry={() => void last.refetch()}
      />
    </QueryState>
  );
}
