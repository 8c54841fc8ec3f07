import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetHelpArticlesQuery } from '@platform/api-client';
import type { HelpTopic } from '@platform/api-client/contract';
import { Button, PageLayout, QueryState, useAppNavigate, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { ArticleAccordion } from './ArticleAccordion';
import { ContactDesks } from './ContactDesks';

/**
 * One help topic (docs/product-rules.md#help): its questions and answers, `?q=<articleId>` opening
 * one, then "still need help?" leading to customer service; the contact topic also lists the desks.
 */
export function HelpTopicScreen({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const back = useBack(routePath('help'));
  const [params] = useSearchParams();
  const articles = useGetHelpArticlesQuery({ topic });
  const list = articles.data?.articles ?? [];
  return (
    <PageLayout title={t(`help.topics.${topic}`)} onBack={back}>
      <div className="support-help" data-testid={`help-page-${topic}`}>
        <QueryState
          isLoading={articles.isLoading}
          isError={articles.isError && !articles.data}
          isEmpty={list.length === 0}
          emptyText={t('help.empty')}
          onRetry={() => void articles.refetch()}
        >
          {/* Remounted when ?q= changes, so the asked question opens. */}
          <ArticleAccordion key={params.get('q') ?? ''} articles={list} q={params.get('q')} />
        </QueryState>
        {topic === 'contact' && <ContactDesks />}
        <section className="support-help-more">
          <h3>{t('help.stillNeedHelp')}</h3>
          <Button
            block
            color="primary"
            data-testid="help-customer-service"
            onClick={() => navigate(routePath('customerService'))}
          >
            {t('help.contactService')}
          </Button>
        </section>
      </div>
    </PageLayout>
  );
}
