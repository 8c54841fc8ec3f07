import { logout, changeLanguageAndCurrency, toUserInfo } from '../../modules/account';
import { requireMember, type HandlerMap } from '../context';
import { userBalanceMap } from './balances';

/** The member's session, profile basics, balance and language. */
export const userHandlers = {
  logout: async (_input, ctx) => {
    await logout(ctx, requireMember(ctx).sessionId);
    return {};
  },

  getUserInfo: async (_input, ctx) => ({ userInfo: toUserInfo(requireMember(ctx).user, ctx.now) }),

  getUserBalance: async (_input, ctx) => ({
    userBalanceMap: await userBalanceMap(ctx.db, requireMember(ctx).user.id),
  }),

  checkIsSetWidthPassword: async (_input, ctx) => ({
    isSet: requireMember(ctx).user.payPasswordHash !== null,
  }),

  changeLanguageAndCurrency: async (input, ctx) => {
    await changeLanguageAndCurrency(
      ctx,
      requireMember(ctx).user.id,
      input.langType,
      input.currency,
    );
    return {};
  },
} satisfies HandlerMap;
