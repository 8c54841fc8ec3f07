import { dateText, dateTimeText, timeText } from '@platform/api-client';
import { languageByKey } from '@platform/i18n';

/**
 * The kit's one date and time formatter: a function per style, each taking the player's language
 * (docs/product-rules.md#business-time). The styles themselves live in the contract, where the
 * server's texts use them too.
 */

/** The instant of an ISO timestamp, or null when it is not one (then it is shown as sent). */
function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function locale(language: string): string {
  return languageByKey(language)?.bcp47 ?? 'en';
}

export type DateTimeOptions = {
  /** Money records: "2026-11-23 20:05:05". */
  seconds?: boolean;
  /** A deadline or a single time a player abroad could misread: "2026-11-23 20:05 (GMT+8)". */
  zone?: boolean;
};

/** Lists and details: "2026-11-23 20:05" in business time, the same in every language. */
export function formatDateTime(iso: string, language: string, options: DateTimeOptions = {}) {
  const date = instant(iso);
  return date ? dateTimeText(date, { ...options, locale: locale(language) }) : iso;
}

/** A time of day: "20:05" in business time, the same in every language. */
export function formatTime(iso: string, language: string, options: DateTimeOptions = {}) {
  const date = instant(iso);
  return date ? timeText(date, { ...options, locale: locale(language) }) : iso;
}

/**
 * A day with its month named in the player's language ("Nov 23, 2026", "23 พ.ย. 2026"): a
 * calendar date such as a birth date as that day, an instant as its business date.
 */
export function formatDate(value: string, language: string): string {
  return dateText(value, { locale: locale(language) });
}
