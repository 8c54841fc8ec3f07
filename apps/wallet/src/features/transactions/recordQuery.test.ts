import { describe, expect, it } from 'vitest';
import { historyStart, recordPageRequest } from './recordQuery';

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
});
