import { playerWalletBalances } from '../../domain/ledger/accounts';
import { logout } from '../../domain/users/login';
import { changeLanguageAndCurrency } from '../../domain/users/preferences';
import { toUserInfo } from '../../domain/users/userInfo';
import { requireMember, type HandlerMap } from '../context';

/** The member's session, profile basics, balance and language. */
export const userHandlers = {
  logout: async (_input, ctx) => {
    await logout(ctx, requireMember(ctx).sessionId);
    return {};
  },

  getUserInfo: async (_input, ctx) => ({ userInfo: toUserInfo(requireMember(ctx).user, ctx.now) }),

  getUserBalance: async (_input, ctx) => {
    const { central, lock, welfare } = await playerWalletBalances(
      ctx.db,
      requireMember(ctx).user.id,
    );
    return {
      userBalanceMap: {
        centralWallet: central,
        lockWallet: lock,
        welfareWallet: welfare,
        total: central + lock + welfare,
      },
    };
  },

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
