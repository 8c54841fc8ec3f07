import type { LimitPeriod } from '@platform/api-client/contract';
import { businessDate } from '../time';

/*
 * The money limits' periods in business time (docs/product-rules.md#responsible-gambling): the
 * business day from 00:00, the week from Monday 00:00, the month from the 1st 00:00. Business time
 * is Asia/Shanghai, a fixed UTC+8 (no daylight saving), so a business date's midnight is one instant.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A business date (YYYY-MM-DD) as UTC midnight of that date: calendar arithmetic on plain dates. */
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (utcMidnight: Date) => utcMidnight.toISOString().slice(0, 10);

/** The instant a business date starts: its 00:00 in business time. */
export function businessMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

export interface PeriodBounds {
  /** First business date of the period. */
  firstDay: string;
  /** First business date after it. */
  nextDay: string;
  /** When the period ends and the count starts again. */
  resetsAt: Date;
}

/** The day, week or month `now` falls in, in business dates, and when it resets. */
export function periodBounds(period: LimitPeriod, now: Date): PeriodBounds {
  const today = asUtc(businessDate(now));
  let first: Date;
  let next: Date;
  if (period === 'day') {
    first = today;
    next = new Date(today.getTime() + DAY_MS);
  } else if (period === 'week') {
    // getUTCDay: Sunday 0 … Saturday 6; days since Monday.
    const sinceMonday = (today.getUTCDay() + 6) % 7;
    first = new Date(today.getTime() - sinceMonday * DAY_MS);
    next = new Date(first.getTime() + 7 * DAY_MS);
  } else {
    first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
    next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  }
  return {
    firstDay: dateOf(first),
    nextDay: dateOf(next),
    resetsAt: businessMidnight(dateOf(next)),
  };
}

/**
 * `months` calendar months after `from`, in business time: the same date and time of day, or the
 * month's last day when it has no such date (31 August + 6 months = 28 or 29 February).
 */
export function addBusinessMonths(from: Date, months: number): Date {
  const date = businessDate(from);
  const timeOfDay = from.getTime() - businessMidnight(date).getTime();
  const start = asUtc(date);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  const target = dateOf(new Date(Date.UTC(year, month, day)));
  return new Date(businessMidnight(target).getTime() + timeOfDay);
}
