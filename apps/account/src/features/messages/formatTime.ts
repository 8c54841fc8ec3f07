import { languageByKey } from '@platform/i18n';

/** A message's time in the player's language and the phone's time zone ("Mar 1, 2026, 08:00"). */
export function formatMessageTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageByKey(language)?.bcp47 ?? 'en', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
