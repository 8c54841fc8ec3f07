import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { isHouseKind } from './accounts';
import {
  assertCanDebit,
  assertWellFormed,
  LedgerUsageError,
  loadEntries,
  lockAccounts,
  transferRequestHash,
  type TransferRequest,
  type TransferRow,
} from './postTransfer';

/**
 * Two-phase transfers, for money that leaves before we know the outcome: a withdrawal waiting for
 * its payout, a transfer to a venue waiting for the venue's answer. `holdTransfer` writes the
 * transfer and its entries as pending and holds each player debit (the wallet cannot spend it
 * twice) without moving a balance; `postPendingTransfer` moves the balances; `voidPendingTransfer`
 * gives the hold back. Each runs inside the caller's transaction and is idempotent.
 */

export type TransferStatus = 'pending' | 'posted' | 'voided';

export interface LedgerTransfer {
  transferId: number;
  kind: string;
  status: TransferStatus;
  createdAt: Date;
  entries: { accountId: number; amount: number; balanceAfter: number | null }[];
  /** True when nothing changed this time (the key was known, or the state already reached). */
  replayed: boolean;
}

async function lockTransfer(tx: Queryable, transferId: number): Promise<TransferRow> {
  const { rows } = await tx.query<TransferRow>(
    'SELECT id, kind, status, request_hash, created_at FROM ledger_transfers WHERE id = $1 FOR UPDATE',
    [transferId],
  );
  const transfer = rows[0];
  if (!transfer) throw new DomainError('notFound', 'notFound');
  return transfer;
}

async function describe(tx: Queryable, t: TransferRow, replayed: boolean): Promise<LedgerTransfer> {
  return {
    transferId: t.id,
    kind: t.kind,
    status: t.status as TransferStatus,
    createdAt: t.created_at,
    entries: await loadEntries(tx, t.id),
    replayed,
  };
}

/** Player debits of a transfer: what its hold covers. */
function playerDebits(
  entries: readonly { accountId: number; amount: number }[],
  kinds: Map<number, { kind: string }>,
) {
  return entries.filter((e) => e.amount < 0 && !isHouseKind(kinds.get(e.accountId)!.kind));
}

/** Writes a pending transfer and holds its player debits. The same key and request replays. */
export async function holdTransfer(tx: Queryable, req: TransferRequest): Promise<LedgerTransfer> {
  assertWellFormed(req);
  const requestHash = transferRequestHash(req);
  const inserted = await tx.query<TransferRow>(
    `INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, status, created_at, metadata)
     VALUES ($1, $2, $3, 'pending', coalesce($4::timestamptz, now()), $5::jsonb)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, kind, status, request_hash, created_at`,
    [req.idempotencyKey, requestHash, req.kind, req.at ?? null, JSON.stringify(req.metadata ?? {})],
  );
  const transfer = inserted.rows[0];
  if (!transfer) {
    const { rows } = await tx.query<TransferRow>(
      'SELECT id, kind, status, request_hash, created_at FROM ledger_transfers WHERE idempotency_key = $1',
      [req.idempotencyKey],
    );
    const original = rows[0]!;
    if (original.request_hash !== requestHash)
      throw new DomainError('conflict', 'idempotencyConflict');
    return describe(tx, original, true);
  }

  const ids = req.legs.map((l) => l.accountId).sort((a, b) => a - b);
  const accounts = await lockAccounts(tx, ids);
  for (const leg of req.legs) assertCanDebit(accounts.get(leg.accountId)!, leg.amount);
  for (const debit of playerDebits(req.legs, accounts).sort((a, b) => a.accountId - b.accountId)) {
    await tx.query('UPDATE ledger_accounts SET held = held + $2 WHERE id = $1', [
      debit.accountId,
      -debit.amount,
    ]);
  }
  for (const leg of req.legs) {
    await tx.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
       VALUES ($1, $2, $3, NULL, $4)`,
      [transfer.id, leg.accountId, leg.amount, transfer.created_at],
    );
  }
  return describe(tx, transfer, false);
}

/** Completes a pending transfer: the balances move and the hold is released. Posting twice is a no-op. */
export async function postPendingTransfer(
  tx: Queryable,
  transferId: number,
  at?: Date,
): Promise<LedgerTransfer> {
  const transfer = await lockTransfer(tx, transferId);
  if (transfer.status === 'posted') return describe(tx, transfer, true);
  if (transfer.status !== 'pending')
    throw new LedgerUsageError(`transfer ${transferId} was voided: it cannot be posted`);

  const { rows: entries } = await tx.query<{ id: number; account_id: number; amount: number }>(
    'SELECT id, account_id, amount FROM ledger_entries WHERE transfer_id = $1 ORDER BY id',
    [transferId],
  );
  const ids = [...new Set(entries.map((e) => e.account_id))].sort((a, b) => a - b);
  const accounts = await lockAccounts(tx, ids);
  const legs = entries.map((e) => ({ accountId: e.account_id, amount: e.amount }));
  const debits = new Set(playerDebits(legs, accounts).map((d) => d.accountId));
  for (const id of ids) {
    const entry = entries.find((e) => e.account_id === id)!;
    const release = debits.has(id) ? -entry.amount : 0;
    const { rows } = await tx.query<{ balance: number }>(
      'UPDATE ledger_accounts SET balance = balance + $2, held = held - $3 WHERE id = $1 RETURNING balance',
      [id, entry.amount, release],
    );
    await tx.query('UPDATE ledger_entries SET balance_after = $2 WHERE id = $1', [
      entry.id,
      rows[0]!.balance,
    ]);
  }
  const { rows } = await tx.query<TransferRow>(
    `UPDATE ledger_transfers SET status = 'posted', posted_at = coalesce($2::timestamptz, now())
     WHERE id = $1 RETURNING id, kind, status, request_hash, created_at`,
    [transferId, at ?? null],
  );
  return describe(tx, rows[0]!, false);
}

/** Cancels a pending transfer: the hold goes back and no balance ever moved. Voiding twice is a no-op. */
export async function voidPendingTransfer(
  tx: Queryable,
  transferId: number,
  at?: Date,
): Promise<LedgerTransfer> {
  const transfer = await lockTransfer(tx, transferId);
  if (transfer.status === 'voided') return describe(tx, transfer, true);
  if (transfer.status !== 'pending')
    throw new LedgerUsageError(`transfer ${transferId} was posted: it cannot be voided`);

  const { rows: entries } = await tx.query<{ account_id: number; amount: number }>(
    'SELECT account_id, amount FROM ledger_entries WHERE transfer_id = $1',
    [transferId],
  );
  const ids = [...new Set(entries.map((e) => e.account_id))].sort((a, b) => a - b);
  const accounts = await lockAccounts(tx, ids);
  const legs = entries.map((e) => ({ accountId: e.account_id, amount: e.amount }));
  for (const debit of playerDebits(legs, accounts).sort((a, b) => a.accountId - b.accountId)) {
    await tx.query('UPDATE ledger_accounts SET held = held - $2 WHERE id = $1', [
      debit.accountId,
      -debit.amount,
    ]);
  }
  const { rows } = await tx.query<TransferRow>(
    `UPDATE ledger_transfers SET status = 'voided', voided_at = coalesce($2::timestamptz, now())
     WHERE id = $1 RETURNING id, kind, status, request_hash, created_at`,
    [transferId, at ?? null],
  );
  return describe(tx, rows[0]!, false);
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
