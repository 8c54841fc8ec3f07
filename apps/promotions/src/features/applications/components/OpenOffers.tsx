import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useActivityListQuery } from '@platform/api-client';
import { Button, List, QueryState, useAppNavigate } from '@platform/ui';

/** The most offers one screen lists; the offers tab has them all. */
const OPEN_OFFERS_PAGE = 50;

/**
 * The offers open now that need an application, each with its headline (the offer's summary: the
 * list carries no terms) and a way to its page.
 */
export function OpenOffers() {
  const { t } = useTranslation('promotions');
  const navigate = useAppNavigate();
  const list = useActivityListQuery({ pageNum: 1, pageSize: OPEN_OFFERS_PAGE });
  const open = (list.data?.list ?? []).filter(
    (a) => a.periodState === 'open' && a.needsApplication,
  );
  return (
    <section className="promotions-section" data-testid="open-offers">
      <h3 className="promotions-section-title">{t('applications.openOffers')}</h3>
      <QueryState
        isLoading={list.isLoading}
        isError={list.isError && !list.data}
        isEmpty={list.data !== undefined && open.length === 0}
        emptyText={t('applications.noOpenOffers')}
        onRetry={() => void list.refetch()}
      >
        <List>
          {open.map((a) => (
            <List.Item
              key={a.id}
              data-testid="open-offer"
              description={a.summary}
              extra={
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  data-testid="open-offer-view"
                  onClick={() => navigate(routePath('offerView', { id: a.id }))}
                >
                  {t('applications.view')}
                </Button>
              }
            >
              {a.title}
            </List.Item>
          ))}
        </List>
      </QueryState>
    </section>
  );
}
