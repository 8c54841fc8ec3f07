import type { RequestOf, WelfareItem } from '@platform/api-client';
import { WELFARE_STATUSES } from '@platform/api-client/contract';

/** The welfare centre's tabs, one per item status (docs/product-rules.md#welfare). */
export type WelfareStatus = WelfareItem['status'];
export const WELFARE_TABS = WELFARE_STATUSES;

/** The tab named by `?status=`; claimable when missing or unknown. */
export function welfareTabOf(param: string | null): WelfareStatus {
  return WELFARE_TABS.find((status) => status === param) ?? 'claimable';
}

/** A page holds 20 items: a screen and a half on a phone. */
export const WELFARE_PAGE_SIZE = 20;

export function welfarePageRequest(
  status: WelfareStatus,
  pageNum: number,
): RequestOf<'queryWelfareCenterList'> {
  return { pageNum, pageSize: WELFARE_PAGE_SIZE, status };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long a claimable item has left: whole days, else whole hours, else under an hour. */
export type TimeLeft =
  | { unit: 'days'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'underAnHour' }
  | { unit: 'none' };

/**
 * The time left before `expiresAt`, rounded down, so "2 days" is never more than there is. An item
 * past its expiry is expired by the scheduler's job a little later; until then it has none left.
 */
export function timeLeft(expiresAt: string, now: Date): TimeLeft {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (!(ms > 0)) return { unit: 'none' };
  if (ms >= DAY_MS) return { unit: 'days', count: Math.floor(ms / DAY_MS) };
  if (ms >= HOUR_MS) return { unit: 'hours', count: Math.floor(ms / HOUR_MS) };
  return { unit: 'underAnHour' };
}
