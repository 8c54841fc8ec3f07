import { answerPlaySessionCheck, currentPlaySession } from '../../modules/account';
import { requireMember, type HandlerMap } from '../context';

/** The play session and its reality check (docs/product-rules.md#responsible-gambling). */
export const playSessionHandlers = {
  getPlaySession: (_input, ctx) => currentPlaySession(ctx, requireMember(ctx).user.id),
  answerRealityCheck: async (input, ctx) => {
    await answerPlaySessionCheck(ctx, requireMember(ctx).user, input.choice);
    return {};
  },
} satisfies HandlerMap;
