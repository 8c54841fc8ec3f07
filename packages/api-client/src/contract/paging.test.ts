import { describe, expect, it } from 'vitest';
import { hasMorePages } from './paging';

describe('paging', () => {
  it('knows whether pages after this one exist', () => {
    expect(hasMorePages({ pageNum: 1, pageSize: 20, total: 41 })).toBe(true);
    expect(hasMorePages({ pageNum: 2, pageSize: 20, total: 40 })).toBe(false);
    expect(hasMorePages({ pageNum: 1, pageSize: 20, total: 0 })).toBe(false);
  });
});
