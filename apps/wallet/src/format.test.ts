import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows a timestamp as date and 24-hour time in the given zone', () => {
    expect(formatDateTime('2024-06-15T12:05:09.000Z', 'UTC')).toBe('2024-06-15 12:05:09');
    expect(formatDateTime('2024-06-15T20:00:00.000Z', 'Asia/Shanghai')).toBe('2024-06-16 04:00:00');
  });
  it('leaves a value that is not a time as it is', () => {
    expect(formatDateTime('soon', 'UTC')).toBe('soon');
  });
});
