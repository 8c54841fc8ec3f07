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
  customerService: () => import('./pages/connect/CustomerServicePage'),
  contacting: () => import('./pages/contacting/ContactingPage'),
  sponsor: () => import('./pages/sponsor/SponsorPage'),
  sponsorMadrid: () => import('./pages/sponsorMadrid/ClubPage'),
  about: () => import('./pages/about/AboutPage'),
  browser: () => import('./pages/browser/BrowserPage'),
  feedback: () => import('./pages/feedback/FeedbackPage'),
  feedbackList: () => import('./pages/feedbackList/FeedbackListPage'),
  feedbackDetail: () => import('./pages/feedbackDetail/FeedbackDetailPage'),
  help: () => import('./pages/help/HelpPage'),
  helpNotice: () => import('./pages/helpNotice/HelpNoticePage'),
  // One page for the seven topics (pages/helpTopic/HelpTopicPage.tsx).
  helpDeposit: () => import('./pages/helpTopic/HelpTopicPage').then((m) => m.topicPage('deposit')),
  helpWithdraw: () =>
    import('./pages/helpTopic/HelpTopicPage').then((m) => m.topicPage('withdraw')),
  helpTransfer: () =>
    import('./pages/helpTopic/HelpTopicPage').then((m) => m.topicPage('transfer')),
  helpGames: () => import('./pages/helpTopic/HelpTopicPage').then((m) => m.topicPage('games')),
  helpTech: () => import('./pages/helpTopic/HelpTopicPage').then((m) => m.topicPage('tech')),
  helpContact: () => import('./pages/helpTopic/HelpTopicPage').then((m) => m.topicPage('contact')),
  helpAnswer: () => import('./pages/helpTopic/HelpTopicPage').then((m) => m.topicPage('answer')),
});

export default routes;
