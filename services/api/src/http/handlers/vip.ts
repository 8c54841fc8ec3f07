import { vipInfo, vipReturnWaters } from '../../modules/promotions';
import type { HandlerMap } from '../context';

/** The VIP tables for anyone, with the member's own standing when a token is sent (docs/product-rules.md#vip). */
export const vipHandlers = {
  getVipInfo: async (_input, ctx) => vipInfo(ctx.db, ctx.member?.user.id ?? null, ctx.now),
  getVipReturnWaterList: async (_input, ctx) => vipReturnWaters(ctx.db),
} satisfies HandlerMap;
