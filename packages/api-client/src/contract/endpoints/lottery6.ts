import {
  LOTTERY6_NUMBERS,
  LOTTERY6_NUMBER_BETS,
  LOTTERY6_SPECIAL_SIDE_BETS,
} from '@platform/fair-games';
import { z } from 'zod';
import { LOTTERY6_MAX_BETS_PER_TICKET, LOTTERY6_TABLE_MAX_FEN } from '../constants';
import { endpoint } from '../define';
import { idempotencyKeySchema } from '../entities-domain';
import { isoTime } from '../wire';

/**
 * The six-number lottery at the in-house venue (docs/product-rules.md#games): the open draw and
 * the last results, tickets bought on the venue wallet and settled by the draw.
 */

const illegal = { error: 'inhouse.illegalBet' };
const stake = z.number({ error: 'inhouse.stake' });

/**
 * One bet in fair-games' shape: a special or regular number bet with its number, or big, small,
 * odd, even on the special number; a positive whole stake up to its kind's maximum.
 */
export const lottery6BetSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.enum(LOTTERY6_NUMBER_BETS),
        number: z.number(illegal).int(illegal).min(1, illegal).max(LOTTERY6_NUMBERS, illegal),
        stake,
      }),
      z.object({ type: z.enum(LOTTERY6_SPECIAL_SIDE_BETS), stake }),
    ],
    illegal,
  )
  .superRefine((bet, ctx) => {
    const message = !Number.isSafeInteger(bet.stake) || bet.stake <= 0 ? 'inhouse.stake' : null;
    const over = bet.stake > LOTTERY6_TABLE_MAX_FEN[bet.type] ? 'inhouse.tableMax' : null;
    if (message ?? over)
      ctx.addIssue({ code: 'custom', path: ['stake'], message: (message ?? over)! });
  });
export type Lottery6BetInput = z.output<typeof lottery6BetSchema>;

export const lottery6TicketBetsSchema = z
  .array(lottery6BetSchema, { error: 'inhouse.noBet' })
  .min(1, { error: 'inhouse.noBet' })
  .max(LOTTERY6_MAX_BETS_PER_TICKET, { error: 'inhouse.tooManyBets' });

/** A draw's key: its business date and time, '2026-11-24T21:30+08:00' (the draw's client seed). */
export const lottery6DrawKeySchema = z
  .string({ error: 'lottery6.drawKey' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+08:00$/, { error: 'lottery6.drawKey' });

/** The draw tickets are sold for: its seed committed by its hash. */
export const lottery6OpenDrawSchema = z.object({
  drawKey: z.string(),
  drawAt: isoTime,
  /** Sales close at the draw time (or once it is drawn). */
  salesCloseAt: isoTime,
  serverSeedHash: z.string(),
});

/** A drawn draw with its seed revealed: anyone recomputes the numbers from seed and key. */
export const lottery6ResultSchema = z.object({
  drawKey: z.string(),
  drawAt: isoTime,
  drawnAt: isoTime,
  /** The six regular numbers in the order drawn. */
  numbers: z.array(z.number().int()),
  special: z.number().int(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
});
export type Lottery6Result = z.output<typeof lottery6ResultSchema>;

export const LOTTERY6_TICKET_STATUSES = ['waiting', 'won', 'lost', 'even'] as const;

export const lottery6TicketSchema = z.object({
  ticketId: z.string(),
  drawKey: z.string(),
  drawAt: isoTime,
  bets: z.array(
    z.object({
      type: z.enum([...LOTTERY6_NUMBER_BETS, ...LOTTERY6_SPECIAL_SIDE_BETS]),
      number: z.number().int().optional(),
      stake: z.number().int(),
      /** Once drawn. */
      result: z.enum(['win', 'lose', 'push']).optional(),
      returned: z.number().int().optional(),
    }),
  ),
  stake: z.number().int(),
  /** Waiting for the draw; then won (returned more than the stake), lost (less) or even. */
  status: z.enum(LOTTERY6_TICKET_STATUSES),
  /** Null until drawn. */
  returned: z.number().int().nullable(),
  validTurnover: z.number().int().nullable(),
  winLose: z.number().int().nullable(),
  boughtAt: isoTime,
  settledAt: isoTime.nullable(),
});
export type Lottery6Ticket = z.output<typeof lottery6TicketSchema>;

export const lottery6Endpoints = {
  getLottery6Draws: endpoint({
    path: 'inhouse/lottery6/draws',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'The open six-number draw (its seed hash) and the last results with revealed seeds.',
    request: z.object({}),
    response: z.object({ open: lottery6OpenDrawSchema, results: z.array(lottery6ResultSchema) }),
  }),
  buyLottery6Ticket: endpoint({
    path: 'inhouse/lottery6/ticket/buy',
    availability: 'ready',
    encoding: 'json',
    access: 'member',
    kind: 'mutation',
    summary:
      'Buys a ticket for the open draw the player saw on the in-house venue wallet; a retried key answers the same ticket.',
    request: z.object({
      drawKey: lottery6DrawKeySchema,
      bets: lottery6TicketBetsSchema,
      idempotencyKey: idempotencyKeySchema,
    }),
    response: z.object({
      ticket: lottery6TicketSchema,
      /** The player's balance at the venue after the purchase, fen. */
      venueBalance: z.number().int(),
    }),
    invalidates: ['VenueBalances', 'Balance'],
  }),
  getLottery6Tickets: endpoint({
    path: 'inhouse/lottery6/tickets',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "The player's tickets: those waiting for a draw and the last settled ones.",
    request: z.object({}),
    response: z.object({ tickets: z.array(lottery6TicketSchema) }),
  }),
};
