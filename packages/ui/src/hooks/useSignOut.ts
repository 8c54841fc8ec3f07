import { useCallback } from 'react';
import { useTranslation } from '@platform/i18n';
import { loggedOut, useAppDispatch, useLogoutMutation } from '@platform/api-client';
import { Dialog } from '../kit';

/**
 * Signing out, the same everywhere (home, settings): the player confirms first, then the server
 * revokes the token, then the session ends here whatever it answered (a player who asked to leave
 * must not stay signed in because the network failed), and `loggedOut` drops the player's cached
 * data. `beforeClear` runs in between, e.g. to leave a member page that would otherwise ask for
 * the player again. Resolves true when the player signed out.
 */
export function useSignOut() {
  const { t } = useTranslation('common');
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const signOut = useCallback(
    async (beforeClear?: () => unknown) => {
      const confirmed = await Dialog.confirm({
        content: t('kit.signOut.confirm'),
        confirmText: t('actions.logout'),
        cancelText: t('actions.cancel'),
      });
      if (!confirmed) return false;
      await logout();
      await beforeClear?.();
      dispatch(loggedOut());
      return true;
    },
    [logout, dispatch, t],
  );
  return { signOut, isLoading };
}
