import {
  selectIsLogin,
  selectPayPwdSet,
  selectUserInfo,
  useAppSelector,
  useCheckIsSetWidthPasswordQuery,
  useGetUserInfoQuery,
  type UserInfo,
} from '@platform/api-client';

/** A value the session may not know yet: null while asked, `failed` when it could not be asked. */
export interface Known<T> {
  value: T | null;
  isLoading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The logged-in player: the session's copy (the shell loads it at login), else asked once — never
 * after signing out, when a member call would only answer 401.
 */
export function useMember(): Known<UserInfo> {
  const stored = useAppSelector(selectUserInfo);
  const isLogin = useAppSelector(selectIsLogin);
  const query = useGetUserInfoQuery(undefined, { skip: stored !== null || !isLogin });
  const value = stored ?? query.data?.userInfo ?? null;
  return {
    value,
    isLoading: value === null && !query.isError,
    failed: value === null && query.isError,
    retry: () => void query.refetch(),
  };
}

/** Whether a payment password is set: the session's payPwd flag, else asked once. */
export function usePayPasswordSet(): Known<boolean> {
  const stored = useAppSelector(selectPayPwdSet);
  const isLogin = useAppSelector(selectIsLogin);
  const query = useCheckIsSetWidthPasswordQuery(undefined, { skip: stored !== null || !isLogin });
  const value = stored ?? query.data?.isSet ?? null;
  return {
    value,
    isLoading: value === null && !query.isError,
    failed: value === null && query.isError,
    retry: () => void query.refetch(),
  };
}
