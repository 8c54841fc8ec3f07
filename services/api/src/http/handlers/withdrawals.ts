import {
  methodOpen,
  WITHDRAWAL_EXTRA_RATE_BP,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_WINDOWS,
  withdrawableNow,
  withdrawalBlockers,
} from '@platform/api-client/contract';
import { translate } from '@platform/i18n/server';
import {
  withdrawalFacts,
  requestWithdrawal,
  hasPaidWithdrawal,
  openWithdrawalOrderNo,
} from '../../modules/wallet';
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
    // The same gates the withdraw request refuses for, so the page can show them first.
    const facts = await withdrawalFacts(ctx.db, userId, ctx.now);
    return {
      withdrawMethodList: WITHDRAWAL_METHODS.map((method) => ({
        method,
        name: translate(ctx.lang, `server:withdrawMethods.${method}`),
        available: methodOpen(method, facts.paidBefore),
        minAmount: facts.minAmount,
        maxAmount: facts.quota.amountLimit,
      })),
      dailyQuota: { ...facts.quota, availableAmount: withdrawableNow(facts) },
      blockers: withdrawalBlockers(facts),
      turnoverRequired: facts.turnover.required,
      turnoverCompleted: facts.turnover.completed,
    };
  },

  getWithdrawExtraRule: async () => ({
    extraRuleList: WITHDRAWAL_WINDOWS.map((window) => ({
      window,
      extraRateBp: WITHDRAWAL_EXTRA_RATE_BP[window],
    })),
  }),
} satisfies HandlerMap;
