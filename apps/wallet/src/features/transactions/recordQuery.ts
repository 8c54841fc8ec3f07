import { TRANSACTION_HISTORY_DAYS, type RequestOf } from '@platform/api-client';
import type { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@platform/api-client/contract';

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The list's filters; undefined is "all". */
export interface RecordFilters {
  type?: TransactionType;
  status?: TransactionStatus;
}

/** A page holds 20 records: a screen and a half on a phone, small enough for a slow network. */
export const RECORDS_PAGE_SIZE = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The record covers the last 30 days (the server clamps to the same window;
 * docs/product-rules.md#transaction-records).
 */
export function historyStart(now: Date): string {
  return new Date(now.getTime() - TRANSACTION_HISTORY_DAYS * DAY_MS).toISOString();
}

/** The request for one page of the record. */
export function recordPageRequest(
  filters: RecordFilters,
  pageNum: number,
  startTime: string,
): RequestOf<'queryTransactionRecordList'> {
  return { pageNum, pageSize: RECORDS_PAGE_SIZE, startTime, ...filters };
}
