import { useTranslation } from '@platform/i18n';
import { useQueryTransactionRecordListQuery } from '@platform/api-client';
import { BusinessTimeNote, EndlessList } from '@platform/ui';
import { recordPageRequest, type RecordFilters } from '../recordQuery';
import { RecordsPage } from './RecordsPage';

/** The record as an endless list. Mount it with a key per filter to start again. */
export function TransactionList({
  filters,
  startTime,
}: {
  filters: RecordFilters;
  startTime: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <BusinessTimeNote />
      <EndlessList
        useQuery={useQueryTransactionRecordListQuery}
        request={(pageNum: number) => recordPageRequest(filters, pageNum, startTime)}
        renderPage={(request) => <RecordsPage request={request} />}
        emptyText={t('records.empty')}
        endText={t('records.end')}
        testId="transaction-list"
      />
    </>
  );
}
