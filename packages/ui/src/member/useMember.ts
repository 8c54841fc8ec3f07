import {
  selectIsLogin,
  selectPayPwdSet,
  selectUserInfo,
  useAppSelector,
  useCheckIsSetWidthPasswordQuery,
  useGetUserInfoQuery,
  type UserInfo,
} from '@platform/api-client';
import type { Requirement } from '@platform/routes';

/** A value the session may not know yet: null while asked, `failed` when it could not be asked. */
export interface Known<T> {
  value: T | null;
  isLoading: boolean;
  failed: boolean;
  retry: () => void;
}

function known<T>(value: T | null, isError: boolean, refetch: () => unknown): Known<T> {
  return {
    value,
    isLoading: value === null && !isError,
    failed: value === null && isError,
    retry: () => void refetch(),
  };
}

/** `skip`: a caller that may not need the answer does not ask for it. */
interface AskOptions {
  skip?: boolean;
}

/**
 * The logged-in player: the session's copy (the shell loads it at login), else asked once — never
 * after signing out, when a member call would only answer 401.
 */
export function useMember({ skip = false }: AskOptions = {}): Known<UserInfo> {
  const stored = useAppSelector(selectUserInfo);
  const isLogin = useAppSelector(selectIsLogin);
  const query = useGetUserInfoQuery(undefined, { skip: skip || stored !== null || !isLogin });
  return known(stored ?? query.data?.userInfo ?? null, query.isError, query.refetch);
}

/** Whether a payment password is set: the session's flag (loaded at login), else asked once. */
export function usePayPasswordSet({ skip = false }: AskOptions = {}): Known<boolean> {
  const stored = useAppSelector(selectPayPwdSet);
  const isLogin = useAppSelector(selectIsLogin);
  const query = useCheckIsSetWidthPasswordQuery(undefined, {
    skip: skip || stored !== null || !isLogin,
  });
  return known(stored ?? query.data?.isSet ?? null, query.isError, query.refetch);
}

/** Whether the player has bound a phone (docs/product-rules.md#deposits: deposits need one). */
export function usePhoneBound(options: AskOptions = {}): Known<boolean> {
  const member = useMember(options);
  return { ...member, value: member.value ? Boolean(member.value.mobile) : null };
}

const NOTHING_REQUIRED: Known<boolean> = {
  value: true,
  isLoading: false,
  failed: false,
  retry: () => undefined,
};

/** Whether the player meets a route's requirement (met when it has none); asks only for that one. */
export function useRequirementMet(requirement: Requirement | undefined): Known<boolean> {
  const payPassword = usePayPasswordSet({ skip: requirement !== 'payPassword' });
  const phone = usePhoneBound({ skip: requirement !== 'phone' });
  if (requirement === 'payPassword') return payPassword;
  if (requirement === 'phone') return phone;
  return NOTHING_REQUIRED;
}
