import {
  activityClassifications,
  activityDetail,
  activityPage,
  applicationPage,
  applyActivity,
  activityStates,
} from '../../modules/promotions';
import { requireMember, type HandlerMap } from '../context';

/** Offers anyone may read and the member's bonus applications (docs/product-rules.md#offers). */
export const offerHandlers = {
  getActivityClassification: async (_input, ctx) => ({
    classificationList: activityClassifications(ctx.lang),
  }),
  activityList: async (input, ctx) => activityPage(ctx.db, input, ctx.lang, ctx.now),
  getActivityDetail: async (input, ctx) => ({
    activity: await activityDetail(
      ctx.db,
      input.id,
      { userId: ctx.member?.user.id ?? null, lang: ctx.lang },
      ctx.now,
    ),
  }),
  queryActivityStates: async (_input, ctx) => ({
    stateList: await activityStates(ctx.db, requireMember(ctx).user.id, ctx.now),
  }),
  applyActivity: async (input, ctx) => ({
    application: await applyActivity(ctx, requireMember(ctx).user.id, input),
  }),
  queryApplyActivityList: async (input, ctx) =>
    applicationPage(ctx.db, requireMember(ctx).user.id, input, ctx.lang),
} satisfies HandlerMap;
