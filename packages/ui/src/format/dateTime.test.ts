import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLocalizedDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('shows a timestamp as date and 24-hour time in the given zone', () => {
    expect(formatDateTime('2024-06-15T12:05:09.000Z', 'UTC')).toBe('2024-06-15 12:05:09');
    expect(formatDateTime('2024-06-15T20:00:00.000Z', 'Asia/Shanghai')).toBe('2024-06-16 04:00:00');
  });

  it('leaves a value that is not a time as it is', () => {
    expect(formatDateTime('soon', 'UTC')).toBe('soon');
  });
});

describe('formatLocalizedDateTime', () => {
  it('reads in the player language', () => {
    const iso = '2026-03-01T08:05:00.000Z';
    expect(formatLocalizedDateTime(iso, 'en', 'UTC')).toContain('2026');
    expect(formatLocalizedDateTime(iso, 'en', 'UTC')).toContain('8:05');
    expect(formatLocalizedDateTime(iso, 'zh', 'Asia/Shanghai')).toContain('2026年3月1日');
  });

  it('shows an unreadable time as sent', () => {
    expect(formatLocalizedDateTime('soon', 'en')).toBe('soon');
  });
});
