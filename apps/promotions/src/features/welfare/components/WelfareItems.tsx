import { useQueryWelfareCenterListQuery, type RequestOf } from '@platform/api-client';
import { WelfareItemRow } from './WelfareItemRow';

/** One page of the list: its own cached query, so a later page never refetches the earlier ones. */
export function WelfareItems({
  request,
  receivingId,
  claimedIds,
  onReceive,
}: {
  request: RequestOf<'queryWelfareCenterList'>;
  receivingId: number | null;
  claimedIds: ReadonlySet<number>;
  onReceive: (id: number) => void;
}) {
  const { data } = useQueryWelfareCenterListQuery(request);
  return (
    <>
      {data?.list.map((item) => (
        <WelfareItemRow
          key={item.id}
          // Claimed here: shown as claimed until the refetched list leaves it out.
          item={claimedIds.has(item.id) ? { ...item, status: 'claimed' } : item}
          receiving={receivingId === null ? null : receivingId === item.id ? 'this' : 'other'}
          onReceive={() => onReceive(item.id)}
        />
      ))}
    </>
  );
}
