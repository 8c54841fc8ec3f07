import {
  BALANCE_POLL_MS,
  selectIsLogin,
  useAppSelector,
  useCheckIsSetWidthPasswordQuery,
  useGetUserBalanceQuery,
  useGetUserInfoQuery,
} from '@platform/api-client';
import { usePageVisible } from '@platform/ui';

/**
 * While logged in: user info and the payment-password flag once, the balance every 5 s while the
 * page is visible (docs/product-rules.md#session). The answers land in the session state through
 * the slice's matchers.
 */
export function SessionManager() {
  const isLogin = useAppSelector(selectIsLogin);
  const visible = usePageVisible();
  const skip = !isLogin;
  useGetUserInfoQuery(undefined, { skip });
  useCheckIsSetWidthPasswordQuery(undefined, { skip });
  useGetUserBalanceQuery(undefined, { skip, pollingInterval: visible ? BALANCE_POLL_MS : 0 });
  return null;
}
