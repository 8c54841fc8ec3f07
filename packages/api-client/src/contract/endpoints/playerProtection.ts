import { z } from 'zod';
import { endpoint } from '../define';
import {
  BREAK_KINDS,
  LIMIT_NAMES,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  coolOffDaysSchema,
  moneyLimitAmountSchema,
  realityCheckMinutesSchema,
  selfExclusionMonthsSchema,
  sessionLimitMinutesSchema,
} from '../rules/protection';
import { emptyRequest, emptyResponse, isoTime, wireBool, wireFen } from '../wire';

/** A raise or removal waiting out its cooling period (docs/product-rules.md#responsible-gambling). */
const pendingChangeSchema = z.object({
  /** The new value (fen for money limits, minutes for the session limit); null removes the limit. */
  value: z.number().int().nullable(),
  requestedAt: isoTime,
  /** When the player may confirm it; until confirmed, the current limit holds. */
  confirmableFrom: isoTime,
  confirmable: z.boolean(),
});

const moneyLimitSchema = z.object({
  kind: z.enum(MONEY_LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force, fen; null when none. */
  amount: z.number().int().nullable(),
  /** What counts against it this period so far, fen (a loss can be negative: more returned than staked). */
  used: z.number().int(),
  /** What is left this period, fen, never below zero; null when there is no limit. */
  left: z.number().int().nullable(),
  /** When the period ends and the count starts again. */
  resetsAt: isoTime,
  pending: pendingChangeSchema.nullable(),
});

const breakSchema = z.object({
  kind: z.enum(BREAK_KINDS),
  startedAt: isoTime,
  /** When it ends; null for a permanent self-exclusion. */
  until: isoTime.nullable(),
});

const limitChangeResponse = z.object({
  /** `now` for a lowering or a first limit; `afterCooling` for a raise or a removal. */
  effective: z.enum(['now', 'afterCooling']),
  /** For `afterCooling`: from when the player may confirm it. */
  confirmableFrom: isoTime.nullable(),
});

/** Responsible gambling: limits, the play session and its reality checks, cool-off and self-exclusion. */
export const playerProtectionEndpoints = {
  getPlayerProtection: endpoint({
    path: 'user/protection',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary:
      'The nine money limits with use and reset time, the session limit, the reality check, any break.',
    request: emptyRequest,
    response: z.object({
      /** Always nine rows: deposit, loss and wager by day, week and month. */
      limits: z.array(moneyLimitSchema),
      session: z.object({
        limitMinutes: z.number().int().nullable(),
        pending: pendingChangeSchema.nullable(),
        realityCheckMinutes: z.number().int().nullable(),
      }),
      block: breakSchema.nullable(),
    }),
    provides: ['PlayerProtection'],
  }),
  setMoneyLimit: endpoint({
    path: 'user/protection/setMoneyLimit',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Sets, lowers, raises or (no amount) removes a money limit; raises wait 24 hours.',
    request: z.object({
      kind: z.enum(MONEY_LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      /** Fen; absent removes the limit. */
      amount: wireFen.pipe(moneyLimitAmountSchema).optional(),
    }),
    response: limitChangeResponse,
    invalidates: ['PlayerProtection'],
  }),
  setSessionLimit: endpoint({
    path: 'user/protection/setSessionLimit',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Sets, lowers, raises or (no minutes) removes the session time limit.',
    request: z.object({ minutes: sessionLimitMinutesSchema.optional() }),
    response: limitChangeResponse,
    invalidates: ['PlayerProtection', 'PlaySession'],
  }),
  confirmLimitChange: endpoint({
    path: 'user/protection/confirmChange',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Confirms a raise or removal whose 24-hour cooling period has passed.',
    request: z.object({
      limit: z.enum(LIMIT_NAMES),
      /** For the money limits. */
      period: z.enum(LIMIT_PERIODS).optional(),
    }),
    response: emptyResponse,
    invalidates: ['PlayerProtection', 'PlaySession'],
  }),
  setRealityCheck: endpoint({
    path: 'user/protection/setRealityCheck',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Sets (or, with no minutes, turns off) the reality check interval.',
    request: z.object({ minutes: realityCheckMinutesSchema.optional() }),
    response: emptyResponse,
    invalidates: ['PlayerProtection', 'PlaySession'],
  }),
  startBreak: endpoint({
    path: 'user/protection/startBreak',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary:
      'Starts a cool-off (1-42 days) or a self-exclusion (6-60 months or permanent) at once.',
    request: z
      .object({
        kind: z.enum(BREAK_KINDS),
        days: coolOffDaysSchema.optional(),
        months: selfExclusionMonthsSchema.optional(),
        permanent: wireBool.optional(),
        /** The login password: a break cannot be started by someone who only holds the phone. */
        password: z.string().min(1, { error: 'password.required' }),
      })
      .refine(
        (v) =>
          v.kind === 'coolOff'
            ? v.days !== undefined && v.months === undefined && !v.permanent
            : v.days === undefined && (v.months !== undefined) !== (v.permanent === true),
        { path: ['kind'], error: 'protection.breakLength' },
      ),
    response: z.object({ until: isoTime.nullable() }),
    invalidates: ['PlayerProtection', 'PlaySession', 'ActivityApplications', 'Welfare'],
  }),
  getPlaySession: endpoint({
    path: 'user/playSession',
    availability: 'planned',
    access: 'member',
    kind: 'query',
    summary: 'The current play session: time played, net result, reality check due, limit reached.',
    request: emptyRequest,
    response: z.object({
      active: z.boolean(),
      startedAt: isoTime.nullable(),
      /** Whole minutes since the session started. */
      playedMinutes: z.number().int(),
      /** Fen staked and returned in this session; net = returned - staked. */
      staked: z.number().int(),
      returned: z.number().int(),
      net: z.number().int(),
      realityCheckMinutes: z.number().int().nullable(),
      /** A reality check is waiting for the player's answer (continue or stop). */
      realityCheckDue: z.boolean(),
      limitMinutes: z.number().int().nullable(),
      /** When the session limit ends play; null without a limit or a session. */
      endsAt: isoTime.nullable(),
      limitReached: z.boolean(),
      /** When play opens again after a session limit; null when it is open. */
      resumesAt: isoTime.nullable(),
    }),
    provides: ['PlaySession'],
  }),
  answerRealityCheck: endpoint({
    path: 'user/playSession/answer',
    availability: 'planned',
    access: 'member',
    kind: 'mutation',
    summary: 'Answers a reality check: continue playing, or stop (the session ends now).',
    request: z.object({ choice: z.enum(['continue', 'stop']) }),
    response: emptyResponse,
    invalidates: ['PlaySession'],
  }),
} as const;
