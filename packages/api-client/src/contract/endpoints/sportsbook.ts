import { z } from 'zod';
import { endpoint } from '../define';
import { idempotencyKeySchema } from '../entities-domain';
import { SPORTS, SPORTS_PICKS, checkSportsSlip, sportsSlipFields } from '../rules/sportsSlip';
import { isoTime } from '../wire';

/**
 * The in-house sportsbook (docs/product-rules.md#games): simulated football and e-sports events
 * with live match-winner odds, and the player's slips on the in-house venue wallet.
 */

export const SPORTS_EVENT_STATES = ['scheduled', 'live', 'suspended', 'finished', 'void'] as const;
export type SportsEventState = (typeof SPORTS_EVENT_STATES)[number];

/**
 * A slip's states (docs/product-rules.md#games): `pending` while a selection taken in a dangerous
 * moment awaits confirmation, `accepted` until it settles `won`, `lost` or `void` (stake back);
 * `cancelled` when the dangerous moment ended in a goal or a red card (stake back).
 */
export const SPORTS_SLIP_STATES = [
  'pending',
  'accepted',
  'cancelled',
  'won',
  'lost',
  'void',
] as const;
export type SportsSlipState = (typeof SPORTS_SLIP_STATES)[number];

/** A selection's own state: awaiting confirmation, open, or its result. */
export const SPORTS_LEG_STATES = ['awaiting', 'open', 'rejected', 'won', 'lost', 'void'] as const;
export type SportsLegState = (typeof SPORTS_LEG_STATES)[number];

const oddsSchema = z.object({
  home: z.number().int(),
  /** Football only (1X2); null for e-sports. */
  draw: z.number().int().nullable(),
  away: z.number().int(),
});
export type SportsOdds = z.output<typeof oddsSchema>;

export const sportsEventSchema = z.object({
  eventId: z.string(),
  sport: z.enum(SPORTS),
  /** League and team names in the request's language. */
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: isoTime,
  state: z.enum(SPORTS_EVENT_STATES),
  /** The match minute while live or suspended (football 1-90, e-sports 1-40). */
  minute: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  /** A dangerous moment: a slip taken now waits for confirmation. */
  danger: z.boolean(),
  /** Whether a slip may take it now (scheduled or live). */
  open: z.boolean(),
  /** Thousandths (1.850 -> 1850). */
  odds: oddsSchema,
  /** Grows each time the odds change. */
  oddsVersion: z.number().int(),
});
export type SportsEvent = z.output<typeof sportsEventSchema>;

export const sportsSlipViewSchema = z.object({
  slipId: z.string(),
  kind: z.enum(['single', 'parlay']),
  state: z.enum(SPORTS_SLIP_STATES),
  /** Fen. */
  stake: z.number().int(),
  /** What the slip returns if every selection wins at the odds taken, fen. */
  potentialReturn: z.number().int(),
  /** Paid back once settled, cancelled or void, fen; null before. */
  returned: z.number().int().nullable(),
  placedAt: isoTime,
  settledAt: isoTime.nullable(),
  selections: z.array(
    z.object({
      eventId: z.string(),
      sport: z.enum(SPORTS),
      home: z.string(),
      away: z.string(),
      pick: z.enum(SPORTS_PICKS),
      odds: z.number().int(),
      state: z.enum(SPORTS_LEG_STATES),
    }),
  ),
});
export type SportsSlipView = z.output<typeof sportsSlipViewSchema>;

export const sportsbookEndpoints = {
  getSportsEvents: endpoint({
    path: 'inhouse/sports/events',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'The open and recent events of a sport with state, score, minute, danger and odds.',
    request: z.object({ sport: z.enum(SPORTS) }),
    response: z.object({ events: z.array(sportsEventSchema) }),
  }),
  placeSportsSlip: endpoint({
    path: 'inhouse/sports/slip/place',
    availability: 'ready',
    encoding: 'json',
    access: 'member',
    kind: 'mutation',
    summary:
      'Places a single or a parlay at the odds the player saw, debiting the in-house venue wallet.',
    request: z
      .object({ ...sportsSlipFields, idempotencyKey: idempotencyKeySchema })
      .superRefine(checkSportsSlip),
    response: z.object({
      slip: sportsSlipViewSchema,
      /** The player's balance at the venue after the stake, fen. */
      venueBalance: z.number().int(),
    }),
    invalidates: ['VenueBalances', 'Balance'],
  }),
  getSportsSlips: endpoint({
    path: 'inhouse/sports/slips',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "The player's latest slips with their selections and states.",
    request: z.object({}),
    response: z.object({ slips: z.array(sportsSlipViewSchema) }),
  }),
};
