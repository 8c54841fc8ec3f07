import { createHash, randomUUID } from 'node:crypto';
import { INHOUSE_PLAT_CODE } from '@platform/api-client/contract';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Database, type Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { balanceChanged } from '../events';
import { retryTakenOrderNo } from '../orders';
import { holdTransfer, houseAccountFor, venueTransferAccounts } from '../ledger';
import { chargeStake, notePlay, recordReturn, refuseOnBreak } from '../playerProtection';
import type { DomainLogger } from '../logger';
import { playerRefOf, VenueNoAnswer, type VenueProvider } from './provider';
import { venueTransferEnded } from './transferEnd';
import { assertTransferAmount } from './transferAmount';
import { releaseVenueLockIfAllowed, venueUnlockBelow } from './venueLock';

export type TransferDirection = 'toVenue' | 'toCentral';
export type VenueTransferStatus = 'pending' | 'posted' | 'voided';

export interface VenueTransferRequest {
  userId: number;
  platCode: string;
  direction: TransferDirection;
  amount: number;
  idempotencyKey: string;
  /**
   * The part of `amount` that is an offer's bonus, from the house bonus account (toVenue only):
   * the central wallet gives amount − bonus and the venue gets amount (docs/product-rules.md#offers).
   */
  bonus?: number;
  /** Runs inside the transaction that opens the order, after its hold (an offer application). */
  onOpened?: (tx: Queryable, record: VenueTransferRecord) => Promise<void>;
}

export interface VenueTransferRecord {
  orderNo: string;
  userId: number;
  platCode: string;
  direction: TransferDirection;
  amount: number;
  /** The bonus part of amount (0 for a plain transfer). */
  bonus: number;
  status: VenueTransferStatus;
  ledgerTransferId: number;
  createdAt: Date;
}

interface Row {
  order_no: string;
  user_id: number;
  plat_code: string;
  direction: TransferDirection;
  amount: number;
  bonus: number;
  status: VenueTransferStatus;
  ledger_transfer_id: number;
  request_hash: string;
  created_at: Date;
}

const COLUMNS =
  'order_no, user_id, plat_code, direction, amount, bonus, status, ledger_transfer_id, request_hash, created_at';

function toRecord(row: Row): VenueTransferRecord {
  return {
    orderNo: row.order_no,
    userId: row.user_id,
    platCode: row.plat_code,
    direction: row.direction,
    amount: row.amount,
    bonus: row.bonus,
    status: row.status,
    ledgerTransferId: row.ledger_transfer_id,
    createdAt: row.created_at,
  };
}

function requestHash(req: VenueTransferRequest): string {
  return createHash('sha256')
    .update(`${req.platCode}|${req.direction}|${req.amount}${req.bonus ? `|${req.bonus}` : ''}`)
    .digest('hex');
}

async function platform(db: Queryable, platCode: string) {
  const { rows } = await db.query<{ maintenance: boolean }>(
    'SELECT maintenance FROM venue_platforms WHERE plat_code = $1',
    [platCode],
  );
  if (!rows[0]) throw new DomainError('notFound', 'venueNotFound');
  return rows[0];
}

/**
 * A locked venue keeps its balance until the lock can be released; any transfer releases a lock
 * that can be. Money may still go into a locked venue (docs/product-rules.md#venue-lock).
 */
async function applyVenueLock(tx: Queryable, req: VenueTransferRequest, now: Date) {
  const state = await releaseVenueLockIfAllowed(tx, req.userId, req.platCode, now);
  if (state === 'locked' && req.direction === 'toCentral')
    throw new DomainError('refused', 'venueLocked', await venueUnlockBelow(tx, req.userId));
}

/**
 * Money into a venue (docs/product-rules.md#responsible-gambling): into a third-party venue the
 * player's own part is a stake (we cannot see its bets); into the in-house venue it is a play
 * only, its rounds, tickets and slips counting one by one. Called after the hold, inside phase
 * one: the locks are then taken in the order a completion takes them (ledger, then protection).
 */
async function noteMoneyIn(tx: Queryable, req: VenueTransferRequest, now: Date): Promise<void> {
  if (req.platCode === INHOUSE_PLAT_CODE) {
    await refuseOnBreak(tx, req.userId, now);
    await notePlay(tx, req.userId, { staked: 0, returned: 0 }, now);
    return;
  }
  const staked = req.amount - (req.bonus ?? 0);
  await chargeStake(tx, req.userId, staked, now);
  await notePlay(tx, req.userId, { staked, returned: 0 }, now);
}

