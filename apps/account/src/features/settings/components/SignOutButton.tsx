import { useTranslation } from '@platform/i18n';
import { useNavigate } from '@platform/ui/router';
import { Button, useSignOut } from '@platform/ui';
import { routePath } from '@platform/routes';

/** Sign out, after the kit's confirmation (useSignOut, as on home). Home is where a guest starts. */
export function SignOutButton() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { signOut: endSession, isLoading } = useSignOut();
  // Leave this member page first: once the session is cleared it would ask for the player again.
  const signOut = () => endSession(() => navigate(routePath('home'), { replace: true }));
  return (
    <Button
      block
      color="danger"
      fill="outline"
      loading={isLoading}
      onClick={() => void signOut()}
      data-testid="settings-logout"
    >
      {t('actions.logout')}
    </Button>
  );
}
