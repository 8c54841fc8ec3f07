import { INHOUSE_PLAT_CODE } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { BetFeedStatus } from '../../../core/venues';

/**
 * The in-house venue's own books (venue_sim_*, apart from our ledger; docs/decisions.md#games):
 * the player's wallet there and the bet feed the platform pulls. Every in-house game (instant
 * rounds, lottery tickets, sports slips) moves money and reports bets through these.
 */

/** The player's balance at the in-house venue, fen. */
export async function venueBalance(db: Queryable, playerRef: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    'SELECT balance FROM venue_sim_wallets WHERE plat_code = $1 AND player_ref = $2',
    [INHOUSE_PLAT_CODE, playerRef],
  );
  return rows[0]?.balance ?? 0;
}

/**
 * One movement of the player's venue wallet, applied at most once under its reference (migration
 * 017); false when a debit would take the balance below zero (nothing moves).
 */
export async function applyAtVenue(
  tx: Queryable,
  ref: string,
  playerRef: string,
  delta: number,
): Promise<boolean> {
  const { rows } = await tx.query<{ applied: boolean }>(
    'SELECT venue_sim_apply($1, $2, $3, $4) AS applied',
    [INHOUSE_PLAT_CODE, ref, playerRef, delta],
  );
  return rows[0]!.applied;
}

/** One state of one bet as the venue reports it (docs/product-rules.md#games). */
export interface FeedEntry {
  /** The venue's reference of the bet: a round, a ticket, a slip. */
  roundRef: string;
  playerRef: string;
  gameCode: string;
  stake: number;
  /** Zero while pending and when cancelled. */
  validTurnover: number;
  /** returned - stake once settled; zero while pending and when cancelled (stake refunded). */
  winLose: number;
  status: BetFeedStatus;
  betTime: Date;
  /** When it settled or was cancelled; null while pending. */
  settledAt: Date | null;
}

/**
 * Appends a bet's state to the venue's feed, inside the transaction that moved its money. Call it
 * last in that transaction: the feed's head row is then held only for the end of it, so feed
 * numbers follow commit order without gaps (migration 022). A state is written once per bet.
 */
export async function appendBetFeed(tx: Queryable, entry: FeedEntry): Promise<void> {
  const { rows: head } = await tx.query<{ last_feed_id: number }>(
    `INSERT INTO venue_sim_bet_feed_heads AS h (plat_code, last_feed_id) VALUES ($1, 1)
     ON CONFLICT (plat_code) DO UPDATE SET last_feed_id = h.last_feed_id + 1
     RETURNING last_feed_id`,
    [INHOUSE_PLAT_CODE],
  );
  await tx.query(
    `INSERT INTO venue_sim_bet_feed
       (plat_code, feed_id, round_ref, player_ref, game_code, stake, valid_turnover, win_lose,
        status, bet_time, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      INHOUSE_PLAT_CODE,
      head[0]!.last_feed_id,
      entry.roundRef,
      entry.playerRef,
      entry.gameCode,
      entry.stake,
      entry.validTurnover,
      entry.winLose,
      entry.status,
      entry.betTime,
      entry.settledAt,
    ],
  );
}
