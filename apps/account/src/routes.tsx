import { i18next } from '@platform/i18n';
import type { AreaRoutesModule } from '@platform/ui';
import { ACCOUNT_PATHS } from './paths';
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
    { path: ACCOUNT_PATHS.my, load: () => import('./pages/my/MyPage') },
    { path: ACCOUNT_PATHS.profile, load: () => import('./pages/userInfo/ProfilePage') },
    { path: ACCOUNT_PATHS.messages, load: () => import('./pages/mail/MailPage') },
    {
      path: ACCOUNT_PATHS.messageDetail,
      load: () => import('./pages/mailDetail/MailDetailPage'),
    },
    { path: ACCOUNT_PATHS.agent, load: () => import('./pages/agentPage/AgentPage') },
    { path: ACCOUNT_PATHS.settings, load: () => import('./pages/system/SettingsPage') },
    {
      path: ACCOUNT_PATHS.verification,
      load: () => import('./pages/verification/VerificationPage'),
    },
    {
      path: ACCOUNT_PATHS.loginPassword,
      load: () => import('./pages/exitPassword/LoginPasswordPage'),
    },
    {
      path: ACCOUNT_PATHS.payPassword,
      load: () => import('./pages/secondaryPassword/PayPasswordPage'),
    },
    { path: ACCOUNT_PATHS.success, load: () => import('./pages/success/SuccessPage') },
    { path: ACCOUNT_PATHS.setEmail, load: () => import('./pages/setEmail/SetEmailPage') },
    { path: ACCOUNT_PATHS.setPhone, load: () => import('./pages/setPhone/SetPhonePage') },
    { path: ACCOUNT_PATHS.setName, load: () => import('./pages/setName/SetNamePage') },
    {
      path: ACCOUNT_PATHS.verifiedState,
      load: () => import('./pages/verifiedState/VerifiedStatePage'),
    },
  ],
};

export default routes;
