import { logout, changeLanguage, toUserInfo } from '../../modules/account';
import { chooseCurrency, currencyIsFixed } from '../../modules/wallet';
import { requireMember, type HandlerMap } from '../context';
import { userBalanceMap } from './balances';

/** The member's session, profile basics, balance and language. */
export const userHandlers = {
  logout: async (_input, ctx) => {
    await logout(ctx, requireMember(ctx).sessionId);
    return {};
  },

  getUserInfo: async (_input, ctx) => {
    const { user } = requireMember(ctx);
    return { userInfo: toUserInfo(user, ctx.now, await currencyIsFixed(ctx.db, user.id)) };
  },

  getUserBalance: async (_input, ctx) => ({
    userBalanceMap: await userBalanceMap(ctx.db, requireMember(ctx).user.id),
  }),

  checkIsSetWidthPassword: async (_input, ctx) => ({
    isSet: requireMember(ctx).user.payPasswordHash !== null,
  }),

  // The currency first: a refused change (fixed after the first deposit) stores nothing.
  changeLanguageAndCurrency: async (input, ctx) => {
    const userId = requireMember(ctx).user.id;
    if (input.currency) await chooseCurrency(ctx, userId, input.currency);
    await changeLanguage(ctx, userId, input.langType);
    return {};
  },
} satisfies HandlerMap;
