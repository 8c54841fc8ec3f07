import { setAutoTransfer } from '../../modules/account';
import { recoverAllVenues, transferWithVenue, venueBalances, venueLocks } from '../../core/venues';
import { DomainError } from '../../core/errors';
import { requireMember, type HandlerMap } from '../context';
import { userBalanceMap, userBalanceMapWithVenue } from './balances';

/**
 * The transfer page and venue balances: central wallet ↔ venue wallets
 * (docs/product-rules.md#transfers).
 */
export const venueHandlers = {
  getTransWalletBalanceInfo: async (_input, ctx) => ({
    venueBalanceList: await venueBalances(ctx.db, requireMember(ctx).user.id, ctx.lang),
  }),

  getUserPlatBalance: async (input, ctx) => {
    const venues = await venueBalances(ctx.db, requireMember(ctx).user.id, ctx.lang);
    const venue = venues.find((v) => v.platCode === input.platCode);
    if (!venue) throw new DomainError('notFound', 'venueNotFound');
    const { platCode, balance, maintenance, locked } = venue;
    return { platCode, balance, maintenance, locked };
  },

  getUserTransInfo: async (_input, ctx) => {
    const { user } = requireMember(ctx);
    return {
      userBalanceMap: await userBalanceMap(ctx.db, user.id),
      autoTransfer: user.autoTransfer,
      venueLockList: await venueLocks(ctx.db, user.id, ctx.lang),
    };
  },

  convertMoney: async (input, ctx) => {
    const userId = requireMember(ctx).user.id;
    const transfer = await transferWithVenue(ctx, { userId, ...input });
    return {
      orderNo: transfer.orderNo,
      status: transfer.status === 'posted' ? ('posted' as const) : ('pending' as const),
      ...(await userBalanceMapWithVenue(ctx.db, userId, input.platCode)),
    };
  },

  oneTouchTransfer: async (_input, ctx) => {
    const userId = requireMember(ctx).user.id;
    const venues = await venueBalances(ctx.db, userId, ctx.lang);
    return {
      ...(await recoverAllVenues(ctx, userId, venues)),
      userBalanceMap: await userBalanceMap(ctx.db, userId),
    };
  },

  changeWalletType: async (input, ctx) => {
    const autoTransfer = await setAutoTransfer(
      ctx.db,
      requireMember(ctx).user.id,
      input.autoTransfer,
    );
    return { autoTransfer };
  },
} satisfies HandlerMap;
