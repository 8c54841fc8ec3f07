import {
  moveWelfareToCentral,
  receiveWelfare,
  welfarePage,
  welfareTotals,
} from '../../modules/promotions';
import { requireMember, type HandlerMap } from '../context';
import { userBalanceMap } from './balances';

/** The welfare centre: items, totals, the claim and the move to the central wallet (docs/product-rules.md#welfare). */
export const welfareHandlers = {
  queryWelfareCenterList: async (input, ctx) => welfarePage(ctx, requireMember(ctx).user.id, input),
  queryWelfareCenterTotal: async (_input, ctx) => welfareTotals(ctx, requireMember(ctx).user.id),
  receiveWelfare: async (input, ctx) => ({
    welfareItem: await receiveWelfare(ctx, requireMember(ctx).user.id, input),
  }),
  moveWelfareToCentral: async (input, ctx) => {
    const userId = requireMember(ctx).user.id;
    const { moved } = await moveWelfareToCentral(ctx, userId, input);
    return { moved, userBalanceMap: await userBalanceMap(ctx.db, userId) };
  },
} satisfies HandlerMap;
