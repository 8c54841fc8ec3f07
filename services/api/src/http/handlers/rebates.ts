import { claimRebate, rebateToday } from '../../modules/promotions';
import { requireMember, type HandlerMap } from '../context';

/** Rebates on valid bets: today's figures and the player's daily claim (docs/product-rules.md#rebates). */
export const rebateHandlers = {
  queryRebateToday: async (_input, ctx) => rebateToday(ctx, requireMember(ctx).user.id),
  doUserBackwater: async (_input, ctx) => claimRebate(ctx, requireMember(ctx).user.id),
} satisfies HandlerMap;
