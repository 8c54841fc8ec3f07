import type { HelpTopic } from '@platform/api-client/contract';
import type { RouteName } from '@platform/routes';

/**
 * The help centre's route for each article topic, plus the site notices, which have a page of
 * their own (docs/product-rules.md#help). The one place a topic meets its route: the help grid,
 * the topic pages and the customer service page's top questions all read it.
 */
export const HELP_TOPIC_ROUTES = {
  deposit: 'helpDeposit',
  withdraw: 'helpWithdraw',
  transfer: 'helpTransfer',
  games: 'helpGames',
  tech: 'helpTech',
  contact: 'helpContact',
  answer: 'helpAnswer',
} as const satisfies Record<HelpTopic, RouteName>;

/** The notices page, shown with the topics in the help centre. */
export const HELP_NOTICE_ROUTE = 'helpNotice' satisfies RouteName;

export type HelpTopicRoute = (typeof HELP_TOPIC_ROUTES)[HelpTopic];
