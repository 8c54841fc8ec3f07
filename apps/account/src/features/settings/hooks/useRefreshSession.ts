import { useCallback } from 'react';
import { platformApi, useAppDispatch } from '@platform/api-client';

/**
 * Reloads what a settings change alters into the session (user info, the payPwd flag) before the
 * player moves on: the tag invalidation refetches only queries someone is watching, and the page
 * the player returns to (the wallet's payment-password gate) reads the session at once.
 */
export function useRefreshSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (what: 'userInfo' | 'payPassword') => {
      const options = { forceRefetch: true, subscribe: false };
      if (what === 'userInfo')
        await dispatch(platformApi.endpoints.getUserInfo.initiate(undefined, options));
      else
        await dispatch(platformApi.endpoints.checkIsSetWidthPassword.initiate(undefined, options));
    },
    [dispatch],
  );
}
