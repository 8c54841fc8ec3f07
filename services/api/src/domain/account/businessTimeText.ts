import { BUSINESS_TIME_ZONE } from '@platform/api-client/contract';

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'shortOffset',
});

const MINUTE_MS = 60_000;

/**
 * A moment as players read it in a message or a refusal: business time to the minute with its
 * offset, e.g. "2026-01-15 12:45 (GMT+8)". Rounded up, so "locked until 12:45" is never too early.
 * Players live in several time zones; the offset says which clock is meant.
 */
export function businessTimeText(at: Date): string {
  const rounded = new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
  const p = Object.fromEntries(
    format.formatToParts(rounded).map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} (${p.timeZoneName})`;
}
