import { listEvents, listSportsSlips, placeSportsSlip } from '../../modules/games';
import { requireMember, type HandlerMap } from '../context';

/** The in-house sportsbook: events with live odds, slips (docs/product-rules.md#games). */
export const sportsbookHandlers = {
  getSportsEvents: async (input, ctx) => {
    requireMember(ctx);
    return listEvents(ctx.db, input.sport, ctx.lang, ctx.now);
  },

  placeSportsSlip: async ({ idempotencyKey, ...slip }, ctx) =>
    placeSportsSlip(ctx, requireMember(ctx).user.id, slip, idempotencyKey),

  getSportsSlips: async (_input, ctx) =>
    listSportsSlips(ctx.db, requireMember(ctx).user.id, ctx.lang),
} satisfies HandlerMap;
