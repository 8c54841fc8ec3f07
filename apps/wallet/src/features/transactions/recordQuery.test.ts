import { describe, expect, it } from 'vitest';
import { hasMorePages, historyStart, recordPageRequest } from './recordQuery';

describe('transaction record paging', () => {
  it('starts the history 30 days back', () => {
    expect(historyStart(new Date('2026-03-31T12:00:00.000Z'))).toBe('2026-03-01T12:00:00.000Z');
  });
  it('asks for one page with the filters that are set', () => {
    expect(recordPageRequest({ type: 'deposit' }, 3, 'S')).toEqual({
      pageNum: 3,
      pageSize: 20,
      startTime: 'S',
      type: 'deposit',
    });
  });
  it('knows when the last page has been read', () => {
    expect(hasMorePages({ pageNum: 1, pageSize: 20, total: 41 })).toBe(true);
    expect(hasMorePages({ pageNum: 2, pageSize: 20, total: 40 })).toBe(false);
    expect(hasMorePages({ pageNum: 1, pageSize: 20, total: 0 })).toBe(false);
  });
});
