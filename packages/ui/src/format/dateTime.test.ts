import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEYS } from '@platform/i18n';
import { formatDate, formatDateTime, formatTime } from './dateTime';

// 16:05:09 UTC on 23 November is already 00:05 on the 24th in business time (UTC+8).
const NEAR_MIDNIGHT = '2026-11-23T16:05:09.000Z';
const EVENING = '2026-11-23T12:05:05.000Z';

describe('formatDateTime', () => {
  it.each(LANGUAGE_KEYS)(
    'shows business time, Gregorian, Latin digits, 24-hour in %s',
    (language) => {
      expect(formatDateTime(EVENING, language)).toBe('2026-11-23 20:05');
      expect(formatDateTime(NEAR_MIDNIGHT, language)).toBe('2026-11-24 00:05');
      expect(formatDateTime(NEAR_MIDNIGHT, language, { seconds: true })).toBe(
        '2026-11-24 00:05:09',
      );
      expect(formatDateTime(NEAR_MIDNIGHT, language, { zone: true })).toBe(
        '2026-11-24 00:05 (GMT+8)',
      );
    },
  );

  it('leaves a value that is not a time as it is', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

describe('formatTime', () => {
  it.each(LANGUAGE_KEYS)('shows the business time of day in %s', (language) => {
    expect(formatTime(EVENING, language)).toBe('20:05');
    expect(formatTime(NEAR_MIDNIGHT, language, { zone: true })).toBe('00:05 (GMT+8)');
  });

  it('leaves a value that is not a time as it is', () => {
    expect(formatTime('soon', 'en')).toBe('soon');
  });
});

describe('formatDate', () => {
  // The instant's business date (the 24th), and a birth date as that very day.
  const expected: Record<string, [string, string]> = {
    zh: ['2026年11月24日', '1990年5月6日'],
    hk: ['2026年11月24日', '1990年5月6日'],
    en: ['Nov 24, 2026', 'May 6, 1990'],
    th: ['24 พ.ย. 2026', '6 พ.ค. 1990'],
    vn: ['24 thg 11, 2026', '6 thg 5, 1990'],
    pg: ['24 de nov. de 2026', '6 de mai. de 1990'],
    fp: ['Nob 24, 2026', 'May 6, 1990'],
    md: ['2026 နို 24', '1990 မေ 6'],
  };

  it.each(LANGUAGE_KEYS)('names the month in %s, Gregorian year, Latin digits', (language) => {
    const [instantDate, birthDate] = expected[language]!;
    expect(formatDate(NEAR_MIDNIGHT, language)).toBe(instantDate);
    expect(formatDate('1990-05-06', language)).toBe(birthDate);
  });

  it('shows a value that is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
