import { useQueryRewardRecordListQuery, type RequestOf } from '@platform/api-client';
import { RewardRow } from './RewardRow';

/** One page of the record: its own cached query, so a later page never refetches the earlier ones. */
export function RewardItems({ request }: { request: RequestOf<'queryRewardRecordList'> }) {
  const { data } = useQueryRewardRecordListQuery(request);
  return (
    <>
      {data?.list.map((record) => (
        <RewardRow key={record.id} record={record} />
      ))}
    </>
  );
}
