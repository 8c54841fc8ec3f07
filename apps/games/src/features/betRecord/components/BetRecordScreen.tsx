import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetBetRecordQuery, type RequestOf } from '@platform/api-client';
import { BusinessTimeNote, EndlessList } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { betPageRequest, betRangeOf, rangeWindow, type BetFilters } from '../recordQuery';
import { BetFilters as BetFilterBar } from './BetFilters';
import { BetItem } from './BetItem';
import { BetSums } from './BetSums';

/** One page of the record: its own cached query, so a later page never refetches the earlier ones. */
function BetPage({ request }: { request: RequestOf<'getBetRecord'> }) {
  const { data } = useGetBetRecordQuery(request);
  return (
    <>
      {data?.list.map((bet) => (
        <BetItem key={bet.orderNo} bet={bet} />
      ))}
    </>
  );
}

/**
 * The bet record (docs/product-rules.md#games): `?platCode=` and `?range=` (business days), the
 * sums of the period above an endless list of its bets.
 */
export function BetRecordScreen() {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const range = betRangeOf(params.get('range'));
  const platCode = params.get('platCode') ?? undefined;
  // The period's instants are fixed when it is chosen, so the pages of one list agree on them.
  const [now, setNow] = useState(() => new Date());
  const filters: BetFilters = { ...rangeWindow(range, now), ...(platCode ? { platCode } : {}) };
  return (
    <>
      <BetFilterBar
        platCode={platCode}
        range={range}
        onChange={(next) => {
          const search: Record<string, string> = { range: next.range };
          if (next.platCode) search.platCode = next.platCode;
          setNow(new Date());
          setParams(search, { replace: true });
        }}
      />
      <BetSums filters={filters} />
      <BusinessTimeNote />
      <EndlessList
        key={`${range}|${platCode ?? ''}`}
        useQuery={useGetBetRecordQuery}
        request={(pageNum: number) => betPageRequest(filters, pageNum)}
        renderPage={(request) => <BetPage request={request} />}
        emptyText={t('record.empty')}
        endText={t('record.end')}
        testId="bet-list"
      />
    </>
  );
}
