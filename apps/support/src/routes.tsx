import { i18next } from '@platform/i18n';
import { defineAreaRoutes } from '@platform/ui';
import './support.css';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('support');

/**
 * The pages this area exposes to the shell, by route name. The route table (@platform/routes) lists
 * every route the area owns; a route missing here shows "this function is not yet available".
 */
const routes = defineAreaRoutes('support', {
  customerService: () => import('./pages/customerService/CustomerServicePage'),
  contacting: () => import('./pages/contacting/ContactingPage'),
  sponsor: () => import('./pages/sponsor/SponsorPage'),
  sponsorMadrid: () => import('./pages/sponsorMadrid/SponsorMadridPage'),
  about: () => import('./pages/about/AboutPage'),
  browser: () => import('./pages/browser/BrowserPage'),
  feedback: () => import('./pages/feedback/FeedbackPage'),
  feedbackList: () => import('./pages/feedbackList/FeedbackListPage'),
  feedbackDetail: () => import('./pages/feedbackDetail/FeedbackDetailPage'),
  help: () => import('./pages/help/HelpPage'),
  helpNotice: () => import('./pages/helpNotice/HelpNoticePage'),
  helpDeposit: () => import('./pages/helpDeposit/HelpDepositPage'),
  helpWithdraw: () => import('./pages/helpWithdraw/HelpWithdrawPage'),
  helpTransfer: () => import('./pages/helpTransfer/HelpTransferPage'),
  helpGames: () => import('./pages/helpGames/HelpGamesPage'),
  helpTech: () => import('./pages/helpTech/HelpTechPage'),
  helpContact: () => import('./pages/helpContact/HelpContactPage'),
  helpAnswer: () => import('./pages/helpAnswer/HelpAnswerPage'),
});

export default routes;
