import {
  FEEDBACK_ORDER_MAX_AGE_DAYS,
  feedbackOrderTimeSchema,
  type TransactionRecord,
} from '@platform/api-client/contract';

/** How many of the player's records the order picker reads: a week of orders fits on one page. */
export const ORDER_PICKER_PAGE_SIZE = 100;

/** The earliest time of an order a feedback may name (docs/product-rules.md#feedback). */
export function orderWindowStart(now: Date): Date {
  return new Date(now.getTime() - FEEDBACK_ORDER_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The records the player may name on a feedback: those created in the last 7 days, by the same rule
 * the server applies (`feedbackOrderTimeSchema`), newest first. Only the form, which loads the
 * contract for its rules anyway, imports this file.
 */
export function recentOrders(records: readonly TransactionRecord[], now: Date) {
  const withinWindow = feedbackOrderTimeSchema(now);
  return records
    .filter((record) => withinWindow.safeParse(record.createdAt).success)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
