import {
  DRAGON_TIGER_BET_KINDS,
  SICBO_BET_TYPES,
  SICBO_EVEN_BET_TYPES,
  SICBO_FACE_BET_TYPES,
  isLegalSicboBet,
  DOZEN_COLUMN_BET_TYPES,
  EVEN_MONEY_BET_TYPES,
  INSIDE_BET_TYPES,
  KENO_MAX_PICKS,
  KENO_TOTAL_BETS,
  SLOT_SYMBOLS,
  isLegalKenoBet,
  isLegalBet,
} from '@platform/fair-games';
import { z } from 'zod';
import { INHOUSE_TABLE_MAX_FEN } from '../constants';
import { endpoint } from '../define';
import { idempotencyKeySchema } from '../entities-domain';
import { isoTime } from '../wire';

/**
 * The in-house venue's rounds (docs/product-rules.md#games): provably fair baccarat and roulette
 * on the venue's own books, with the player's seeds (docs/decisions.md#games).
 */

/** One stake in fen: a positive integer up to the table maximum of its bet. */
function stakeSchema(max: number) {
  return z
    .number({ error: 'inhouse.stake' })
    .int({ error: 'inhouse.stake' })
    .positive({ error: 'inhouse.stake' })
    .max(max, { error: 'inhouse.tableMax' });
}

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/** Baccarat stakes by bet, fen; at least one. */
export const baccaratBetsSchema = z
  .object({
    player: stakeSchema(INHOUSE_TABLE_MAX_FEN.baccarat.player).optional(),
    banker: stakeSchema(INHOUSE_TABLE_MAX_FEN.baccarat.banker).optional(),
    tie: stakeSchema(INHOUSE_TABLE_MAX_FEN.baccarat.tie).optional(),
    playerPair: stakeSchema(INHOUSE_TABLE_MAX_FEN.baccarat.playerPair).optional(),
    bankerPair: stakeSchema(INHOUSE_TABLE_MAX_FEN.baccarat.bankerPair).optional(),
  })
  .refine((bets) => BACCARAT_BETS.some((bet) => bets[bet] !== undefined), {
    error: 'inhouse.noBet',
  });

export const ROULETTE_BET_TYPES = [
  ...INSIDE_BET_TYPES,
  ...DOZEN_COLUMN_BET_TYPES,
  ...EVEN_MONEY_BET_TYPES,
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

const pocketSchema = z.number().int().min(0).max(36);
const illegal = { error: 'inhouse.illegalBet' };

/**
 * One roulette bet in fair-games' shape: an inside bet with the numbers its chip covers, a dozen or
 * column by index, or an even-money bet; legal on the layout (`isLegalBet`) and within its table
 * maximum.
 */
export const rouletteBetSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.enum(INSIDE_BET_TYPES),
        numbers: z.array(pocketSchema, illegal).min(1, illegal).max(6, illegal),
        stake: z.number({ error: 'inhouse.stake' }),
      }),
      z.object({
        type: z.enum(DOZEN_COLUMN_BET_TYPES),
        index: z.union([z.literal(1), z.literal(2), z.literal(3)], illegal),
        stake: z.number({ error: 'inhouse.stake' }),
      }),
      z.object({
        type: z.enum(EVEN_MONEY_BET_TYPES),
        stake: z.number({ error: 'inhouse.stake' }),
      }),
    ],
    illegal,
  )
  .superRefine((bet, ctx) => {
    const checked = stakeSchema(INHOUSE_TABLE_MAX_FEN.roulette[bet.type]).safeParse(bet.stake);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', path: ['stake'], message: checked.error.issues[0]!.message });
    else if (!isLegalBet(bet)) ctx.addIssue({ code: 'custom', message: 'inhouse.illegalBet' });
  });
export type RouletteBet = z.output<typeof rouletteBetSchema>;

export const rouletteBetsSchema = z
  .array(rouletteBetSchema, { error: 'inhouse.noBet' })
  .min(1, { error: 'inhouse.noBet' })
  .max(50, { error: 'inhouse.tooManyBets' });

