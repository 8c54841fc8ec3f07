import { routePath } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@platform/api-client/contract';
import { PageLayout, useBack } from '@platform/ui';
import { TransactionFilters } from './TransactionFilters';
import { TransactionList } from './TransactionList';
import {
  historyStart,
  type RecordFilters,
  type TransactionStatus,
  type TransactionType,
} from '../recordQuery';

const MY_PAGE = routePath('my');

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

/** /pages/transaction/transaction: the last 30 days, filtered by type and status (`?type=&status=`). */
export function TransactionsScreen() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const back = useBack(MY_PAGE);
  // The window is fixed when the page opens, so the pages of one list agree on it.
  const [startTime] = useState(() => historyStart(new Date()));
  const filters: RecordFilters = {
    type: oneOf<TransactionType>(TRANSACTION_TYPES, params.get('type')),
    status: oneOf<TransactionStatus>(TRANSACTION_STATUSES, params.get('status')),
  };
  const setFilters = (next: RecordFilters) => {
    const search: Record<string, string> = {};
    if (next.type) search.type = next.type;
    if (next.status) search.status = next.status;
    setParams(search, { replace: true });
  };
  return (
    <PageLayout title={t('records.title')} onBack={back}>
      <TransactionFilters value={filters} onChange={setFilters} />
      <p className="wallet-hint wallet-range">{t('records.range')}</p>
      <TransactionList
        key={`${filters.type ?? ''}|${filters.status ?? ''}`}
        filters={filters}
        startTime={startTime}
      />
    </PageLayout>
  );
}
