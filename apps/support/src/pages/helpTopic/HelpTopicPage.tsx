import type { ComponentType } from 'react';
import type { HelpTopic } from '@platform/api-client/contract';
import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** Each topic's page component, made once so the router keeps the same component for it. */
const PAGES = new Map<HelpTopic, ComponentType>();

/**
 * The seven topic routes (helpDeposit, helpWithdraw, helpTransfer, helpGames, helpTech,
 * helpContact, helpAnswer; guests too) are one page, given its topic here: `src/routes.tsx` loads
 * `topicPage('<topic>')` for each (the topic ↔ route map is `features/help/topics.ts`).
 */
export function topicPage(topic: HelpTopic): { default: ComponentType } {
  let Page = PAGES.get(topic);
  if (!Page) {
    const TopicPage = () => <HelpTopicScreen topic={topic} />;
    TopicPage.displayName = `HelpTopicPage(${topic})`;
    PAGES.set(topic, TopicPage);
    Page = TopicPage;
  }
  return { default: Page };
}
