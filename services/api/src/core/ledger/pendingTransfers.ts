import type { Queryable } from '../../db/database';
import {
  completeLedgerTransfer,
  openLedgerTransfer,
  type LedgerTransferRow,
  type TransferRequest,
} from './postTransfer';

/**
 * Two-phase transfers, for money that leaves before we know the outcome: a withdrawal waiting for
 * its payout, a transfer to a venue waiting for the venue's answer. `holdTransfer` writes the
 * transfer and its entries as pending and holds each player debit (the wallet cannot spend it
 * twice) without moving a balance; `postPendingTransfer` moves the balances; `voidPendingTransfer`
 * gives the hold back. Each runs inside the caller's transaction and is idempotent; the rules live
 * in the ledger's database functions (migration 014).
 */

export type TransferStatus = LedgerTransferRow['status'];

/** A ledger transfer; `replayed` is true when nothing changed this time. */
export type LedgerTransfer = LedgerTransferRow;

/** Writes a pending transfer and holds its player debits. The same key and request replays. */
export function holdTransfer(tx: Queryable, req: TransferRequest): Promise<LedgerTransfer> {
  return openLedgerTransfer(tx, req, 'pending');
}

/** Completes a pending transfer: the balances move and the hold is released. Posting twice is a no-op. */
export function postPendingTransfer(
  tx: Queryable,
  transferId: number,
  at?: Date,
): Promise<LedgerTransfer> {
  return completeLedgerTransfer(tx, transferId, 'posted', at);
}

/** Cancels a pending transfer: the hold goes back and no balance ever moved. Voiding twice is a no-op. */
export function voidPendingTransfer(
  tx: Queryable,
  transferId: number,
  at?: Date,
): Promise<LedgerTransfer> {
  return completeLedgerTransfer(tx, transferId, 'voided', at);
}

/** The transfer a business object created under its key, if any (for repair and replays). */
export async function transferByKey(
  tx: Queryable,
  idempotencyKey: string,
): Promise<{ transferId: number; status: TransferStatus } | null> {
  const { rows } = await tx.query<{ id: number; status: TransferStatus }>(
    'SELECT id, status FROM ledger_transfers WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return rows[0] ? { transferId: rows[0].id, status: rows[0].status } : null;
}
