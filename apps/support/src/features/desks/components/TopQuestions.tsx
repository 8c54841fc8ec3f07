import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetHelpArticlesQuery } from '@platform/api-client';
import { List, QueryState, useAppNavigate } from '@platform/ui';
import { HELP_TOPIC_ROUTES } from '../../help/topics';

/** The help centre's top questions, each opening its topic page at the question, and the centre. */
export function TopQuestions() {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const articles = useGetHelpArticlesQuery({});
  const top = articles.data?.articles.filter((a) => a.top) ?? [];
  return (
    <List header={t('service.top.title')} className="support-desks-top" data-testid="service-top">
      <QueryState
        isLoading={articles.isLoading}
        isError={articles.isError && !articles.data}
        onRetry={() => void articles.refetch()}
      >
        {top.map((article) => (
          <List.Item
            key={article.id}
            data-testid="service-top-question"
            onClick={() => navigate(routePath(HELP_TOPIC_ROUTES[article.topic], { q: article.id }))}
          >
            <span className="support-desks-text">{article.question}</span>
          </List.Item>
        ))}
        <List.Item data-testid="service-help-centre" onClick={() => navigate(routePath('help'))}>
          {t('service.top.all')}
        </List.Item>
      </QueryState>
    </List>
  );
}
