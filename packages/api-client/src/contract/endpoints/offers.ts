import { z } from 'zod';
import { endpoint } from '../define';
import {
  ACTIVITY_APPLICATION_STATUSES,
  ACTIVITY_CLASSIFICATIONS,
  REWARD_RECORD_LISTS,
  REWARD_SOURCES,
} from '../catalogue';
import {
  activityApplicationSchema,
  activityDetailSchema,
  activityMemberStateSchema,
  activitySchema,
  idempotencyKeySchema,
  positiveFenSchema,
  recordIdSchema,
  rewardRecordSchema,
} from '../entities-domain';
import { emptyRequest, pageOf, pageRequest } from '../wire';

/**
 * Offers (promotions) anyone may read, the member's bonus applications and the reward record
 * (docs/product-rules.md#offers, docs/product-rules.md#rewards).
 */
export const offerEndpoints = {
  getActivityClassification: endpoint({
    path: 'guest/activity/getActivityClassification',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: 'The offers tabs (classifications) with their labels and order.',
    request: emptyRequest,
    response: z.object({
      classificationList: z.array(
        z.object({
          classification: z.enum(ACTIVITY_CLASSIFICATIONS),
          name: z.string(),
          sort: z.number().int(),
        }),
      ),
    }),
    provides: ['SiteInfo'],
  }),
  activityList: endpoint({
    path: 'guest/activity/list',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: 'A page of current offers, all or one classification.',
    request: pageRequest.extend({ classification: z.enum(ACTIVITY_CLASSIFICATIONS).optional() }),
    response: pageOf(activitySchema),
    provides: ['SiteInfo'],
  }),
  getActivityDetail: endpoint({
    path: 'guest/activity/getActivityDetail',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: 'One offer with its content and the venues its bonus is played in.',
    request: z.object({ id: recordIdSchema }),
    response: z.object({ activity: activityDetailSchema }),
    provides: ['SiteInfo'],
  }),
  queryActivityStates: endpoint({
    path: 'activityApply/queryActivityStates',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary:
      'For every offer in its period: whether the member applied in it, may apply, and why not.',
    request: emptyRequest,
    response: z.object({ stateList: z.array(activityMemberStateSchema) }),
    provides: ['ActivityApplications'],
  }),
  applyActivity: endpoint({
    path: 'activityApply/applyActivity',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary:
      "Applies for an offer's bonus: the transfer and the bonus go into the chosen venue, which locks until its turnover is met.",
    request: z.object({
      activityId: recordIdSchema,
      /** The venue the transfer and bonus go to; required when the offer moves a transfer. */
      platCode: z.string().trim().min(1).optional(),
      /** The player's own money moved with the bonus (offerTransferSchema, checked by the server). */
      amount: positiveFenSchema.optional(),
      idempotencyKey: idempotencyKeySchema,
    }),
    response: z.object({ application: activityApplicationSchema }),
    invalidates: ['ActivityApplications', 'Balance', 'VenueBalances', 'Transactions', 'Rewards'],
  }),
  queryApplyActivityList: endpoint({
    path: 'activityApply/queryApplyActivityList',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "A page of the member's bonus applications with amount, status and time.",
    request: pageRequest.extend({ status: z.enum(ACTIVITY_APPLICATION_STATUSES).optional() }),
    response: pageOf(activityApplicationSchema),
    provides: ['ActivityApplications'],
  }),
  queryRewardRecordList: endpoint({
    path: 'reward/queryRewardRecordList',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary:
      'A page of the reward record: every bonus the member received (rewards) or the in-kind prizes redeemed (prizes).',
    request: pageRequest.extend({
      list: z.enum(REWARD_RECORD_LISTS).default('rewards'),
      source: z.enum(REWARD_SOURCES).optional(),
    }),
    response: pageOf(rewardRecordSchema).extend({
      /** The paid money bonuses of the whole list (all pages), fen. */
      paidTotal: z.number().int(),
    }),
    provides: ['Rewards'],
  }),
} as const;
