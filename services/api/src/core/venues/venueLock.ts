import {
  VENUE_UNLOCK_BELOW_YUAN,
  yuanToFen,
  type CurrencyCode,
} from '@platform/api-client/contract';
import { DEFAULT_LANGUAGE, languageByCode } from '@platform/i18n/languages';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { balanceChanged } from '../events';
import { playerAccountsSql } from '../ledger';
import { postMessage } from '../messages';
import { memberFigures } from '../site';

/**
 * The venue lock (docs/product-rules.md#venue-lock): every rule and every write of `venue_locks`
 * lives here. An offer application opens a lock, the bet feed adds its turnover, and every
 * transfer (and, in free-transfer mode, entering the venue) releases it once the rule allows.
 */

export interface VenueLockState {
  requiredTurnover: number;
  completedTurnover: number;
  /**
   * The player's balance in the locked venue, fen; null while a transfer with the venue waits for
   * its answer (the application's own transfer among them), when the balance is not known.
   */
  venueBalance: number | null;
  /** The player's bets at the venue not settled yet: their bet records still pending. */
  unsettledBets: number;
}

/**
 * The venue balance under which a lock may be released, in the member's currency: the operator's
 * 5 yuan read through figureIn (docs/product-rules.md#currency), so 25 baht or 17,500 đồng.
 */
export async function venueUnlockBelow(
  db: Queryable,
  userId: number,
): Promise<{ threshold: number; currency: CurrencyCode }> {
  const { currency, figure } = await memberFigures(db, userId);
  return { threshold: figure(yuanToFen(VENUE_UNLOCK_BELOW_YUAN)), currency };
}

/**
 * Whether a venue lock may be released: the turnover is met, or the venue balance is under the
 * unlock threshold (5 yuan, in the member's minor units: venueUnlockBelow) with every bet settled.
 * The release itself happens on the next transfer of any amount, or on entering the venue in
 * free-transfer mode (releaseVenueLockIfAllowed).
 */
export function canReleaseVenueLock(
  lock: VenueLockState,
  unlockBelow: number = yuanToFen(VENUE_UNLOCK_BELOW_YUAN),
): boolean {
  if (lock.completedTurnover >= lock.requiredTurnover) return true;
  if (lock.venueBalance === null) return false;
  return lock.venueBalance < unlockBelow && lock.unsettledBets === 0;
}

export interface VenueLockOpening {
  userId: number;
  platCode: string;
  /** The transfer and the bonus moved into the venue, fen. */
  lockedAmount: number;
  /** The turnover that releases the lock, fen (contract/rules/offers.ts lockTurnover). */
  requiredTurnover: number;
  /** The offer's turnover multiple that requiredTurnover was figured with, kept for the rule shown. */
  turnoverMultiple: number;
  /** The offer application that locks the venue. */
  applicationId: number;
  now: Date;
}

/** Whether the player's lock on the venue is open. */
export async function hasOpenVenueLock(
  db: Queryable,
  userId: number,
  platCode: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM venue_locks WHERE user_id = $1 AND plat_code = $2 AND released_at IS NULL',
    [userId, platCode],
  );
  return rows.length > 0;
}

/**
 * Locks the venue after an offer application, inside the application's transaction. A venue holds
 * one open lock: one already locked is refused, also when two applications race (the second
 * waits for the first's insert and then finds the lock).
 */
