import { businessTimeParts } from './dateTimeStyle';

/**
 * The business calendar date (Asia/Shanghai) of an instant, as YYYY-MM-DD: the one definition the
 * forms and the server share (docs/product-rules.md#business-time).
 */
export function businessDate(at: Date): string {
  const p = businessTimeParts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The business calendar day of an instant, as UTC midnight of that date. */
export function businessToday(now: Date): Date {
  return new Date(`${businessDate(now)}T00:00:00Z`);
}
