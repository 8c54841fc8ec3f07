import type { Message, RequestOf } from '@platform/api-client';
import { MESSAGE_CATEGORIES } from '@platform/api-client/contract';

export type MessageCategory = Message['category'];

/** The message centre's tabs: everything, then each category (docs/product-rules.md#messages). */
export const MESSAGE_TABS = ['all', ...MESSAGE_CATEGORIES] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

export function tabOf(param: string | null): MessageTab {
  return MESSAGE_TABS.find((tab) => tab === param) ?? 'all';
}

/** The category a tab filters by; "all" filters by none. */
export function categoryOf(tab: MessageTab): MessageCategory | undefined {
  return tab === 'all' ? undefined : tab;
}

export interface UnreadCounts {
  unreadCount: number;
  categoryUnreadList: readonly { category: MessageCategory; unreadCount: number }[];
}

/** A tab's unread count from getUnReadMessageCount (0 while unknown). */
export function unreadOf(tab: MessageTab, counts: UnreadCounts | undefined): number {
  if (!counts) return 0;
  if (tab === 'all') return counts.unreadCount;
  return counts.categoryUnreadList.find((c) => c.category === tab)?.unreadCount ?? 0;
}

/** A page holds 20 messages: a screen and a half on a phone. */
export const MESSAGES_PAGE_SIZE = 20;

export function messagePageRequest(tab: MessageTab, pageNum: number): RequestOf<'messageList'> {
  const category = categoryOf(tab);
  return category
    ? { pageNum, pageSize: MESSAGES_PAGE_SIZE, category }
    : { pageNum, pageSize: MESSAGES_PAGE_SIZE };
}
