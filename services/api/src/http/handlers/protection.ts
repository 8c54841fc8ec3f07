import {
  confirmLimitChange,
  setMoneyLimit,
  setRealityCheck,
  setSessionLimit,
  startBreak,
} from '../../modules/account';
import { protectionStatus } from '../../core/playerProtection';
import { requireMember, type HandlerMap } from '../context';

/**
 * Responsible gambling (docs/product-rules.md#responsible-gambling): the page's state, the limits
 * and their changes, the reality check, and the breaks.
 */
export const protectionHandlers = {
  getPlayerProtection: async (_input, ctx) =>
    protectionStatus(ctx.db, requireMember(ctx).user.id, ctx.now),

  setMoneyLimit: async (input, ctx) => setMoneyLimit(ctx, requireMember(ctx).user, input),

  setSessionLimit: async (input, ctx) => setSessionLimit(ctx, requireMember(ctx).user, input),

  confirmLimitChange: async (input, ctx) => {
    await confirmLimitChange(ctx, requireMember(ctx).user, input);
    return {};
  },

  setRealityCheck: async (input, ctx) => {
    await setRealityCheck(ctx, requireMember(ctx).user, input);
    return {};
  },

  startBreak: async (input, ctx) => startBreak(ctx, requireMember(ctx), input),
} satisfies HandlerMap;
