import { businessDate } from '@platform/api-client/contract';

/** The default range of the team figures: this business month, from its first day to today. */
export function thisBusinessMonth(now: Date): { startDate: string; endDate: string } {
  const endDate = businessDate(now);
  return { startDate: `${endDate.slice(0, 8)}01`, endDate };
}
