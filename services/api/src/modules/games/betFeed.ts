import type { Queryable } from '../../db/database';
import type { DomainContext } from '../../core/context';
import { houseAccountFor, openVenueAccount, postTransfer } from '../../core/ledger';
import { DomainError } from '../../core/errors';
import {
  addLockTurnover,
  repairVenueTransfers,
  userIdOfPlayerRef,
  type BetFeedRow,
} from '../../core/venues';

/** How many feed rows one transaction records. */
const FEED_BATCH = 500;

type PullContext = Pick<DomainContext, 'db' | 'venues' | 'log'>;

/** Moves our copy of the player's venue wallet against the house, as the provider's did. */
async function settleAgainstHouse(
  tx: Queryable,
  userId: number,
  platCode: string,
  bet: BetFeedRow,
  step: { key: string; amount: number; at: Date },
): Promise<void> {
  if (step.amount === 0) return;
  // The player's wallet at the venue is opened if a bet arrives before any transfer did.
  const venue = await openVenueAccount(tx, userId, platCode);
  const house = await houseAccountFor(tx, 'house_game', userId);
  await postTransfer(tx, {
    idempotencyKey: step.key,
    kind: 'gameSettlement',
    legs: [
      { accountId: venue, amount: step.amount },
      { accountId: house, amount: -step.amount },
    ],
    metadata: { platCode, betRef: bet.roundRef, status: bet.status },
    at: step.at,
  });
}

/**
 * One state of a provider bet, recorded once (docs/product-rules.md#games), and the money it moved
 * at the provider moved the same way on our copy of the venue wallet (against the house), so our
 * books keep equal to the provider's:
 * - an instant round arrives `settled`: one record, its win or loss posted;
 * - a later-settled bet arrives `pending` first: a pending record, its stake taken; then `settled`
 *   (what came back posted) or `cancelled` (the stake posted back).
 * Valid turnover counts toward an open venue lock (docs/product-rules.md#venue-lock) once settled.
 */
async function recordBet(
  tx: Queryable,
  platCode: string,
  bet: BetFeedRow,
  log: PullContext['log'],
): Promise<void> {
  const userId = userIdOfPlayerRef(bet.playerRef);
  if (userId === null) {
    log.error({ platCode, bet }, 'bet feed row for a player we do not know; skipped');
    return;
  }
  const at = bet.settledAt ?? bet.betTime;
  const { rows: inserted } = await tx.query<{ id: number }>(
    `INSERT INTO bet_records
       (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time,
        settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (plat_code, bet_ref) DO NOTHING RETURNING id`,
    [
      platCode,
      bet.roundRef,
      userId,
      bet.gameCode,
      bet.stake,
      bet.validTurnover,
      bet.winLose,
      bet.status,
      bet.betTime,
      bet.settledAt,
    ],
  );
  const betKey = `bet:${platCode}:${bet.roundRef}`;
  if (inserted[0]) {
    if (bet.status === 'pending')
      await settleAgainstHouse(tx, userId, platCode, bet, {
        key: `${betKey}:stake`,
        amount: -bet.stake,
        at,
      });
    else if (bet.status === 'settled')
      await settleAgainstHouse(tx, userId, platCode, bet, { key: betKey, amount: bet.winLose, at });
  } else {
    // A pending bet's end; a state seen before (or a pending row after its end) changes nothing.
    if (bet.status === 'pending') return;
    const { rows: ended } = await tx.query<{ id: number }>(
      `UPDATE bet_records SET status = $3, valid_turnover = $4, win_lose = $5, settled_at = $6
       WHERE plat_code = $1 AND bet_ref = $2 AND status = 'pending' RETURNING id`,
      [platCode, bet.roundRef, bet.status, bet.validTurnover, bet.winLose, bet.settledAt],
    );
    if (!ended[0]) return;
    await settleAgainstHouse(tx, userId, platCode, bet, {
      key: `${betKey}:end`,
      amount: bet.status === 'settled' ? bet.stake + bet.winLose : bet.stake,
      at,
    });
  }
  if (bet.status === 'settled')
    await addLockTurnover(tx, {
      userId,
      platCode,
      validTurnover: bet.validTurnover,
      betTime: bet.betTime,
    });
}

