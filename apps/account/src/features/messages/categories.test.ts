import { describe, expect, it } from 'vitest';
import { categoryOf, messagePageRequest, tabOf, unreadOf } from './categories';

const counts = {
  unreadCount: 5,
  categoryUnreadList: [
    { category: 'private' as const, unreadCount: 2 },
    { category: 'activity' as const, unreadCount: 3 },
  ],
};

describe('message tabs', () => {
  it('reads the tab from the address and falls back to all', () => {
    expect(tabOf('depositWithdrawal')).toBe('depositWithdrawal');
    expect(tabOf('bogus')).toBe('all');
    expect(tabOf(null)).toBe('all');
  });

  it('filters by the tab category, and by none on all', () => {
    expect(categoryOf('all')).toBeUndefined();
    expect(messagePageRequest('all', 2)).toEqual({ pageNum: 2, pageSize: 20 });
    expect(messagePageRequest('private', 1)).toEqual({
      pageNum: 1,
      pageSize: 20,
      category: 'private',
    });
  });

  it('counts unread messages per tab', () => {
    expect(unreadOf('all', counts)).toBe(5);
    expect(unreadOf('activity', counts)).toBe(3);
    expect(unreadOf('announcement', counts)).toBe(0);
    expect(unreadOf('all', undefined)).toBe(0);
  });
});
