import { RETURN_PARAM, routePath } from '@platform/routes';
import { useCallback } from 'react';
import { useTranslation } from '@platform/i18n';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { Dialog } from '../kit';

/**
 * A guest who taps a member entry (docs/product-rules.md#roles) is asked, in a dialog, to log in or
 * register, as the kit's LoginPrompt asks on a member page; either way the player comes back to
 * `returnTo` afterwards (`?redirect=`).
 */
export function useLoginDialog() {
  const { t } = useTranslation('common');
  const navigate = useAppNavigate();
  return useCallback(
    (returnTo: string) => {
      Dialog.show({
        title: t('membersOnly.title'),
        content: t('membersOnly.description'),
        closeOnAction: true,
        actions: [
          {
            key: 'login',
            text: t('actions.login'),
            bold: true,
            onClick: () => navigate(routePath('login', { [RETURN_PARAM]: returnTo })),
          },
          {
            key: 'register',
            text: t('actions.register'),
            onClick: () =>
              navigate(routePath('login', { [RETURN_PARAM]: returnTo, type: 'register' })),
          },
          { key: 'cancel', text: t('actions.cancel') },
        ],
      });
    },
    [navigate, t],
  );
}