/**
 * What comes back from a third-party venue is a return: money out once posted, and the player's
 * part of a transfer in that the venue voided (it was counted as staked when the order opened).
 */
async function noteMoneyBack(tx: Queryable, record: VenueTransferRecord, now: Date) {
  if (record.platCode === INHOUSE_PLAT_CODE) return;
  const returned =
    record.direction === 'toCentral'
      ? record.status === 'posted'
        ? record.amount
        : 0
      : record.status === 'voided'
        ? record.amount - record.bonus
        : 0;
  if (returned <= 0) return;
  await recordReturn(tx, record.userId, returned, now);
  await notePlay(tx, record.userId, { staked: 0, returned }, now);
}

/** Phase one: the order and the ledger hold, committed together before the provider is called. */
async function openTransfer(
  db: Database,
  req: VenueTransferRequest,
  now: Date,
): Promise<{ record: VenueTransferRecord; fresh: boolean }> {
  const hash = requestHash(req);
  const existing = async (tx: Queryable) => {
    const { rows } = await tx.query<Row>(
      `SELECT ${COLUMNS} FROM venue_transfers WHERE user_id = $1 AND idempotency_key = $2`,
      [req.userId, req.idempotencyKey],
    );
    const row = rows[0];
    if (row && row.request_hash !== hash) throw new DomainError('conflict', 'idempotencyConflict');
    return row ? toRecord(row) : null;
  };
  const known = await existing(db);
  if (known) return { record: known, fresh: false };

  try {
    return await retryTakenOrderNo('VT', now, (orderNo) =>
      db.transaction(async (tx) => {
        const { central, venue } = await venueTransferAccounts(tx, req.userId, req.platCode);
        await applyVenueLock(tx, req, now);
        const [from, to] = req.direction === 'toVenue' ? [central, venue] : [venue, central];
        const bonus = req.bonus ?? 0;
        if (bonus > 0 && req.direction !== 'toVenue')
          throw new Error('a bonus only goes to a venue');
        await assertTransferAmount(tx, from, req.amount - bonus);
        // An offer's transfer is one hold of three legs, so the venue wallet gets exactly what the
        // provider is sent (docs/decisions.md#offers).
        const hold = await holdTransfer(tx, {
          idempotencyKey: `venue:${orderNo}`,
          kind: 'walletTransfer',
          legs: [
            { accountId: from, amount: -(req.amount - bonus) },
            ...(bonus > 0
              ? [
                  {
                    accountId: await houseAccountFor(tx, 'house_bonus', req.userId),
                    amount: -bonus,
                  },
                ]
              : []),
            { accountId: to, amount: req.amount },
          ],
          metadata: { orderNo, platCode: req.platCode, direction: req.direction },
          at: now,
        });
        if (req.direction === 'toVenue') await noteMoneyIn(tx, req, now);
        const { rows } = await tx.query<Row>(
          `INSERT INTO venue_transfers
           (order_no, user_id, plat_code, direction, amount, bonus, idempotency_key, request_hash,
            ledger_transfer_id, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10)
         RETURNING ${COLUMNS}`,
          [
            orderNo,
            req.userId,
            req.platCode,
            req.direction,
            req.amount,
            bonus,
            req.idempotencyKey,
            hash,
            hold.transferId,
            now,
          ],
        );
        const record = toRecord(rows[0]!);
        await req.onOpened?.(tx, record);
        return { record, fresh: true };
      }),
    );
  } catch (error) {
    // The same key sent twice at once: the second insert loses the race and replays the first.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const raced = await existing(db);
      if (raced) return { record: raced, fresh: false };
    }
    throw error;
  }
}

/**
 * What completing a transfer needs: the database, the provider, where a bug is reported, and the
 * time of the request when there is one (a repair completes at the wall clock).
 */
interface CompletionContext {
  db: Database;
  venues: VenueProvider;
  log: DomainLogger;
  now?: Date;
}

/**
 * Phase two: the provider's answer decides. No answer leaves the order pending for repair; so does
 * a bug in the call (we cannot tell whether the provider applied it), which is logged as well.
 */