const sicboStake = { stake: z.number({ error: 'inhouse.stake' }) };

/**
 * One sic bo bet in fair-games' shape: big, small, odd, even, any triple; a specific triple,
 * double or single number by face; a total 4–17; a combination of two faces. Legal on the board
 * (`isLegalSicboBet`) and within its table maximum.
 */
export const sicboBetSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.enum(SICBO_EVEN_BET_TYPES), ...sicboStake }),
      z.object({ type: z.enum(SICBO_FACE_BET_TYPES), face: z.number(illegal), ...sicboStake }),
      z.object({ type: z.literal('total'), total: z.number(illegal), ...sicboStake }),
      z.object({
        type: z.literal('combination'),
        faces: z.array(z.number(illegal), illegal).length(2, illegal),
        ...sicboStake,
      }),
    ],
    illegal,
  )
  .superRefine((bet, ctx) => {
    const checked = stakeSchema(INHOUSE_TABLE_MAX_FEN.sicbo[bet.type]).safeParse(bet.stake);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', path: ['stake'], message: checked.error.issues[0]!.message });
    else if (!isLegalSicboBet(bet)) ctx.addIssue({ code: 'custom', message: 'inhouse.illegalBet' });
  });
export type SicboBet = z.output<typeof sicboBetSchema>;

export const sicboBetsSchema = z
  .array(sicboBetSchema, { error: 'inhouse.noBet' })
  .min(1, { error: 'inhouse.noBet' })
  .max(60, { error: 'inhouse.tooManyBets' });

export const DRAGON_TIGER_BETS = DRAGON_TIGER_BET_KINDS;
export type DragonTigerBet = (typeof DRAGON_TIGER_BETS)[number];

/** Dragon tiger stakes by bet, fen; at least one. */
export const dragonTigerBetsSchema = z
  .object({
    dragon: stakeSchema(INHOUSE_TABLE_MAX_FEN.dragonTiger.dragon).optional(),
    tiger: stakeSchema(INHOUSE_TABLE_MAX_FEN.dragonTiger.tiger).optional(),
    tie: stakeSchema(INHOUSE_TABLE_MAX_FEN.dragonTiger.tie).optional(),
    suitedTie: stakeSchema(INHOUSE_TABLE_MAX_FEN.dragonTiger.suitedTie).optional(),
  })
  .refine((bets) => DRAGON_TIGER_BETS.some((bet) => bets[bet] !== undefined), {
    error: 'inhouse.noBet',
  });

/**
 * One lucky-numbers (keno) bet in fair-games' shape: a pick of 1–10 different numbers of 1–80, or
 * big or small on the total; legal (`isLegalKenoBet`) and within its table maximum.
 */
export const kenoBetSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('pick'),
        numbers: z.array(z.number(illegal), illegal).min(1, illegal).max(KENO_MAX_PICKS, illegal),
        stake: z.number({ error: 'inhouse.stake' }),
      }),
      z.object({ type: z.enum(KENO_TOTAL_BETS), stake: z.number({ error: 'inhouse.stake' }) }),
    ],
    illegal,
  )
  .superRefine((bet, ctx) => {
    const checked = stakeSchema(INHOUSE_TABLE_MAX_FEN.keno[bet.type]).safeParse(bet.stake);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', path: ['stake'], message: checked.error.issues[0]!.message });
    else if (!isLegalKenoBet(bet)) ctx.addIssue({ code: 'custom', message: 'inhouse.illegalBet' });
  });
export type KenoWireBet = z.output<typeof kenoBetSchema>;

export const kenoBetsSchema = z
  .array(kenoBetSchema, { error: 'inhouse.noBet' })
  .min(1, { error: 'inhouse.noBet' })
  .max(20, { error: 'inhouse.tooManyBets' });

/** The slot's bet: a stake per line in fen, played on all 10 lines. */
export const slotBetsSchema = z.object({
  lineStake: stakeSchema(INHOUSE_TABLE_MAX_FEN.slot.lineStake),
});

