import { businessToday } from '@platform/api-client/contract';

/** A business date (YYYY-MM-DD, Asia/Shanghai) as the agent figures take them. */
export function businessDateOf(now: Date): string {
  return businessToday(now).toISOString().slice(0, 10);
}

/** The default range of the team figures: this business month, from its first day to today. */
export function thisBusinessMonth(now: Date): { startDate: string; endDate: string } {
  const endDate = businessDateOf(now);
  return { startDate: `${endDate.slice(0, 8)}01`, endDate };
}
