import type { ReactNode } from 'react';
import { routePath } from '@platform/routes';
import { useGetHelpArticlesQuery } from '@platform/api-client';
import { List, QueryState, useAppNavigate } from '@platform/ui';
import { HELP_TOPIC_ROUTES } from '../topics';

/**
 * The help centre's top questions, each opening its topic page at the question (the help centre
 * and the customer service tab show them). `children` are further rows after them; with none, an
 * empty list is not shown.
 */
export function TopQuestionList({
  header,
  testId,
  className,
  children,
}: {
  header: string;
  testId: string;
  className?: string;
  children?: ReactNode;
}) {
  const navigate = useAppNavigate();
  const articles = useGetHelpArticlesQuery({});
  const top = articles.data?.articles.filter((article) => article.top) ?? [];
  if (articles.data && top.length === 0 && !children) return null;
  return (
    <List header={header} className={className} data-testid={testId}>
      <QueryState
        isLoading={articles.isLoading}
        isError={articles.isError && !articles.data}
        onRetry={() => void articles.refetch()}
      >
        {top.map((article) => (
          <List.Item
            key={article.id}
            data-testid={`${testId}-question`}
            onClick={() => navigate(routePath(HELP_TOPIC_ROUTES[article.topic], { q: article.id }))}
          >
            <span className="support-help-text">{article.question}</span>
          </List.Item>
        ))}
        {children}
      </QueryState>
    </List>
  );
}