async function completeTransfer(
  { db, venues: provider, log, now }: CompletionContext,
  record: VenueTransferRecord,
): Promise<VenueTransferRecord> {
  const call = {
    platCode: record.platCode,
    playerRef: playerRefOf(record.userId),
    amount: record.amount,
    transferRef: record.orderNo,
  };
  let outcome;
  try {
    outcome =
      record.direction === 'toVenue' ? await provider.deposit(call) : await provider.withdraw(call);
  } catch (error) {
    if (!(error instanceof VenueNoAnswer)) {
      const { orderNo, userId, platCode, direction, amount } = record;
      log.error(
        { err: error, orderNo, userId, platCode, direction, amount },
        'venue transfer call failed unexpectedly; left pending for repair',
      );
    }
    return record;
  }
  const status: VenueTransferStatus = outcome.applied ? 'posted' : 'voided';
  // One call (migration 017): only the first answer to arrive completes the order, with its
  // ledger transfer posted or voided in the same statement. The offer application the order
  // carries (if any) ends in the same transaction, once, with the call that completed it: the
  // areas that tie a record to a transfer subscribe in transferEnd.ts.
  const completed = { ...record, status };
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ completed: boolean }>(
      'SELECT venue_transfer_complete($1, $2, $3) AS completed',
      [record.orderNo, status, outcome.applied ? null : outcome.reason],
    );
    if (!rows[0]?.completed) return;
    await noteMoneyBack(tx, completed, now ?? new Date());
    await venueTransferEnded(tx, completed, now ?? new Date());
    // The ledger transfer completed inside the SQL function: announce it as the ledger would.
    tx.publishAfterCommit?.(...balanceChanged([record.userId]));
  });
  return completed;
}

/**
 * Moves money between the central wallet and a venue wallet: a two-phase transfer (pending →
 * posted or voided) around the provider's call. A retried request with the same key returns the
 * first order and moves nothing again; a pending one is pushed forward.
 */
export async function transferWithVenue(
  ctx: CompletionContext & { now: Date },
  req: VenueTransferRequest,
): Promise<VenueTransferRecord> {
  const { maintenance } = await platform(ctx.db, req.platCode);
  if (maintenance) throw new DomainError('refused', 'venueMaintenance');
  const { record } = await openTransfer(ctx.db, req, ctx.now);
  if (record.status !== 'pending') return record;
  const completed = await completeTransfer(ctx, record);
  if (completed.status === 'voided') throw new DomainError('refused', 'venueRefusedTransfer');
  return completed;
}

/**
 * The repair step: transfers left pending (no answer, or a crash between the phases) are sent
 * again under the same reference, which the provider applies at most once, and completed. Those
 * created up to `olderThan` (null: of any age), of one venue or of all.
 */
export async function repairVenueTransfers(
  ctx: CompletionContext,
  olderThan: Date | null,
  platCode: string | null = null,
): Promise<{ posted: number; voided: number; stillPending: number }> {
  const { rows } = await ctx.db.query<Row>(
    `SELECT ${COLUMNS} FROM venue_transfers WHERE status = 'pending'
       AND ($1::timestamptz IS NULL OR created_at <= $1) AND ($2::text IS NULL OR plat_code = $2)
     ORDER BY created_at LIMIT 500`,
    [olderThan, platCode],
  );
  const result = { posted: 0, voided: 0, stillPending: 0 };
  for (const row of rows) {
    const done = await completeTransfer(ctx, toRecord(row));
    if (done.status === 'posted') result.posted += 1;
    else if (done.status === 'voided') result.voided += 1;
    else result.stillPending += 1;
  }
  return result;
}

/**
 * One-key recovery (docs/product-rules.md#transfers): every venue wallet with money comes back to
 * the central wallet, each as its own transfer. A venue under maintenance is skipped; so is one
 * that is locked or refuses (a refusal is an answer, not a failure), and the others are still
 * recovered. Answers the amount recovered and the venues left as they were.
 */
export async function recoverAllVenues(
  ctx: CompletionContext & { now: Date },
  userId: number,
  venues: readonly { platCode: string; balance: number; maintenance: boolean }[],
): Promise<{ recoveredAmount: number; skippedPlatCodes: string[] }> {
  const batch = randomUUID();
  let recoveredAmount = 0;
  const skippedPlatCodes: string[] = [];
  for (const venue of venues) {
    if (venue.balance <= 0) continue;
    if (venue.maintenance) {
      skippedPlatCodes.push(venue.platCode);
      continue;
    }
    try {
      const transfer = await transferWithVenue(ctx, {
        userId,
        platCode: venue.platCode,
        direction: 'toCentral',
        amount: venue.balance,
        idempotencyKey: `oneTouch:${batch}:${venue.platCode}`,
      });
      if (transfer.status === 'posted') recoveredAmount += venue.balance;
      else skippedPlatCodes.push(venue.platCode);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skippedPlatCodes.push(venue.platCode);
    }
  }
  return { recoveredAmount, skippedPlatCodes };
}
