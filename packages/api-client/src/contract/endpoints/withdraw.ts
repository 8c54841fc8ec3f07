import { z } from 'zod';
import { WITHDRAWAL_METHODS, WITHDRAWAL_TYPES, WITHDRAWAL_WINDOWS } from '../catalogue';
import { endpoint } from '../define';
import {
  idempotencyKeySchema,
  positiveFenSchema,
  rateBpSchema,
  recordIdSchema,
  withdrawalSchema,
} from '../entities-domain';
import { payPasswordSchema } from '../rules/identity';
import { emptyRequest } from '../wire';

/**
 * What stops any withdrawal now, whatever the amount, in the order the server checks it
 * (docs/product-rules.md#withdrawals): an order not yet verified, today's count used, turnover still
 * to go, today's amount used (less than the minimum left), the central wallet below the minimum, no
 * payout account of an open method. The server refuses a withdrawal for exactly these.
 */
export const withdrawalBlockerSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('openOrder'), orderNo: z.string() }),
  z.object({ code: z.literal('countUsed'), countLimit: z.number().int() }),
  z.object({ code: z.literal('turnover'), remaining: z.number().int() }),
  z.object({ code: z.literal('amountUsed'), amountLimit: z.number().int() }),
  z.object({
    code: z.literal('belowMinimum'),
    minAmount: z.number().int(),
    balance: z.number().int(),
  }),
  z.object({ code: z.literal('noPayoutAccount') }),
]);
export type WithdrawalBlocker = z.infer<typeof withdrawalBlockerSchema>;

/** Withdrawal: quota and methods first, then the order (docs/product-rules.md#withdrawals). */
export const withdrawEndpoints = {
  withdraw: endpoint({
    path: 'withdraw/withdraw',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Withdraws to a bound account, instantly or in a scheduled window with extra reward.',
    request: z
      .object({
        method: z.enum(WITHDRAWAL_METHODS),
        type: z.enum(WITHDRAWAL_TYPES),
        /** Only for scheduled withdrawals: arrival 0-6, 6-12, 12-18 or 18-24 hours after the request. */
        window: z.enum(WITHDRAWAL_WINDOWS).optional(),
        /** A bank card, blockchain or third-party account id matching the method. */
        accountId: recordIdSchema,
        /** At least the minimum, within today's quota (withdrawalAmountSchema, checked by the server). */
        amount: positiveFenSchema,
        payPassword: payPasswordSchema,
        idempotencyKey: idempotencyKeySchema,
      })
      .refine((v) => (v.type === 'scheduled') === (v.window !== undefined), {
        path: ['window'],
        error: 'withdraw.window',
      }),
    response: z.object({ withdrawal: withdrawalSchema }),
    invalidates: ['Balance', 'Withdrawals', 'Transactions'],
  }),
  checkIsQuickWithdraw: endpoint({
    path: 'withdraw/checkIsQuickWithdraw',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary:
      'Whether a withdrawal has succeeded (opens coin, EBpay, KOIpay) and whether one is pending.',
    request: emptyRequest,
    response: z.object({
      isQuickWithdraw: z.boolean(),
      /** An order not yet verified blocks a new withdrawal (docs/product-rules.md#withdrawals). */
      pendingOrderNo: z.string().nullable(),
    }),
    provides: ['Withdrawals'],
  }),
  getWithdrawMethod: endpoint({
    path: 'withdraw/withdrawMethod/getWithdrawMethod',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "Withdrawal methods, today's quota by VIP level and the turnover still required.",
    request: emptyRequest,
    response: z.object({
      withdrawMethodList: z.array(
        z.object({
          method: z.enum(WITHDRAWAL_METHODS),
          name: z.string(),
          available: z.boolean(),
          minAmount: z.number().int(),
          maxAmount: z.number().int(),
        }),
      ),
      dailyQuota: z.object({
        countLimit: z.number().int(),
        countUsed: z.number().int(),
        amountLimit: z.number().int(),
        amountUsed: z.number().int(),
        /**
         * What can be withdrawn now ("up to"): the quota left, capped by the central balance; 0
         * while a blocker stands.
         */
        availableAmount: z.number().int(),
      }),
      /** Every gate that refuses any withdrawal now, in the server's order; empty when none does. */
      blockers: z.array(withdrawalBlockerSchema),
      /** 1x turnover of deposits when no bonus was claimed (docs/product-rules.md#withdrawals). */
      turnoverRequired: z.number().int(),
      turnoverCompleted: z.number().int(),
    }),
    provides: ['Withdrawals', 'Balance'],
  }),
  getWithdrawExtraRule: endpoint({
    path: 'withdraw/withdrawExtraRule/getWithdrawExtraRule',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'The four scheduled windows and their extra reward, 10-60 bp (0.1 %-0.6 %).',
    request: emptyRequest,
    response: z.object({
      extraRuleList: z.array(
        z.object({ window: z.enum(WITHDRAWAL_WINDOWS), extraRateBp: rateBpSchema.max(60) }),
      ),
    }),
  }),
} as const;
