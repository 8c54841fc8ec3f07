import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Dialog, useSignOut } from '@platform/ui';
import { routePath } from '@platform/routes';

/** Sign out, after a confirmation (see useSignOut). Home is where a guest starts. */
export function SignOutButton() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const { signOut: endSession, isLoading } = useSignOut();
  const signOut = async () => {
    const confirmed = await Dialog.confirm({
      content: t('settings.signOut.confirm'),
      confirmText: t('common:actions.logout'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    // Leave this member page first: once the session is cleared it would ask for the player again.
    await endSession(() => navigate(routePath('home'), { replace: true }));
  };
  return (
    <Button
      block
      color="danger"
      fill="outline"
      loading={isLoading}
      onClick={() => void signOut()}
      data-testid="settings-logout"
    >
      {t('common:actions.logout')}
    </Button>
  );
}
