import {
  METHODS_AFTER_FIRST_WITHDRAWAL,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_WINDOWS,
} from '@platform/api-client/contract';
import { translate } from '@platform/i18n/server';
import { quotaToday, turnoverStatus } from '../../domain/withdrawals/quota';
import {
  hasPaidWithdrawal,
  openWithdrawalOrderNo,
  requestWithdrawal,
} from '../../domain/withdrawals/requestWithdrawal';
import { MIN_WITHDRAWAL, WITHDRAWAL_EXTRA_RATE_BP } from '../../domain/withdrawals/rules';
import { requireMember, type HandlerMap } from '../context';

/**
 * Withdrawals (docs/product-rules.md#withdrawals): quota, methods, the extra of scheduled ones, the
 * request.
 */
export const withdrawalHandlers = {
  withdraw: async (input, ctx) => ({
    withdrawal: await requestWithdrawal(ctx, { userId: requireMember(ctx).user.id, ...input }),
  }),

  checkIsQuickWithdraw: async (_input, ctx) => {
    const userId = requireMember(ctx).user.id;
    return {
      isQuickWithdraw: await hasPaidWithdrawal(ctx.db, userId),
      pendingOrderNo: await openWithdrawalOrderNo(ctx.db, userId),
    };
  },

  getWithdrawMethod: async (_input, ctx) => {
    const userId = requireMember(ctx).user.id;
    const paidBefore = await hasPaidWithdrawal(ctx.db, userId);
    const quota = await quotaToday(ctx.db, userId, ctx.now);
    const turnover = await turnoverStatus(ctx.db, userId);
    return {
      withdrawMethodList: WITHDRAWAL_METHODS.map((method) => ({
        method,
        name: translate(ctx.lang, `server:withdrawMethods.${method}`),
        available:
          paidBefore || !(METHODS_AFTER_FIRST_WITHDRAWAL as readonly string[]).includes(method),
        minAmount: MIN_WITHDRAWAL,
        maxAmount: quota.amountLimit,
      })),
      dailyQuota: quota,
      turnoverRequired: turnover.required,
      turnoverCompleted: turnover.completed,
    };
  },

  getWithdrawExtraRule: async () => ({
    extraRuleList: WITHDRAWAL_WINDOWS.map((window) => ({
      window,
      extraRateBp: WITHDRAWAL_EXTRA_RATE_BP[window],
    })),
  }),
} satisfies HandlerMap;
