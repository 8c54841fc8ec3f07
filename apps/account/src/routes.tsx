import { i18next } from '@platform/i18n';
import { defineAreaRoutes } from '@platform/ui';
import './account.css';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('account');

/**
 * The pages this area exposes to the shell, by route name. The route table (@platform/routes) lists
 * every route the area owns; a route missing here shows "this function is not yet available".
 */
const routes = defineAreaRoutes('account', {
  my: () => import('./pages/my/MyPage'),
  profile: () => import('./pages/profile/ProfilePage'),
  messages: () => import('./pages/messages/MessagesPage'),
  messageDetail: () => import('./pages/messageDetail/MessageDetailPage'),
  agent: () => import('./pages/agent/AgentPage'),
  settings: () => import('./pages/settings/SettingsPage'),
  verification: () => import('./pages/verification/VerificationPage'),
  loginPassword: () => import('./pages/loginPassword/LoginPasswordPage'),
  payPassword: () => import('./pages/payPassword/PayPasswordPage'),
  success: () => import('./pages/success/SuccessPage'),
  setEmail: () => import('./pages/setEmail/SetEmailPage'),
  setPhone: () => import('./pages/setPhone/SetPhonePage'),
  setName: () => import('./pages/setName/SetNamePage'),
  verifiedState: () => import('./pages/verifiedState/VerifiedStatePage'),
  responsibleGambling: () => import('./pages/responsibleGambling/ResponsibleGamblingPage'),
});

export default routes;
