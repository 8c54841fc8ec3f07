import { useCallback } from 'react';
import { loggedOut, useAppDispatch, useLogoutMutation } from '@platform/api-client';

/**
 * Signing out: the server revokes the token, then the session ends here whatever it answered (a
 * player who asked to leave must not stay signed in because the network failed), and `loggedOut`
 * drops the player's cached data. `beforeClear` runs in between, e.g. to leave a member page
 * that would otherwise ask for the player again.
 */
export function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const signOut = useCallback(
    async (beforeClear?: () => unknown) => {
      await logout();
      await beforeClear?.();
      dispatch(loggedOut());
    },
    [logout, dispatch],
  );
  return { signOut, isLoading };
}
