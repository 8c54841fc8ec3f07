import { businessDate } from '@platform/api-client/contract';

export { businessDate };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days between two business dates (b - a). */
export function businessDaysBetween(a: Date, b: Date): number {
  const toUtcMidnight = (d: string) => Date.parse(`${d}T00:00:00Z`);
  return Math.round((toUtcMidnight(businessDate(b)) - toUtcMidnight(businessDate(a))) / DAY_MS);
}

/** "Days since joining" counts the registration day as day 1, as players read it on the my page. */
export function daysSinceJoining(registeredAt: Date, now: Date): number {
  return Math.max(1, businessDaysBetween(registeredAt, now) + 1);
}
