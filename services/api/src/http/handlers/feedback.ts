import { deleteFeedback, listFeedback, readFeedback, saveFeedback } from '../../modules/support';
import { requireMember, type HandlerMap } from '../context';

/** The feedback centre: a player leaves, reads and deletes only their own feedback. */
export const feedbackHandlers = {
  feedbackSave: async (input, ctx) => ({
    feedback: await saveFeedback(ctx, requireMember(ctx).user.id, input),
  }),

  feedbackList: async (input, ctx) => listFeedback(ctx.db, requireMember(ctx).user.id, input),

  feedbackInfo: async (input, ctx) => ({
    feedback: await readFeedback(ctx.db, requireMember(ctx).user.id, input.id),
  }),

  feedbackDelete: async (input, ctx) => {
    await deleteFeedback(ctx.db, requireMember(ctx).user.id, input.id, ctx.now);
    return {};
  },
} satisfies HandlerMap;
