import { useMemo } from 'react';
import {
  selectIsLogin,
  useAppSelector,
  useQueryActivityStatesQuery,
  type ActivityMemberState,
} from '@platform/api-client';

/**
 * A member's standing in every offer of its period (applied, eligible, why not), by offer id.
 * Asked only when logged in: a guest's call would answer 401 (docs/product-rules.md#offers).
 */
export function useMemberStates() {
  const isLogin = useAppSelector(selectIsLogin);
  const query = useQueryActivityStatesQuery(undefined, { skip: !isLogin });
  const byId = useMemo(
    () => new Map<number, ActivityMemberState>(query.data?.stateList.map((s) => [s.activityId, s])),
    [query.data],
  );
  return {
    isLogin,
    byId,
    loaded: query.data !== undefined,
    isError: query.isError,
    refetch: () => (isLogin ? query.refetch() : undefined),
  };
}
