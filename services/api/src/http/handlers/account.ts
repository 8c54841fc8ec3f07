import { confirmLoginPassword } from '../../core/auth';
import { modifyPassword, modifyUserInfo, verifyPhoneMiddle } from '../../modules/account';
import { requireMember, type HandlerMap } from '../context';

/**
 * The account's settings and security: login password, profile, security verification, the proof
 * of the login password that sensitive changes need.
 */
export const accountHandlers = {
  modifyPassword: async (input, ctx) => {
    await modifyPassword(ctx, requireMember(ctx), input);
    return {};
  },

  modifyUserInfo: async (input, ctx) => {
    await modifyUserInfo(ctx, requireMember(ctx), input);
    return {};
  },

  verifyPhoneMiddle: async (input, ctx) => ({
    verifiedUntil: (
      await verifyPhoneMiddle(ctx, requireMember(ctx), input.middleDigits)
    ).toISOString(),
  }),

  confirmLoginPassword: async (input, ctx) => ({
    confirmedUntil: (
      await confirmLoginPassword(ctx, requireMember(ctx), input.password)
    ).toISOString(),
  }),
} satisfies HandlerMap;
