import {
  selectPayPwdSet,
  selectUserInfo,
  useAppSelector,
  useCheckIsSetWidthPasswordQuery,
  useGetUserInfoQuery,
  type UserInfo,
} from '@platform/api-client';

/** Whether the player meets a requirement: null until known; `failed` when it could not be asked. */
export interface MemberFlag {
  met: boolean | null;
  failed: boolean;
  retry: () => void;
}

/**
 * Whether a payment password is set. The shell loads the flag at login; a page opened standalone,
 * or before that answer, asks once itself.
 */
export function usePayPasswordSet(): MemberFlag {
  const stored = useAppSelector(selectPayPwdSet);
  const query = useCheckIsSetWidthPasswordQuery(undefined, { skip: stored !== null });
  return {
    met: stored ?? query.data?.isSet ?? null,
    failed: stored === null && query.isError,
    retry: () => void query.refetch(),
  };
}

function useMemberQuery() {
  const stored = useAppSelector(selectUserInfo);
  const query = useGetUserInfoQuery(undefined, { skip: stored !== null });
  return { userInfo: stored ?? query.data?.userInfo ?? null, stored, query };
}

/** The logged-in player (null until known): the shell's copy, else asked once. */
export function useMemberInfo(): UserInfo | null {
  return useMemberQuery().userInfo;
}

/** Whether the player has bound a phone; spec 5: deposits need one. */
export function usePhoneBound(): MemberFlag {
  const { userInfo, stored, query } = useMemberQuery();
  return {
    met: userInfo ? Boolean(userInfo.mobile) : null,
    failed: stored === null && query.isError,
    retry: () => void query.refetch(),
  };
}
