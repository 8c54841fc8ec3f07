import { BUSINESS_TIME_ZONE } from './constants';

const businessDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The business calendar date (Asia/Shanghai) of an instant, as YYYY-MM-DD: the one definition the
 * forms and the server share (docs/product-rules.md#business-time).
 */
export function businessDate(at: Date): string {
  return businessDateFormat.format(at);
}

/** The business calendar day of an instant, as UTC midnight of that date. */
export function businessToday(now: Date): Date {
  return new Date(`${businessDate(now)}T00:00:00Z`);
}