/** What the player sees before a round: the committed server seed's hash, their seed, the nonce. */
export const seedStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round uses (the count of the player's rounds so far). */
  nonce: z.number().int(),
});

export const clientSeedSchema = z
  .string({ error: 'inhouse.clientSeed' })
  .trim()
  .regex(/^[\x21-\x7e]{1,64}$/, { error: 'inhouse.clientSeed' });

const cardSchema = z.object({
  /** 1 (ace) to 13 (king). */
  rank: z.number().int().min(1).max(13),
  suit: z.enum(['spades', 'hearts', 'diamonds', 'clubs']),
});

const betResult = { stake: z.number().int(), returned: z.number().int() };

const baccaratRoundSchema = z.object({
  gameCode: z.literal('baccarat'),
  bets: z.array(z.object({ bet: z.enum(BACCARAT_BETS), ...betResult })),
  outcome: z.object({
    playerCards: z.array(cardSchema),
    bankerCards: z.array(cardSchema),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
  }),
});

const rouletteRoundSchema = z.object({
  gameCode: z.literal('roulette'),
  bets: z.array(
    z.object({
      type: z.enum(ROULETTE_BET_TYPES),
      /** Inside bets: the numbers covered; a dozen or column: its index. */
      numbers: z.array(z.number().int()).optional(),
      index: z.number().int().optional(),
      ...betResult,
    }),
  ),
  outcome: z.object({
    pocket: z.number().int(),
    colour: z.enum(['red', 'black', 'green']),
  }),
});

const sicboRoundSchema = z.object({
  gameCode: z.literal('sicbo'),
  bets: z.array(
    z.object({
      type: z.enum(SICBO_BET_TYPES),
      /** A triple, double or single: its face; a total: the total; a combination: its two faces. */
      face: z.number().int().optional(),
      total: z.number().int().optional(),
      faces: z.array(z.number().int()).optional(),
      /** The paytable's winnings per unit this bet was settled with (a single: for 1, 2, 3 dice). */
      odds: z.array(z.number().int()),
      ...betResult,
    }),
  ),
  outcome: z.object({
    dice: z.array(z.number().int().min(1).max(6)).length(3),
    total: z.number().int(),
    triple: z.boolean(),
  }),
});

const dragonTigerRoundSchema = z.object({
  gameCode: z.literal('dragonTiger'),
  bets: z.array(z.object({ bet: z.enum(DRAGON_TIGER_BETS), ...betResult })),
  outcome: z.object({
    dragon: cardSchema,
    tiger: cardSchema,
    winner: z.enum(['dragon', 'tiger', 'tie']),
    suitedTie: z.boolean(),
  }),
});

const kenoRoundSchema = z.object({
  gameCode: z.literal('keno'),
  bets: z.array(
    z.object({
      type: z.enum(['pick', ...KENO_TOTAL_BETS]),
      /** A pick bet: its numbers and how many were drawn. */
      numbers: z.array(z.number().int()).optional(),
      hits: z.number().int().optional(),
      /** What the bet's result returned per 10 staked: its paytable entry, 20 for a won total. */
      paysPerTen: z.number().int(),
      ...betResult,
    }),
  ),
  outcome: z.object({
    /** The 20 numbers in the order drawn. */
    drawn: z.array(z.number().int().min(1).max(80)).length(20),
    total: z.number().int(),
    totalResult: z.enum(['big', 'small', 'midpoint']),
  }),
});

const slotRoundSchema = z.object({
  gameCode: z.literal('slot'),
  /** One entry: the line stake, the lines played, their total stake and return. */
  bets: z.array(z.object({ lineStake: z.number().int(), lines: z.number().int(), ...betResult })),
  outcome: z.object({
    /** Each reel's stop on its strip (the top row). */
    stops: z.array(z.number().int()).length(5),
    /** window[reel][row], top row first. */
    window: z.array(z.array(z.enum(SLOT_SYMBOLS))),
    lineWins: z.array(
      z.object({
        line: z.number().int(),
        symbol: z.enum(SLOT_SYMBOLS),
        count: z.number().int(),
        /** Pay per unit of the line stake. */
        pays: z.number().int(),
        returned: z.number().int(),
      }),
    ),
  }),
});

