import { businessDate } from '../time';
import type { JobRun } from './types';

/**
 * Business-time schedules for ScheduledJob.occurrences (docs/product-rules.md#business-time).
 * Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a business wall-clock time
 * is one fixed instant; the test checks this against the shared businessDate.
 */
export const BUSINESS_UTC_OFFSET = '+08:00';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const BUSINESS_OFFSET_MS = 8 * 60 * MINUTE_MS;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of a business date ('2026-11-24') at a business time of day ('21:30'). */
export function businessInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${BUSINESS_UTC_OFFSET}`);
}

/** The key of a run at a business date and time: '2026-11-24T21:30+08:00'. */
export function businessTimeKey(date: string, time: string): string {
  return `${date}T${time}${BUSINESS_UTC_OFFSET}`;
}

/** The key of an instant to the minute, in business time: '2026-11-24T21:31+08:00'. */
export function businessMinuteKey(at: Date): string {
  return `${new Date(at.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 16)}${BUSINESS_UTC_OFFSET}`;
}

/**
 * Runs at every whole `minutes` in (from, to], keyed by business minute, but only the last
 * `keepLast` of them: after a gap (a stopped server, the dev clock moved by days) a job that
 * works up to its own run time catches up in a few runs, not in thousands.
 */
export function everyMinutes(
  minutes: number,
  keepLast: number,
): (from: Date, to: Date) => JobRun[] {
  if (!Number.isInteger(minutes) || minutes < 1 || !Number.isInteger(keepLast) || keepLast < 1)
    throw new Error(
      `an interval and a catch-up are whole and positive (got ${minutes}, ${keepLast})`,
    );
  const step = minutes * MINUTE_MS;
  return (from, to) => {
    const last = Math.floor(to.getTime() / step) * step;
    const first = Math.max(
      Math.floor(from.getTime() / step) * step + step,
      last - (keepLast - 1) * step,
    );
    const runs: JobRun[] = [];
    for (let t = first; t <= last; t += step)
      runs.push({ key: businessMinuteKey(new Date(t)), dueAt: new Date(t) });
    return runs;
  };
}

/** Every business date from the one containing `from` to the one containing `to`, with its weekday. */
function businessDates(from: Date, to: Date): { date: string; weekday: number }[] {
  const dates: { date: string; weekday: number }[] = [];
  const last = businessDate(to);
  for (
    let day = new Date(`${businessDate(from)}T00:00:00Z`);
    ;
    day = new Date(day.getTime() + DAY_MS)
  ) {
    const date = day.toISOString().slice(0, 10);
    if (date > last) break;
    dates.push({ date, weekday: day.getUTCDay() });
  }
  return dates;
}

function checkTime(time: string): void {
  if (!TIME_PATTERN.test(time)) throw new Error(`a schedule time is HH:MM (got "${time}")`);
}

export interface WeeklySchedule {
  /** Business weekdays, 0 = Sunday ... 6 = Saturday (Tue/Thu/Sat = [2, 4, 6]). */
  weekdays: readonly number[];
  /** Business time of day, HH:MM. */
  time: string;
}

/** Runs on some weekdays at one business time, keyed '2026-11-24T21:30+08:00'. */
export function weeklyAt(schedule: WeeklySchedule): (from: Date, to: Date) => JobRun[] {
  checkTime(schedule.time);
  const weekdays = new Set(schedule.weekdays);
  for (const d of weekdays)
    if (!Number.isInteger(d) || d < 0 || d > 6) throw new Error(`a weekday is 0..6 (got ${d})`);
  return (from, to) =>
    businessDates(from, to)
      .filter((d) => weekdays.has(d.weekday))
      .map((d) => ({
        key: businessTimeKey(d.date, schedule.time),
        dueAt: businessInstant(d.date, schedule.time),
      }))
      .filter((r) => r.dueAt > from && r.dueAt <= to);
}

/** Runs every business day at one business time, keyed by the business date '2026-11-24'. */
export function dailyAt(time: string): (from: Date, to: Date) => JobRun[] {
  checkTime(time);
  return (from, to) =>
    businessDates(from, to)
      .map((d) => ({ key: d.date, dueAt: businessInstant(d.date, time) }))
      .filter((r) => r.dueAt > from && r.dueAt <= to);
}
