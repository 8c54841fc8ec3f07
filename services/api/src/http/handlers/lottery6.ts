import { lottery6Draws, buyLottery6Ticket, lottery6Tickets } from '../../modules/games';
import { requireMember, type HandlerMap } from '../context';

/** The six-number lottery at the in-house venue (docs/product-rules.md#games). */
export const lottery6Handlers = {
  getLottery6Draws: async (_input, ctx) => lottery6Draws(ctx.db, ctx.now),

  buyLottery6Ticket: async (input, ctx) =>
    buyLottery6Ticket(ctx, requireMember(ctx).user.id, input),

  getLottery6Tickets: async (_input, ctx) => lottery6Tickets(ctx.db, requireMember(ctx).user.id),
} satisfies HandlerMap;
