import { createHash } from 'node:crypto';
import {
  INHOUSE_PLAT_CODE,
  type Lottery6BetInput,
  type Lottery6Ticket,
} from '@platform/api-client/contract';
import type { BetResult } from '@platform/fair-games';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { chargeStake, notePlay } from '../../../core/playerProtection';
import { playerRefOf } from '../../../core/venues';
import { appendBetFeed, applyAtVenue, venueBalance } from '../inhouse/venueBooks';
import { venueUnderMaintenance } from '../catalogue';
import { openDraw } from './draws';
import { onceByKey } from '../inhouse/keyedAction';

/** The lottery's game code in the catalogue and the feed. */
export const LOTTERY6_GAME_CODE = 'lottery6';

/** A ticket's reference at the venue (its feed rows, its wallet movements, the bet record's orderNo). */
export const ticketRef = (id: number | string) => `L6T${id}`;

/** A bet as stored: as bought, then with its result once drawn. */
export type StoredBet = Lottery6BetInput & { result?: BetResult; returned?: number };

export interface TicketRow {
  id: number;
  player_ref: string;
  draw_key: string;
  draw_at: Date;
  bets: StoredBet[];
  stake: number;
  returned: number | null;
  valid_turnover: number | null;
  request_hash: string;
  bought_at: Date;
  settled_at: Date | null;
}

const TICKET_SELECT = `SELECT t.id, t.player_ref, t.draw_key, d.draw_at, t.bets, t.stake, t.returned,
  t.valid_turnover, t.request_hash, t.bought_at, t.settled_at
  FROM venue_sim_lottery6_tickets t JOIN venue_sim_lottery6_draws d ON d.draw_key = t.draw_key`;

function toTicket(row: TicketRow): Lottery6Ticket {
  const winLose = row.returned === null ? null : row.returned - row.stake;
  return {
    ticketId: ticketRef(row.id),
    drawKey: row.draw_key,
    drawAt: row.draw_at.toISOString(),
    bets: row.bets,
    stake: row.stake,
    status: winLose === null ? 'waiting' : winLose > 0 ? 'won' : winLose < 0 ? 'lost' : 'even',
    returned: row.returned,
    validTurnover: row.valid_turnover,
    winLose,
    boughtAt: row.bought_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/** "Same request" for a retried key: the draw and the bets, each bet's keys in order. */
function requestHash(drawKey: string, bets: readonly Lottery6BetInput[]): string {
  const canonical = bets.map((b) =>
    'number' in b ? [b.type, b.number, b.stake] : [b.type, b.stake],
  );
  return createHash('sha256')
    .update(JSON.stringify([drawKey, canonical]))
    .digest('hex');
}

export interface TicketPurchase {
  /** The open draw the player saw; refused when its sales have closed meanwhile. */
  drawKey: string;
  bets: Lottery6BetInput[];
  idempotencyKey: string;
}

/**
 * Buys a ticket for the open draw (docs/product-rules.md#games) in one transaction on the venue's
 * books: the draw row held against the draw job, the total stake debited (refused when short,
 * nothing moves), the ticket written and reported `pending` on the feed. A retry with the same key
 * answers the first ticket and moves nothing. The platform then pulls the feed.
 */
export async function buyLottery6Ticket(
  ctx: Pick<DomainContext, 'db' | 'now' | 'venues' | 'log'>,
  userId: number,
  purchase: TicketPurchase,
): Promise<{ ticket: Lottery6Ticket; venueBalance: number }> {
  const { db, now } = ctx;
  if (await venueUnderMaintenance(db, INHOUSE_PLAT_CODE))
    throw new DomainError('refused', 'venueMaintenance');

  const playerRef = playerRefOf(userId);
  const hash = requestHash(purchase.drawKey, purchase.bets);
  const buy = () =>
    db.transaction(async (tx) => {
      const known = await ticketByKey(tx, playerRef, purchase.idempotencyKey);
      if (known) {
        if (known.request_hash !== hash) throw new DomainError('conflict', 'idempotencyConflict');
        return { row: known, fresh: false };
      }
      const draw = await openDraw(tx, now, 'FOR SHARE');
      if (draw.draw_key !== purchase.drawKey)
        throw new DomainError('refused', 'server:lottery6.salesClosed');

      const stake = purchase.bets.reduce((sum, bet) => sum + bet.stake, 0);
      // docs/product-rules.md#responsible-gambling: the limits and the play session, before the
      // stake moves.
      await chargeStake(tx, userId, stake, now);
      await notePlay(tx, userId, { staked: stake, returned: 0 }, now);
      const { rows: inserted } = await tx.query<{ id: number }>(
        `INSERT INTO venue_sim_lottery6_tickets
           (player_ref, draw_key, bets, stake, idempotency_key, request_hash, bought_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7) RETURNING id`,
        [
          playerRef,
          draw.draw_key,
          JSON.stringify(purchase.bets),
          stake,
          purchase.idempotencyKey,
          hash,
          now,
        ],
      );
      const id = inserted[0]!.id;
      if (!(await applyAtVenue(tx, `${ticketRef(id)}:stake`, playerRef, -stake)))
        throw new DomainError('refused', 'inhouseInsufficientFunds');
      await appendBetFeed(tx, {
        roundRef: ticketRef(id),
        playerRef,
        gameCode: LOTTERY6_GAME_CODE,
        stake,
        validTurnover: 0,
        winLose: 0,
        status: 'pending',
        betTime: now,
        settledAt: null,
      });
      return { row: (await ticketByKey(tx, playerRef, purchase.idempotencyKey))!, fresh: true };
    });

  const result = await onceByKey(ctx, 'a lottery ticket', buy);
  return { ticket: toTicket(result.row), venueBalance: await venueBalance(db, playerRef) };
}

async function ticketByKey(
  db: Queryable,
  playerRef: string,
  idempotencyKey: string,
): Promise<TicketRow | undefined> {
  const { rows } = await db.query<TicketRow>(
    `${TICKET_SELECT} WHERE t.player_ref = $1 AND t.idempotency_key = $2`,
    [playerRef, idempotencyKey],
  );
  return rows[0];
}

/** How many settled tickets the player's list shows besides those waiting for a draw. */
export const SETTLED_TICKETS_SHOWN = 20;

/** The player's tickets waiting for a draw, then the last settled ones, newest first. */
export async function lottery6Tickets(
  db: Queryable,
  userId: number,
): Promise<{ tickets: Lottery6Ticket[] }> {
  const playerRef = playerRefOf(userId);
  const { rows: waiting } = await db.query<TicketRow>(
    `${TICKET_SELECT} WHERE t.player_ref = $1 AND t.settled_at IS NULL ORDER BY t.id DESC`,
    [playerRef],
  );
  const { rows: settled } = await db.query<TicketRow>(
    `${TICKET_SELECT} WHERE t.player_ref = $1 AND t.settled_at IS NOT NULL
     ORDER BY t.id DESC LIMIT $2`,
    [playerRef, SETTLED_TICKETS_SHOWN],
  );
  return { tickets: [...waiting, ...settled].map(toTicket) };
}
