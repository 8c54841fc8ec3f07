import type { RequestOf } from '@platform/api-client';
import { ACTIVITY_APPLICATION_STATUSES } from '@platform/api-client/tables';

export const STATUS_FILTERS = ['all', ...ACTIVITY_APPLICATION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The filter a `?status=` value names; anything unknown is "all". */
export function statusFilterOf(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((s) => s === value) ?? 'all';
}

const PAGE_SIZE = 20;

/** One page of the member's applications under a filter ("all" sends no status). */
export function applicationsRequest(
  filter: StatusFilter,
  pageNum: number,
): RequestOf<'queryApplyActivityList'> {
  return { pageNum, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) };
}
