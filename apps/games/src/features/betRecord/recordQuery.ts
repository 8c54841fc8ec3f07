import { businessTimeParts, type RequestOf } from '@platform/api-client';

/** The periods of the bet record, in business days (docs/product-rules.md#business-time). */
export const BET_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type BetRange = (typeof BET_RANGES)[number];

/** A page holds 20 bets: a screen and a half on a phone, like the transaction record. */
export const BET_RECORDS_PAGE_SIZE = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many business days back each period starts (0: today). */
const DAYS_BACK: Record<BetRange, number> = { today: 0, yesterday: 1, week: 6, month: 29 };

/** The range of `?range=`, the last 7 days when absent or unknown. */
export function betRangeOf(value: string | null): BetRange {
  return BET_RANGES.find((range) => range === value) ?? 'week';
}

/** The instant the business day of `now` began (midnight in the business zone). */
export function businessDayStart(now: Date): number {
  const p = businessTimeParts(now);
  const sinceMidnight =
    ((Number(p.hour) * 60 + Number(p.minute)) * 60 + Number(p.second)) * 1000 +
    now.getUTCMilliseconds();
  return now.getTime() - sinceMidnight;
}

/**
 * A period as the instants the server filters on: from the first business day's midnight to the
 * midnight after the last (yesterday ends at today's midnight; the others at tomorrow's).
 */
export function rangeWindow(range: BetRange, now: Date): { startTime: string; endTime: string } {
  const today = businessDayStart(now);
  const end = range === 'yesterday' ? today : today + DAY_MS;
  return {
    startTime: new Date(today - DAYS_BACK[range] * DAY_MS).toISOString(),
    endTime: new Date(end).toISOString(),
  };
}

/** What the record filters on; no platform is every platform. */
export interface BetFilters {
  platCode?: string;
  startTime: string;
  endTime: string;
}

/** The request for one page of the record (the sums take the same filters without paging). */
export function betPageRequest(filters: BetFilters, pageNum: number): RequestOf<'getBetRecord'> {
  return { pageNum, pageSize: BET_RECORDS_PAGE_SIZE, ...filters };
}
