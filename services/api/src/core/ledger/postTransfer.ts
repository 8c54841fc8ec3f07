import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { balanceChanged } from '../events';

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
  entries: {
    accountId: number;
    amount: number;
    /** The player account's balance right after; null for a house account (derived, no running balance). */
    balanceAfter: number | null;
    ownerUserId: number | null;
  }[];
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

/** A transfer as the ledger functions answer it (migration 014). */
export interface LedgerTransferRow {
  transferId: number;
  kind: string;
  status: 'pending' | 'posted' | 'voided';
  createdAt: Date;
  entries: {
    accountId: number;
    amount: number;
    balanceAfter: number | null;
    /** The player who owns the account; null for a house account. */
    ownerUserId: number | null;
  }[];
  replayed: boolean;
}

interface FunctionRow {
  o_outcome: string;
  o_transfer_id: number | null;
  o_kind: string | null;
  o_status: LedgerTransferRow['status'] | null;
  o_created_at: Date | null;
  o_entries: LedgerTransferRow['entries'] | null;
}

/** Maps a ledger function's outcome to the transfer, or to the error the caller must see. */
function outcomeOf(row: FunctionRow | undefined, what: string): LedgerTransferRow {
  switch (row?.o_outcome) {
    case 'ok':
    case 'replayed':
      return {
        transferId: row.o_transfer_id!,
        kind: row.o_kind!,
        status: row.o_status!,
        createdAt: row.o_created_at!,
        entries: row.o_entries!,
        replayed: row.o_outcome === 'replayed',
      };
    case 'insufficientBalance':
      throw new DomainError('refused', 'insufficientBalance');
    case 'idempotencyConflict':
      throw new DomainError('conflict', 'idempotencyConflict');
    case 'notFound':
      throw new DomainError('notFound', 'notFound');
    case 'unknownAccount':
      throw new LedgerUsageError(`unknown account in ${what}`);
    case 'currencyMismatch':
      throw new LedgerUsageError(`legs span currencies in ${what}`);
    case 'wrongState':
      throw new LedgerUsageError(`${what}: transfer is ${row.o_status}`);
    default:
      throw new Error(`${what}: unexpected ledger outcome ${row?.o_outcome}`);
  }
}

/**
 * Opens a transfer in one call to `ledger_open_transfer`: `posted` moves the balances now,
 * `pending` holds the player debits. Runs inside the caller's transaction.
 */
export async function openLedgerTransfer(
  tx: Queryable,
  req: TransferRequest,
  status: 'posted' | 'pending',
): Promise<LedgerTransferRow> {
  assertWellFormed(req);
  const { rows } = await tx.query<FunctionRow>(
    'SELECT * FROM ledger_open_transfer($1, $2, $3, $4, $5::bigint[], $6::bigint[], $7::jsonb, $8::timestamptz)',
    [
      req.idempotencyKey,
      transferRequestHash(req),
      req.kind,
      status,
      req.legs.map((l) => l.accountId),
      req.legs.map((l) => l.amount),
      JSON.stringify(req.metadata ?? {}),
      req.at ?? null,
    ],
  );
  return announced(tx, outcomeOf(rows[0], `transfer ${req.idempotencyKey}`));
}

/** Posts or voids a pending transfer in one call to `ledger_complete_transfer`. */
export async function completeLedgerTransfer(
  tx: Queryable,
  transferId: number,
  status: 'posted' | 'voided',
  at?: Date,
): Promise<LedgerTransferRow> {
  const { rows } = await tx.query<FunctionRow>(
    'SELECT * FROM ledger_complete_transfer($1, $2, $3::timestamptz)',
    [transferId, status, at ?? null],
  );
  return announced(tx, outcomeOf(rows[0], `transfer ${transferId}`));
}

/**
 * Every change of a player's balance or hold is pushed to their open pages once it commits
 * (docs/product-rules.md#event-stream); a replay changed nothing.
 */
function announced(tx: Queryable, transfer: LedgerTransferRow): LedgerTransferRow {
  if (!transfer.replayed)
    tx.publishAfterCommit?.(...balanceChanged(transfer.entries.map((e) => e.ownerUserId)));
  return transfer;
}

/**
 * Posts one balanced transfer. Must run inside the caller's transaction (`tx`), so the money moves
 * together with whatever else the caller writes. Player accounts are locked in id order (no
 * deadlocks between two transfers over the same accounts); house accounts are never locked, their
 * balance is derived from their entries; a player wallet may never go below zero.
 *
 * Idempotent: the same key with the same request returns the original result and moves nothing;
 * the same key with a different request is a conflict (code 409).
 */
export async function postTransfer(tx: Queryable, req: TransferRequest): Promise<PostedTransfer> {
  const transfer = await openLedgerTransfer(tx, req, 'posted');
  return { ...transfer, status: 'posted' };
}
