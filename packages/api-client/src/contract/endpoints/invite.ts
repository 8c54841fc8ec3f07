import { z } from 'zod';
import { INVITE_REBATE_FILTERS, INVITE_RECORD_STATES } from '../catalogue';
import { endpoint } from '../define';
import { inviteRebateRecordSchema, inviteRecordSchema, rateBpSchema } from '../entities-domain';
import { emptyRequest, isoTime, pageOf, pageRequest } from '../wire';

/**
 * No filter means all records; otherwise one of the record states (docs/product-rules.md#invite).
 */
const recordFilter = { state: z.enum(INVITE_RECORD_STATES).optional() };
const rebateFilter = { filter: z.enum(INVITE_REBATE_FILTERS).default('all') };

/** The totals below a filtered list (its "paged total"). */
const pageTotalSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
});

/**
 * Invite friends: programme rules, invitation records and invite rebates
 * (docs/product-rules.md#invite).
 */
export const inviteEndpoints = {
  inviterBaseConfig: endpoint({
    path: 'inviter/inviterBaseConfig',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'The programme rules: rewards, thresholds, rebate rate and validity.',
    request: emptyRequest,
    response: z.object({
      inviteeReward: z.number().int(),
      maxInviterRewardPerFriend: z.number().int(),
      minFriendDeposit: z.number().int(),
      rebateRateBp: rateBpSchema,
      rebateDaysAfterRegistration: z.number().int(),
      rebateCountdownDeposit: z.number().int(),
      rebateValidDays: z.number().int(),
      cumulativeDepositBonusThreshold: z.number().int(),
      cumulativeDepositBonus: z.number().int(),
      bonusTurnoverMultiple: z.number().int(),
    }),
  }),
  inviterPrizeConfigList: endpoint({
    path: 'inviter/inviterPrizeConfig/list',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary:
      "The inviter's reward at each of a friend's deposit steps, in order (27 yuan at most).",
    request: emptyRequest,
    response: z.object({
      prizeConfigList: z.array(
        z.object({
          sequence: z.number().int(),
          inviterReward: z.number().int(),
          inviteeReward: z.number().int(),
          minFirstDeposit: z.number().int(),
        }),
      ),
    }),
  }),
  inviterRecordMarquee: endpoint({
    path: 'inviter/inviterRecord/marquee',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'Recent rewards of all inviters (masked usernames) for the marquee.',
    request: emptyRequest,
    response: z.object({
      marqueeList: z.array(
        z.object({ username: z.string(), amount: z.number().int(), time: isoTime }),
      ),
    }),
  }),
  inviterRecordTotal: endpoint({
    path: 'inviter/inviterRecord/total',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: "The member's invitation figures: friends, first deposits, earnings, their bets.",
    request: emptyRequest,
    response: z.object({
      invitees: z.number().int(),
      registeredFriends: z.number().int(),
      firstDepositFriends: z.number().int(),
      accumulatedEarnings: z.number().int(),
      cumulativeBets: z.number().int(),
    }),
  }),
  inviterRecordPageList: endpoint({
    path: 'inviter/inviterRecord/pageList',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'A page of invited friends: dispatched, no first deposit or expired.',
    request: pageRequest.extend(recordFilter),
    response: pageOf(inviteRecordSchema),
  }),
  inviterRecordPageTotal: endpoint({
    path: 'inviter/inviterRecord/pageTotal',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'Count and bonus sum of the invited friends under the same filter.',
    request: z.object(recordFilter),
    response: pageTotalSchema,
  }),
  inviterRebateRecordTotal: endpoint({
    path: 'inviter/inviterRebateRecord/total',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: "The member's invite rebate figures: earned, in progress and expired.",
    request: emptyRequest,
    response: z.object({
      totalRebate: z.number().int(),
      inProgressRebate: z.number().int(),
      expiredRebate: z.number().int(),
    }),
  }),
  inviterRebateRecordPageList: endpoint({
    path: 'inviter/inviterRebateRecord/pageList',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'A page of invite rebates: all, not meeting standard, in progress or expired.',
    request: pageRequest.extend(rebateFilter),
    response: pageOf(inviteRebateRecordSchema),
  }),
  inviterRebateRecordPageTotal: endpoint({
    path: 'inviter/inviterRebateRecord/pageTotal',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'Count and rebate sum of the invite rebates under the same filter.',
    request: z.object(rebateFilter),
    response: pageTotalSchema,
  }),
} as const;
