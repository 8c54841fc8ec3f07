import { Fragment, useState, type ReactNode } from 'react';
import { hasMorePages, type PageInfo } from '@platform/api-client';
import { List } from '../kit';
import { LoadMore } from './LoadMore';
import { QueryState } from './QueryState';

/** What an RTK Query hook of a paged call answers that the list needs. */
interface PageQuery {
  data?: PageInfo | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A paged call as an endless list: page 1, then the next page each time the end scrolls into view,
 * until the answer's `total`. Each page renders itself (`renderPage`) from its own cached query, so
 * a later page never refetches the earlier ones; the newest page's query here is the same request,
 * so it costs no second call. Mount it with a key per filter to start again.
 */
export function EndlessList<Request>({
  useQuery,
  request,
  renderPage,
  emptyText,
  endText,
  testId,
}: {
  useQuery: (request: NoInfer<Request>) => PageQuery;
  request: (pageNum: number) => Request;
  renderPage: (request: Request) => ReactNode;
  emptyText: string;
  endText: string;
  testId?: string;
}) {
  const [pages, setPages] = useState(1);
  const last = useQuery(request(pages));
  const first = useQuery(request(1));
  return (
    <QueryState
      isLoading={first.isLoading}
      isError={first.isError && !first.data}
      isEmpty={first.data?.total === 0}
      emptyText={emptyText}
      onRetry={() => void first.refetch()}
    >
      <List data-testid={testId}>
        {Array.from({ length: pages }, (_, i) => (
          <Fragment key={i + 1}>{renderPage(request(i + 1))}</Fragment>
        ))}
      </List>
      <LoadMore
        hasMore={last.data ? hasMorePages(last.data) : false}
        loading={last.isFetching}
        endText={endText}
        onLoadMore={() => setPages((n) => n + 1)}
        failed={last.isError && !last.data}
        onRetry={() => void last.refetch()}
      />
    </QueryState>
  );
}
