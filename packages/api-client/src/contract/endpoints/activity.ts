import { z } from 'zod';
import { ACTIVITY_APPLICATION_STATUSES, ACTIVITY_CLASSIFICATIONS } from '../catalogue';
import { endpoint } from '../define';
import {
  activityApplicationSchema,
  activityDetailSchema,
  activitySchema,
  recordIdSchema,
} from '../entities-domain';
import { emptyRequest, pageOf, pageRequest } from '../wire';

/** Offers (promotions) anyone may read, and the member's bonus applications. */
export const activityEndpoints = {
  getActivityClassification: endpoint({
    path: 'guest/activity/getActivityClassification',
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
    access: 'guest',
    kind: 'query',
    summary: 'A page of current offers, all or one classification.',
    request: pageRequest.extend({ classification: z.enum(ACTIVITY_CLASSIFICATIONS).optional() }),
    response: pageOf(activitySchema),
    provides: ['SiteInfo'],
  }),
  getActivityDetail: endpoint({
    path: 'guest/activity/getActivityDetail',
    access: 'guest',
    kind: 'query',
    summary: 'One offer with its content and the venues its bonus is played in.',
    request: z.object({ id: recordIdSchema }),
    response: z.object({ activity: activityDetailSchema }),
    provides: ['SiteInfo'],
  }),
  applyActivity: endpoint({
    path: 'activityApply/applyActivity',
    access: 'member',
    kind: 'mutation',
    summary: "Applies for an offer's bonus; the chosen venue locks until 12x turnover.",
    request: z.object({
      activityId: recordIdSchema,
      /** The venue the bonus goes to, for offers tied to venues. */
      platCode: z.string().trim().min(1).optional(),
    }),
    response: z.object({ application: activityApplicationSchema }),
    invalidates: ['ActivityApplications', 'Balance', 'VenueBalances'],
  }),
  queryApplyActivityList: endpoint({
    path: 'activityApply/queryApplyActivityList',
    access: 'member',
    kind: 'query',
    summary: "A page of the member's bonus applications with amount, status and time.",
    request: pageRequest.extend({ status: z.enum(ACTIVITY_APPLICATION_STATUSES).optional() }),
    response: pageOf(activityApplicationSchema),
    provides: ['ActivityApplications'],
  }),
} as const;
