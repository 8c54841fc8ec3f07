import { languageByKey } from '@platform/i18n';

/** The instant of an ISO timestamp, or null when it is not one (then it is shown as sent). */
function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "2024-06-15 20:00:00" in the device's time zone (or the one given): like amounts, times of money
 * read the same in every language, and a player compares them with the clock on their phone.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = instant(iso);
  if (!date) return iso;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** A time in the player's language and the phone's time zone ("Mar 1, 2026, 08:00"): messages. */
export function formatLocalizedDateTime(iso: string, language: string, timeZone?: string): string {
  const date = instant(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(languageByKey(language)?.bcp47 ?? 'en', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