/**
 * Pulls a venue's bet feed into the bet records, as from a real provider: read the rows after our
 * cursor, then in one transaction lock the cursor, record the rows that follow it without a gap
 * and move it on. Two pulls at once record each bet once: the second finds the cursor moved and
 * keeps nothing it read before it (and a record is unique by venue and bet anyway).
 */
export async function pullBetFeed(
  ctx: PullContext,
  platCode: string,
): Promise<{ recorded: number; cursor: number }> {
  const { db } = ctx;
  let recorded = 0;
  for (;;) {
    const { rows: read } = await db.query<{ last_feed_id: number }>(
      'SELECT last_feed_id FROM bet_feed_cursors WHERE plat_code = $1',
      [platCode],
    );
    const readCursor = read[0]?.last_feed_id ?? 0;
    // The provider is asked outside our transaction, as a remote call would be.
    const batch = await ctx.venues.betFeed(platCode, readCursor, FEED_BATCH);
    if (batch.length === 0) return { recorded, cursor: readCursor };
    const step = await recordBatch(ctx, platCode, batch).catch(async (error: unknown) => {
      // A bet staked money our copy of the venue wallet does not hold yet: the transfer that
      // brought it is still pending (the venue applied it, its answer was lost). The bet proves
      // the venue has it, so that venue's pending transfers are completed now (each sent again
      // under its own reference, applied at most once) and the batch is tried once more, rather
      // than the feed stalling for every player until the interval's repair
      // (docs/decisions-api.md#simulation-of-the-money-system).
      if (!(error instanceof DomainError && error.messageKey === 'insufficientBalance'))
        throw error;
      await repairVenueTransfers(ctx, null, platCode);
      return recordBatch(ctx, platCode, batch);
    });
    recorded += step.cursor - step.start;
    // Nothing to take after our cursor although the feed had rows: another pull is ahead or
    // the feed has a gap; either way the next pull starts over.
    if (step.cursor === step.start && step.start === readCursor) {
      ctx.log.error({ platCode, cursor: step.cursor }, 'bet feed does not continue the cursor');
      return { recorded, cursor: step.cursor };
    }
    if (batch.length < FEED_BATCH) return { recorded, cursor: step.cursor };
  }
}

/** Records the rows of a batch that follow the cursor without a gap, and moves the cursor on. */
function recordBatch(
  ctx: PullContext,
  platCode: string,
  batch: readonly BetFeedRow[],
): Promise<{ start: number; cursor: number }> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('INSERT INTO bet_feed_cursors (plat_code) VALUES ($1) ON CONFLICT DO NOTHING', [
      platCode,
    ]);
    const { rows: locked } = await tx.query<{ last_feed_id: number }>(
      'SELECT last_feed_id FROM bet_feed_cursors WHERE plat_code = $1 FOR UPDATE',
      [platCode],
    );
    let cursor = locked[0]!.last_feed_id;
    const start = cursor;
    for (const bet of batch) {
      if (bet.feedId <= cursor) continue;
      if (bet.feedId !== cursor + 1) break;
      await recordBet(tx, platCode, bet, ctx.log);
      cursor = bet.feedId;
    }
    if (cursor !== start)
      await tx.query(
        'UPDATE bet_feed_cursors SET last_feed_id = $2, pulled_at = now() WHERE plat_code = $1',
        [platCode, cursor],
      );
    return { start, cursor };
  });
}

/** Pulls every venue's feed; what the interval in the API process runs. */
export async function pullAllBetFeeds(ctx: PullContext): Promise<number> {
  const { rows } = await ctx.db.query<{ plat_code: string }>(
    'SELECT plat_code FROM venue_platforms ORDER BY plat_code',
  );
  let recorded = 0;
  for (const { plat_code } of rows) recorded += (await pullBetFeed(ctx, plat_code)).recorded;
  return recorded;
}
