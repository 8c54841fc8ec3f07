import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { isHouseKind } from './accounts';

/** Why money moved; new flows add their kind here. */
export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal',
  'walletTransfer',
  'bonus',
  'rebate',
  'gameSettlement',
  'adjustment',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface TransferLeg {
  accountId: number;
  /** Fen; positive credits the account, negative debits it. */
  amount: number;
}

export interface TransferRequest {
  idempotencyKey: string;
  kind: TransferKind;
  legs: readonly TransferLeg[];
  metadata?: Record<string, JsonValue>;
  /** When it happened (defaults to the database clock). */
  at?: Date;
}

export interface PostedTransfer {
  transferId: number;
  kind: string;
  status: 'posted';
  createdAt: Date;
  entries: { accountId: number; amount: number; balanceAfter: number }[];
  /** True when the key had been used with the same request: nothing moved this time. */
  replayed: boolean;
}

/** Thrown for a malformed transfer: a programming error, never a player's mistake. */
export class LedgerUsageError extends Error {
  override name = 'LedgerUsageError';
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash that decides "same body": kind, legs (order-insensitive) and metadata. */
export function transferRequestHash(req: TransferRequest): string {
  const legs = [...req.legs].sort((a, b) => a.accountId - b.accountId || a.amount - b.amount);
  return createHash('sha256')
    .update(canonicalJson({ kind: req.kind, legs, metadata: req.metadata ?? {} }))
    .digest('hex');
}

export function assertWellFormed(req: TransferRequest): void {
  if (!req.idempotencyKey) throw new LedgerUsageError('a transfer needs an idempotency key');
  if (req.legs.length < 2) throw new LedgerUsageError('a transfer needs at least two legs');
  const seen = new Set<number>();
  let sum = 0;
  for (const leg of req.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new LedgerUsageError(`leg amount must be a nonzero integer of fen (got ${leg.amount})`);
    }
    if (seen.has(leg.accountId))
      throw new LedgerUsageError(`account ${leg.accountId} appears twice`);
    seen.add(leg.accountId);
    sum += leg.amount;
  }
  if (sum !== 0) throw new LedgerUsageError(`legs must sum to zero (got ${sum})`);
}

export interface TransferRow {
  id: number;
  kind: string;
  status: string;
  request_hash: string;
  created_at: Date;
}

export async function loadEntries(
  tx: Queryable,
  transferId: number,
): Promise<PostedTransfer['entries']> {
  const { rows } = await tx.query<{ account_id: number; amount: number; balance_after: number }>(
    'SELECT account_id, amount, balance_after FROM ledger_entries WHERE transfer_id = $1 ORDER BY id',
    [transferId],
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    amount: r.amount,
    balanceAfter: r.balance_after,
  }));
}

/**
 * Posts one balanced transfer. Must run inside the caller's transaction (`tx`), so the money moves
 * together with whatever else the caller writes. Accounts are locked in id order (no deadlocks
 * between two transfers over the same accounts); a player wallet may never go below zero.
 *
 * Idempotent: the same key with the same request returns the original result and moves nothing;
 * the same key with a different request is a conflict (code 409).
 */
export async function postTransfer(tx: Queryable, req: TransferRequest): Promise<PostedTransfer> {
  assertWellFormed(req);
  const requestHash = transferRequestHash(req);
  const at = req.at ?? null;

  // ON CONFLICT waits for a concurrent insert of the same key to commit, then yields no row.
  const inserted = await tx.query<TransferRow>(
    `INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, status, created_at, posted_at, metadata)
     VALUES ($1, $2, $3, 'posted', coalesce($4::timestamptz, now()), coalesce($4::timestamptz, now()), $5::jsonb)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, kind, status, request_hash, created_at`,
    [req.idempotencyKey, requestHash, req.kind, at, JSON.stringify(req.metadata ?? {})],
  );
  const transfer = inserted.rows[0];
  if (!transfer) return replay(tx, req.idempotencyKey, requestHash);

  const ids = req.legs.map((l) => l.accountId).sort((a, b) => a - b);
  const byId = await lockAccounts(tx, ids);

  const entries: PostedTransfer['entries'] = [];
  for (const leg of req.legs) {
    const account = byId.get(leg.accountId)!;
    assertCanDebit(account, leg.amount);
    entries.push({
      accountId: leg.accountId,
      amount: leg.amount,
      balanceAfter: account.balance + leg.amount,
    });
  }
  // Balances in id order (the lock order), entries in the caller's leg order.
  for (const id of ids) {
    const entry = entries.find((e) => e.accountId === id)!;
    await tx.query('UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1', [
      id,
      entry.amount,
    ]);
  }
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [transfer.id, entry.accountId, entry.amount, entry.balanceAfter, transfer.created_at],
    );
  }
  return {
    transferId: transfer.id,
    kind: transfer.kind,
    status: 'posted',
    createdAt: transfer.created_at,
    entries,
    replayed: false,
  };
}

export interface LockedAccount {
  id: number;
  kind: string;
  balance: number;
  held: number;
  currency: string;
}

/** Locks the accounts in id order (the one lock order: no deadlocks) and returns them by id. */
export async function lockAccounts(
  tx: Queryable,
  sortedIds: readonly number[],
): Promise<Map<number, LockedAccount>> {
  const { rows } = await tx.query<LockedAccount>(
    'SELECT id, kind, balance, held, currency FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [sortedIds],
  );
  if (rows.length !== sortedIds.length)
    throw new LedgerUsageError(`unknown account among ${sortedIds.join(', ')}`);
  if (new Set(rows.map((a) => a.currency)).size > 1)
    throw new LedgerUsageError('legs span currencies');
  return new Map(rows.map((a) => [a.id, a]));
}

/** A player wallet can give only what it has and has not promised to a pending transfer. */
export function assertCanDebit(account: LockedAccount, amount: number): void {
  if (amount < 0 && !isHouseKind(account.kind) && account.balance - account.held + amount < 0) {
    throw new DomainError('refused', 'insufficientBalance');
  }
}

async function replay(tx: Queryable, key: string, requestHash: string): Promise<PostedTransfer> {
  const { rows } = await tx.query<TransferRow>(
    'SELECT id, kind, status, request_hash, created_at FROM ledger_transfers WHERE idempotency_key = $1',
    [key],
  );
  const original = rows[0];
  if (!original) throw new Error(`idempotency key ${key} vanished during replay`);
  if (original.request_hash !== requestHash)
    throw new DomainError('conflict', 'idempotencyConflict');
  if (original.status !== 'posted') throw new DomainError('conflict', 'idempotencyConflict');
  return {
    transferId: original.id,
    kind: original.kind,
    status: 'posted',
    createdAt: original.created_at,
    entries: await loadEntries(tx, original.id),
    replayed: true,
  };
}
