import { useEffect, useRef } from 'react';
import { useDoReadMessageMutation } from '@platform/api-client';

/**
 * Opening a message marks it read (getMessage itself has no side effect): once per message, and
 * only when it is still unread. The call invalidates the message tag, so badges follow.
 */
export function useMarkRead(message: { id: number; isRead: boolean } | undefined) {
  const [markRead] = useDoReadMessageMutation();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.isRead || marked.current === message.id) return;
    marked.current = message.id;
    void markRead({ id: message.id });
  }, [message, markRead]);
}
