import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './formatTime';

describe('message time', () => {
  it('reads in the player language', () => {
    const iso = '2026-03-01T08:05:00.000Z';
    expect(formatMessageTime(iso, 'en', 'UTC')).toContain('2026');
    expect(formatMessageTime(iso, 'en', 'UTC')).toContain('8:05');
    expect(formatMessageTime(iso, 'zh', 'Asia/Shanghai')).toContain('2026年3月1日');
  });

  it('shows an unreadable time as sent', () => {
    expect(formatMessageTime('soon', 'en')).toBe('soon');
  });
});
