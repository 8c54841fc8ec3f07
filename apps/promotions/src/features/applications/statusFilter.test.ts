import { describe, expect, it } from 'vitest';
import { applicationsRequest, statusFilterOf } from './statusFilter';

describe('application status filter', () => {
  it('reads a status from the URL and falls back to all', () => {
    expect(statusFilterOf('pending')).toBe('pending');
    expect(statusFilterOf('other')).toBe('all');
    expect(statusFilterOf(null)).toBe('all');
  });

  it('sends no status for all, and the status otherwise', () => {
    expect(applicationsRequest('all', 2)).toEqual({ pageNum: 2, pageSize: 20 });
    expect(applicationsRequest('rejected', 1)).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: 'rejected',
    });
  });
});
