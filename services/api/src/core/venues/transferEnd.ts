import type { Queryable } from '../../db/database';

/** A venue transfer as it completes: posted (the money moved) or voided (it did not). */
export interface EndedTransfer {
  orderNo: string;
  status: 'pending' | 'posted' | 'voided';
}

export type TransferEndListener = (
  tx: Queryable,
  transfer: EndedTransfer,
  now: Date,
) => Promise<void>;

const listeners = new Set<TransferEndListener>();

/**
 * What else ends with a venue transfer, inside the transaction of the call that completes it. An
 * area that ties a record of its own to a transfer (an offer application carries its transfer's
 * order number) subscribes from its module entry, so the venue gateway knows no area
 * (docs/decisions-api.md#api-modules).
 */
export function onVenueTransferEnd(listener: TransferEndListener): void {
  listeners.add(listener);
}

/** Runs every subscriber, in the order they subscribed, in the completing transaction. */
export async function venueTransferEnded(
  tx: Queryable,
  transfer: EndedTransfer,
  now: Date,
): Promise<void> {
  for (const listener of listeners) await listener(tx, transfer, now);
}
