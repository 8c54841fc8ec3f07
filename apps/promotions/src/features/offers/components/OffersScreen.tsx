import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  useActivityListQuery,
  useGetActivityClassificationQuery,
  type RequestOf,
} from '@platform/api-client';
import { Button, EndlessList } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { useSearchParams } from '@platform/ui/router';
import { useMemberStates } from '../hooks/useMemberStates';
import { ALL_TAB, offerState, offersTabOf, type OffersTab } from '../offerState';
import { OfferCard } from './OfferCard';

const PAGE_SIZE = 10;

type Refetchers = Set<() => unknown>;

function listRequest(tab: OffersTab, pageNum: number): RequestOf<'activityList'> {
  return {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(tab === ALL_TAB ? {} : { classification: tab }),
  };
}

/** One page of offers: its own cached query, registered so a refresh asks every page shown again. */
function OffersPage({
  request,
  refetchers,
  states,
}: {
  request: RequestOf<'activityList'>;
  refetchers: Refetchers;
  states: ReturnType<typeof useMemberStates>['byId'];
}) {
  const { data, refetch } = useActivityListQuery(request);
  useEffect(() => {
    refetchers.add(refetch);
    return () => void refetchers.delete(refetch);
  }, [refetchers, refetch]);
  return (
    <>
      {data?.list.map((activity) => (
        <OfferCard
          key={activity.id}
          activity={activity}
          state={offerState(activity, states.get(activity.id))}
        />
      ))}
    </>
  );
}

/**
 * The offers tab (docs/product-rules.md#offers): "all" and the classifications in their order,
 * the tab in `?tab=` so back keeps it; the tab's offers as cards, more as the end comes into view.
 * Pull-down refresh is off on every page (docs/product-rules.md#offers): the refresh button, and
 * the page shown again (the app back in front), ask the pages shown and the member's states again.
 */
export function OffersScreen() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const tab = offersTabOf(params.get('tab'));
  const classifications = useGetActivityClassificationQuery();
  const states = useMemberStates();
  const [refetchers] = useState<Refetchers>(() => new Set());
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([...[...refetchers].map((refetch) => refetch()), states.refetch()]);
    } finally {
      setRefreshing(false);
    }
  };
  // The listener is added once; it calls the refresh of the latest render.
  const refreshOnReturn = useRef(refresh);
  useEffect(() => {
    refreshOnReturn.current = refresh;
  });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshOnReturn.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const tabs = [...(classifications.data?.classificationList ?? [])].sort(
    (a, b) => a.sort - b.sort,
  );

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === ALL_TAB ? {} : { tab: key }, { replace: true })}
        data-testid="offer-tabs"
      >
        <Tabs.Tab key={ALL_TAB} title={t('offers.tabs.all')} />
        {tabs.map((c) => (
          <Tabs.Tab key={c.classification} title={c.name} />
        ))}
      </Tabs>
      <div className="promotions-offer-list-header">
        <Button
          size="small"
          fill="outline"
          loading={refreshing}
          onClick={() => void refresh()}
          data-testid="offers-refresh"
        >
          {t('offers.refresh')}
        </Button>
      </div>
      <div className="promotions-offer-list">
        <EndlessList
          key={tab}
          useQuery={useActivityListQuery}
          request={(pageNum: number) => listRequest(tab, pageNum)}
          renderPage={(request) => (
            <OffersPage request={request} refetchers={refetchers} states={states.byId} />
          )}
          emptyText={t('offers.empty')}
          endText={t('offers.end')}
          testId="offer-list"
        />
      </div>
    </>
  );
}
