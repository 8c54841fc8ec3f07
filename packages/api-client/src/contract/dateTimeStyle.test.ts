import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, gregorianLocale, timeText } from './dateTimeStyle';

// 16:05 UTC on 23 November is already 00:05 on the 24th in business time (UTC+8).
const NEAR_MIDNIGHT = new Date('2026-11-23T16:05:09Z');

describe('dateTimeText', () => {
  it('writes business time, 24-hour, to the minute', () => {
    expect(dateTimeText(new Date('2026-11-23T12:05:05Z'))).toBe('2026-11-23 20:05');
    expect(dateTimeText(NEAR_MIDNIGHT)).toBe('2026-11-24 00:05');
  });

  it('adds seconds and the offset when asked', () => {
    expect(dateTimeText(NEAR_MIDNIGHT, { seconds: true })).toBe('2026-11-24 00:05:09');
    expect(dateTimeText(NEAR_MIDNIGHT, { zone: true })).toBe('2026-11-24 00:05 (GMT+8)');
  });

  it('keeps the Gregorian year and Latin digits in Thai and Burmese', () => {
    expect(dateTimeText(NEAR_MIDNIGHT, { locale: 'th' })).toBe('2026-11-24 00:05');
    expect(dateTimeText(NEAR_MIDNIGHT, { locale: 'my', zone: true })).toBe(
      '2026-11-24 00:05 (GMT+8)',
    );
  });
});

describe('timeText', () => {
  it('writes the business time of day', () => {
    expect(timeText(NEAR_MIDNIGHT)).toBe('00:05');
    expect(timeText(NEAR_MIDNIGHT, { zone: true })).toBe('00:05 (GMT+8)');
  });
});

describe('dateText', () => {
  it('shows a calendar date as that day and an instant as its business date', () => {
    expect(dateText('1990-05-06', { locale: 'en' })).toBe('May 6, 1990');
    expect(dateText(NEAR_MIDNIGHT, { locale: 'en' })).toBe('Nov 24, 2026');
  });

  it('shows what is not a date as it is', () => {
    expect(dateText('soon')).toBe('soon');
  });
});

describe('gregorianLocale', () => {
  it('forces the Gregorian calendar and Latin digits on any tag', () => {
    expect(gregorianLocale('th')).toBe('th-u-ca-gregory-nu-latn');
    expect(gregorianLocale('th-u-ca-buddhist')).toBe('th-u-ca-gregory-nu-latn');
  });
});
