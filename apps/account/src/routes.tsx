import { routePath } from '@platform/routes';
import { i18next } from '@platform/i18n';
import type { AreaRoutesModule } from '@platform/ui';
import './account.css';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('account');

/**
 * The pages this area exposes to the shell, by path. The shell's route-ownership table lists every
 * path the area owns; a path missing here shows "this function is not yet available".
 */
const routes: AreaRoutesModule = {
  area: 'account',
  pages: [
    { path: routePath('my'), load: () => import('./pages/my/MyPage') },
    { path: routePath('profile'), load: () => import('./pages/userInfo/ProfilePage') },
    { path: routePath('messages'), load: () => import('./pages/mail/MailPage') },
    {
      path: routePath('messageDetail'),
      load: () => import('./pages/mailDetail/MailDetailPage'),
    },
    { path: routePath('agent'), load: () => import('./pages/agentPage/AgentPage') },
    { path: routePath('settings'), load: () => import('./pages/system/SettingsPage') },
    {
      path: routePath('verification'),
      load: () => import('./pages/verification/VerificationPage'),
    },
    {
      path: routePath('loginPassword'),
      load: () => import('./pages/exitPassword/LoginPasswordPage'),
    },
    {
      path: routePath('payPassword'),
      load: () => import('./pages/secondaryPassword/PayPasswordPage'),
    },
    { path: routePath('success'), load: () => import('./pages/success/SuccessPage') },
    { path: routePath('setEmail'), load: () => import('./pages/setEmail/SetEmailPage') },
    { path: routePath('setPhone'), load: () => import('./pages/setPhone/SetPhonePage') },
    { path: routePath('setName'), load: () => import('./pages/setName/SetNamePage') },
    {
      path: routePath('verifiedState'),
      load: () => import('./pages/verifiedState/VerifiedStatePage'),
    },
  ],
};

export default routes;
