import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@platform/api-client';
import { groupOf, readUpTo, shownLines, visitorStorageKey, type PendingLine } from './chatRules';

const line = (id: number, author: ChatMessage['author'], extra: Partial<ChatMessage> = {}) =>
  ({
    id,
    conversationId: 1,
    author,
    authorName: author === 'agent' ? 'Lily' : 'guest',
    text: `line ${id}`,
    imageUrl: null,
    clientId: author === 'player' ? `c${id}` : null,
    createdAt: '2026-11-24T08:00:00.000Z',
    readAt: null,
    ...extra,
  }) satisfies ChatMessage;

const pending = (clientId: string, state: PendingLine['state'] = 'sending'): PendingLine => ({
  clientId,
  text: 'hello',
  file: null,
  state,
  progress: 0,
  createdAt: '2026-11-24T08:00:00.000Z',
});

describe('chat rules', () => {
  it('talks to the finance desk only when the query names it, else to the online desk', () => {
    expect(groupOf('finance')).toBe('finance');
    expect(groupOf('online')).toBe('online');
    expect(groupOf(null)).toBe('online');
    expect(groupOf('sales')).toBe('online');
  });

  it('keeps a visitor key per group', () => {
    expect(visitorStorageKey('online')).toBe('support.chat.visitor.online');
    expect(visitorStorageKey('finance')).toBe('support.chat.visitor.finance');
  });

  it('shows a pending line until the server holds its clientId, never twice', () => {
    const stored = [line(1, 'player')];
    const shown = shownLines(stored, [], [pending('c1'), pending('c9', 'failed')]);
    expect(shown.map((s) => (s.kind === 'message' ? s.message.id : s.line.clientId))).toEqual([
      1,
      'c9',
    ]);
  });

  it('shows an answered line before the list is re-read, and once after', () => {
    const answered = line(2, 'player');
    expect(shownLines([line(1, 'agent')], [answered], [pending('c2')])).toHaveLength(2);
    expect(shownLines([line(1, 'agent'), answered], [answered], [pending('c2')])).toHaveLength(2);
  });

  it('reads up to the newest agent line when one is unread, and asks nothing otherwise', () => {
    const read = '2026-11-24T08:01:00.000Z';
    expect(
      readUpTo([line(3, 'agent', { readAt: read }), line(5, 'agent'), line(7, 'player')]),
    ).toBe(5);
    expect(readUpTo([line(3, 'agent', { readAt: read }), line(7, 'player')])).toBeNull();
    expect(readUpTo([line(7, 'player')])).toBeNull();
  });
});
