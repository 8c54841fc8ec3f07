import {
  callerConversation,
  openChat,
  listServiceDesks,
  conversationMessages,
  markRead,
  sendPlayerLine,
  toConversation,
} from '../../modules/support';
import type { HandlerContext, HandlerMap } from '../context';

/** The chat's caller: the member behind the token and/or the guest's visitor key. */
function caller(ctx: HandlerContext, visitorKey: string | undefined) {
  return { userId: ctx.member?.user.id ?? null, visitorKey };
}

/** Customer service desks and chat (docs/product-rules.md#customer-service). */
export const supportChatHandlers = {
  getServiceDesks: async (_input, ctx) => ({
    desks: await listServiceDesks(ctx.db, ctx.lang, ctx.now),
  }),
  openChat: (input, ctx) => openChat(ctx, ctx.member?.user ?? null, input),
  getChatMessages: async (input, ctx) => {
    const row = await callerConversation(
      ctx.db,
      caller(ctx, input.visitorKey),
      input.conversationId,
    );
    return { conversation: toConversation(row), ...(await conversationMessages(ctx.db, row.id)) };
  },
  sendChatMessage: async (input, ctx) => {
    const row = await callerConversation(
      ctx.db,
      caller(ctx, input.visitorKey),
      input.conversationId,
    );
    return { message: await sendPlayerLine(ctx, row, input.clientId, { text: input.text }) };
  },
  sendChatImage: async (input, ctx) => {
    const row = await callerConversation(
      ctx.db,
      caller(ctx, input.visitorKey),
      input.conversationId,
    );
    const image = Buffer.from(await input.file.arrayBuffer());
    return { message: await sendPlayerLine(ctx, row, input.clientId, { image }) };
  },
  readChat: async (input, ctx) => {
    const row = await callerConversation(
      ctx.db,
      caller(ctx, input.visitorKey),
      input.conversationId,
    );
    await markRead(ctx, row, 'player', input.upToId);
    return {};
  },
} satisfies HandlerMap;
