import { useQueryTransactionRecordListQuery, type RequestOf } from '@platform/api-client';
import { TransactionItem } from './TransactionItem';

/** One page of the record: its own cached query, so earlier pages never refetch to add a later one. */
export function RecordsPage({ request }: { request: RequestOf<'queryTransactionRecordList'> }) {
  const { data } = useQueryTransactionRecordListQuery(request);
  return (
    <>
      {data?.list.map((record) => (
        <TransactionItem key={record.orderNo} record={record} />
      ))}
    </>
  );
}
