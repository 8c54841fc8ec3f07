import { BUSINESS_TIME_ZONE } from './constants';

/**
 * The one definition of how dates and times read, for the kit's formatter and the server's texts
 * alike (docs/product-rules.md#business-time). Every style is in business time, Gregorian and with
 * Latin digits in every language: a Thai player sees 2026, not the Buddhist 2569, and a Burmese one
 * the digits of amounts and order numbers. Only a style that shows names (the date) uses the
 * language, for its month names.
 */
export type DateTimeStyleOptions = {
  /** The reader's language as a BCP 47 tag; only the date style shows anything of it. */
  locale?: string;
};

/** The language's own words, but always the Gregorian calendar and Latin digits. */
export function gregorianLocale(locale = 'en'): string {
  return `${locale.split('-u-')[0]}-u-ca-gregory-nu-latn`;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const id = `${key}|${locale}`;
  let format = cache.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(gregorianLocale(locale), {
      calendar: 'gregory',
      numberingSystem: 'latn',
      ...options,
    });
    cache.set(id, format);
  }
  return format;
}

function partsOf(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** Year, month, day, hour, minute and second of an instant in business time, as Latin digits. */
export function businessTimeParts(at: Date, locale?: string): Record<string, string> {
  return partsOf(
    formatter('numeric', locale ?? 'en', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
    at,
  );
}

/** The business time zone as an offset, "GMT+8" in every language. */
export function businessZoneText(at: Date): string {
  return (
    partsOf(
      formatter('zone', 'en', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'shortOffset' }),
      at,
    ).timeZoneName ?? 'GMT+8'
  );
}

/**
 * The date-time style: "2026-11-23 20:05" in business time, 24-hour, the same in every language
 * (read and compared like amounts). `seconds` for money records, `zone` ("2026-11-23 20:05
 * (GMT+8)") where a player abroad could misread it: deadlines, single times in a detail or a text.
 */
export function dateTimeText(
  at: Date,
  options: DateTimeStyleOptions & { seconds?: boolean; zone?: boolean } = {},
): string {
  const p = businessTimeParts(at, options.locale);
  const time = `${p.hour}:${p.minute}${options.seconds ? `:${p.second}` : ''}`;
  const text = `${p.year}-${p.month}-${p.day} ${time}`;
  return options.zone ? `${text} (${businessZoneText(at)})` : text;
}

/** The time style: "20:05" in business time, 24-hour, the same in every language. */
export function timeText(
  at: Date,
  options: DateTimeStyleOptions & { seconds?: boolean; zone?: boolean } = {},
): string {
  const p = businessTimeParts(at, options.locale);
  const time = `${p.hour}:${p.minute}${options.seconds ? `:${p.second}` : ''}`;
  return options.zone ? `${time} (${businessZoneText(at)})` : time;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date style: a day with its month named in the reader's language ("Nov 23, 2026",
 * "2026年11月23日", "23 พ.ย. 2026"). A calendar date ("1990-05-06", a birth date) is shown as that
 * day; an instant as its business date.
 */
export function dateText(value: string | Date, options: DateTimeStyleOptions = {}): string {
  const calendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const at = calendarDate ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  return formatter(calendarDate ? 'date-utc' : 'date', options.locale ?? 'en', {
    timeZone: calendarDate ? 'UTC' : BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
  }).format(at);
}
