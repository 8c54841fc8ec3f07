import type { ChatMessage, ServiceGroup } from '@platform/api-client';

/**
 * The chat's pure rules (docs/product-rules.md#customer-service): which desk group the page
 * talks to, where a guest's visitor key is kept, which lines are shown while sending, and up to
 * which agent line the player has read.
 */

/** The group named by the page's `?group=`; anything else is the online desk. */
export function groupOf(value: string | null): ServiceGroup {
  return value === 'finance' ? 'finance' : 'online';
}

/** A guest's visitor key is kept per group in the browser, to come back to the conversation. */
export function visitorStorageKey(group: ServiceGroup): string {
  return `support.chat.visitor.${group}`;
}

export function readVisitorKey(group: ServiceGroup): string | null {
  try {
    return localStorage.getItem(visitorStorageKey(group));
  } catch {
    return null;
  }
}

export function storeVisitorKey(group: ServiceGroup, key: string | null): void {
  try {
    if (key) localStorage.setItem(visitorStorageKey(group), key);
    else localStorage.removeItem(visitorStorageKey(group));
  } catch {
    // A browser that keeps nothing: the guest gives their name again next time.
  }
}

/** A line the player sent that the server has not confirmed yet. */
export interface PendingLine {
  clientId: string;
  text: string | null;
  file: File | null;
  /** `sending` while the call is under way; `failed` when it got no answer (retry, same clientId). */
  state: 'sending' | 'failed';
  /** Upload progress of an image, 0..1. */
  progress: number;
  createdAt: string;
}

/** What the list shows: the stored lines, and the pending ones the server does not hold yet. */
export type ShownLine =
  { kind: 'message'; message: ChatMessage } | { kind: 'pending'; line: PendingLine };

export function shownLines(
  messages: readonly ChatMessage[],
  sent: readonly ChatMessage[],
  pending: readonly PendingLine[],
): ShownLine[] {
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
  const ids = new Set(messages.map((m) => m.id));
  const answered = sent.filter((m) => !ids.has(m.id));
  const answeredIds = new Set(answered.map((m) => m.clientId));
  return [
    ...messages.map((message) => ({ kind: 'message' as const, message })),
    ...answered.map((message) => ({ kind: 'message' as const, message })),
    ...pending
      .filter((line) => !stored.has(line.clientId) && !answeredIds.has(line.clientId))
      .map((line) => ({ kind: 'pending' as const, line })),
  ];
}

/** The newest agent line's id when any agent line is unread by the player; else null. */
export function readUpTo(messages: readonly ChatMessage[]): number | null {
  const agent = messages.filter((m) => m.author === 'agent');
  if (!agent.some((m) => m.readAt === null)) return null;
  return Math.max(...agent.map((m) => m.id));
}
