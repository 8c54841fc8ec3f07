import {
  BALANCE_POLL_MS,
  selectIsLogin,
  useAppSelector,
  useCheckIsSetWidthPasswordQuery,
  useGetUserBalanceQuery,
  useGetUserInfoQuery,
  useStreamFallbackPolling,
} from '@platform/api-client';
import { usePageVisible } from '@platform/ui';

/**
 * While logged in: user info and the payment-password flag once, and the balance, which the member
 * event stream pushes on every change; while the stream is down, the balance is polled every 5 s
 * while the page is visible (docs/product-rules.md#session). The answers land in the session state
 * through the slice's matchers.
 */
export function SessionManager() {
  const isLogin = useAppSelector(selectIsLogin);
  const visible = usePageVisible();
  const skip = !isLogin;
  useGetUserInfoQuery(undefined, { skip });
  useCheckIsSetWidthPasswordQuery(undefined, { skip });
  const fallbackPolling = useStreamFallbackPolling(BALANCE_POLL_MS);
  useGetUserBalanceQuery(undefined, { skip, pollingInterval: visible ? fallbackPolling : 0 });
  return null;
}
