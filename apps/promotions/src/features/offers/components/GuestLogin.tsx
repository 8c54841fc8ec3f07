import { RETURN_PARAM, routePath } from '@platform/routes';
import { LoginPrompt, useAppNavigate } from '@platform/ui';
import { useLocation } from '@platform/ui/router';

/** A guest is asked to log in or register, and comes back here afterwards (`?redirect=`). */
export function GuestLogin() {
  const navigate = useAppNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The wrapper lets the two buttons wrap at 200 % text (promotions.css).
  return (
    <div className="promotions-guest-login">
      <LoginPrompt
        onLogin={() => navigate(routePath('login', { [RETURN_PARAM]: here }))}
        onRegister={() => navigate(routePath('login', { [RETURN_PARAM]: here, type: 'register' }))}
      />
    </div>
  );
}