export async function openVenueLock(
  tx: Queryable,
  opening: VenueLockOpening,
): Promise<{ lockId: number }> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO venue_locks
       (user_id, plat_code, locked_amount, required_turnover, turnover_multiple, application_id,
        locked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, plat_code) WHERE released_at IS NULL DO NOTHING
     RETURNING id`,
    [
      opening.userId,
      opening.platCode,
      opening.lockedAmount,
      opening.requiredTurnover,
      opening.turnoverMultiple,
      opening.applicationId,
      opening.now,
    ],
  );
  if (!rows[0]) throw new DomainError('refused', 'venueAlreadyLocked');
  return { lockId: Number(rows[0].id) };
}

/**
 * Ends the lock an application opened whose money never arrived (the venue refused the
 * transfer): no turnover is owed, and no message, as the player is told of the refusal instead.
 */
export async function cancelVenueLock(
  tx: Queryable,
  applicationId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE venue_locks SET released_at = $2 WHERE application_id = $1 AND released_at IS NULL',
    [applicationId, now],
  );
}

/**
 * A settled bet's valid turnover counts towards the player's open lock at its venue when the bet
 * was placed at or after the lock (a bet placed before the bonus does not work it off).
 */
export async function addLockTurnover(
  tx: Queryable,
  bet: { userId: number; platCode: string; validTurnover: number; betTime: Date },
): Promise<void> {
  if (bet.validTurnover <= 0) return;
  await tx.query(
    `UPDATE venue_locks SET completed_turnover = completed_turnover + $3
     WHERE user_id = $1 AND plat_code = $2 AND released_at IS NULL AND locked_at <= $4`,
    [bet.userId, bet.platCode, bet.validTurnover, bet.betTime],
  );
}

/** Tells the player the venue is unlocked, in their language (the venue's name as it reads then). */
async function postUnlocked(tx: Queryable, userId: number, platCode: string, now: Date) {
  const { rows } = await tx.query<{ lang_type: number; names: Record<string, string> }>(
    `SELECT u.lang_type, p.names FROM users u, venue_platforms p
     WHERE u.id = $1 AND p.plat_code = $2`,
    [userId, platCode],
  );
  const row = rows[0];
  const lang = languageByCode(Number(row?.lang_type))?.key ?? DEFAULT_LANGUAGE;
  await postMessage(tx, {
    userId,
    category: 'activity',
    titleKey: 'venueUnlocked.title',
    bodyKey: 'venueUnlocked.body',
    params: { platform: row?.names[lang] ?? row?.names[DEFAULT_LANGUAGE] ?? platCode },
    now,
  });
}

/**
 * Releases the player's lock on a venue if its rule allows, and tells them: run by every transfer
 * with the venue and, in free-transfer mode, by entering it. "Every bet settled" is the player's
 * bet records at the venue: none may still be pending, whenever it was placed (its outcome still
 * moves the venue balance). Answers what is left.
 */
export async function releaseVenueLockIfAllowed(
  tx: Queryable,
  userId: number,
  platCode: string,
  now: Date,
): Promise<'none' | 'released' | 'locked'> {
  const { rows } = await tx.query<{
    id: number;
    required_turnover: number;
    completed_turnover: number;
  }>(
    `SELECT id, required_turnover, completed_turnover FROM venue_locks
     WHERE user_id = $1 AND plat_code = $2 AND released_at IS NULL FOR UPDATE`,
    [userId, platCode],
  );
  const lock = rows[0];
  if (!lock) return 'none';
  const { rows: venue } = await tx.query<{
    available: number | null;
    pending_bets: number;
    in_flight: boolean;
  }>(
    `SELECT (SELECT spendable FROM ${playerAccountsSql(1)} a
             WHERE a.kind = 'venue' AND a.venue_code = $2) AS available,
            (SELECT count(*)::int FROM bet_records
             WHERE user_id = $1 AND plat_code = $2 AND status = 'pending') AS pending_bets,
            EXISTS (SELECT 1 FROM venue_transfers
                    WHERE user_id = $1 AND plat_code = $2 AND status = 'pending') AS in_flight`,
    [userId, platCode],
  );
  const releasable = canReleaseVenueLock(
    {
      requiredTurnover: Number(lock.required_turnover),
      completedTurnover: Number(lock.completed_turnover),
      venueBalance: venue[0]?.in_flight ? null : Number(venue[0]?.available ?? 0),
      unsettledBets: venue[0]?.pending_bets ?? 0,
    },
    (await venueUnlockBelow(tx, userId)).threshold,
  );
  if (!releasable) return 'locked';
  await tx.query('UPDATE venue_locks SET released_at = $2 WHERE id = $1', [lock.id, now]);
  await postUnlocked(tx, userId, platCode, now);
  // The lock wallet the player sees changes with no ledger transfer: push it all the same.
  tx.publishAfterCommit?.(...balanceChanged([userId]));
  return 'released';
}