/** A settled round with its revealed seed: everything the verify page needs to replay it. */
export const inhouseRoundSchema = z
  .object({
    roundId: z.string(),
    /** Total stake, fen. */
    stake: z.number().int(),
    /** Total paid back (stakes returned with wins), fen. */
    returned: z.number().int(),
    /** Stake on bets that won or lost; pushes (a tie's banker and player stakes) count zero. */
    validTurnover: z.number().int(),
    /** returned - stake. */
    winLose: z.number().int(),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    settledAt: isoTime,
  })
  .and(
    z.discriminatedUnion('gameCode', [
      baccaratRoundSchema,
      rouletteRoundSchema,
      sicboRoundSchema,
      dragonTigerRoundSchema,
      kenoRoundSchema,
      slotRoundSchema,
    ]),
  );
export type InhouseRound = z.output<typeof inhouseRoundSchema>;

const playResponse = z.object({
  round: inhouseRoundSchema,
  /** The player's balance at the venue after the round, fen. */
  venueBalance: z.number().int(),
  /** The seed committed for the next round. */
  nextSeed: seedStateSchema,
});

/**
 * One round of an in-house game at `inhouse/<game>/play`: JSON bets with an attempt key, on the
 * venue wallet; a retried key replays the round (docs/product-rules.md#games).
 */
function playEndpoint<Bets extends z.ZodType>(game: string, bets: Bets, summary: string) {
  return endpoint({
    path: `inhouse/${game}/play`,
    availability: 'ready',
    encoding: 'json',
    access: 'member',
    kind: 'mutation',
    summary,
    request: z.object({ bets, idempotencyKey: idempotencyKeySchema }),
    response: playResponse,
    invalidates: ['VenueBalances', 'Balance'],
  });
}

export const inhouseEndpoints = {
  getInhouseSeed: endpoint({
    path: 'inhouse/seed',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "The hash of the player's next server seed, their client seed and the next nonce.",
    request: z.object({}),
    response: seedStateSchema,
  }),
  setInhouseClientSeed: endpoint({
    path: 'inhouse/seed/client',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Sets the client seed the next rounds use (the committed server seed stays).',
    request: z.object({ clientSeed: clientSeedSchema }),
    response: seedStateSchema,
  }),
  playBaccarat: playEndpoint(
    'baccarat',
    baccaratBetsSchema,
    'Plays one baccarat round on the in-house venue wallet; a retried key replays it.',
  ),
  playRoulette: playEndpoint(
    'roulette',
    rouletteBetsSchema,
    'Plays one European roulette spin on the in-house venue wallet; a retried key replays it.',
  ),
  playSicbo: playEndpoint(
    'sicbo',
    sicboBetsSchema,
    'Rolls one sic bo round on the in-house venue wallet; a retried key replays it.',
  ),
  playDragonTiger: playEndpoint(
    'dragonTiger',
    dragonTigerBetsSchema,
    'Deals one dragon tiger coup on the in-house venue wallet; a retried key replays it.',
  ),
  playKeno: playEndpoint(
    'keno',
    kenoBetsSchema,
    'Draws one lucky-numbers (keno) round on the in-house venue wallet; a retried key replays it.',
  ),
  playSlot: playEndpoint(
    'slot',
    slotBetsSchema,
    'Spins the slot once on the in-house venue wallet; a retried key replays it.',
  ),
  getInhouseRound: endpoint({
    path: 'inhouse/round/get',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "One of the player's rounds with its revealed server seed, for the verify page.",
    request: z.object({ roundId: z.string().regex(/^\d{1,18}$/, { error: 'input.id' }) }),
    response: z.object({ round: inhouseRoundSchema }),
  }),
};
