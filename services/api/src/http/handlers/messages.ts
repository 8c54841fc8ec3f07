import {
  deleteMessage,
  listMessages,
  markAllRead,
  markRead,
  readMessage,
  topMessages,
  unreadCounts,
} from '../../modules/account';
import { requireMember, type HandlerMap } from '../context';

/** The message centre: a player reads, marks and deletes only their own messages. */
export const messageHandlers = {
  messageList: async (input, ctx) =>
    listMessages(ctx.db, requireMember(ctx).user.id, input, ctx.lang),

  getTop50MessageList: async (input, ctx) => ({
    messageList: await topMessages(ctx.db, requireMember(ctx).user.id, input.category, ctx.lang),
  }),

  getMessage: async (input, ctx) => ({
    message: await readMessage(ctx.db, requireMember(ctx).user.id, input.id, ctx.lang),
  }),

  getUnReadMessageCount: async (_input, ctx) => unreadCounts(ctx.db, requireMember(ctx).user.id),

  doReadMessage: async (input, ctx) => {
    await markRead(ctx.db, requireMember(ctx).user.id, input.id, ctx.now);
    return {};
  },

  modifyReadAllMessage: async (input, ctx) => ({
    updatedCount: await markAllRead(ctx.db, requireMember(ctx).user.id, input.category, ctx.now),
  }),

  deleteMessage: async (input, ctx) => {
    await deleteMessage(ctx.db, requireMember(ctx).user.id, input.id, ctx.now);
    return {};
  },
} satisfies HandlerMap;
