import { z } from 'zod';
import { DEPOSIT_CANCEL_REASONS, DEPOSIT_METHODS } from '../catalogue';
import { endpoint } from '../define';
import { depositOrderSchema, imageUrlListSchema, receivingAccountSchema } from '../entities-domain';
import { emptyRequest } from '../wire';
import { DEPOSIT_CHANNEL_CODES } from '../depositTables';
import { MAX_VOUCHERS_PER_ORDER } from '../constants';

const orderNoSchema = z.string().trim().min(1, { error: 'deposit.orderNo' });

/** One channel of a method, with its limits in fen as configured by the operator. */
const depositChannelInfoSchema = z.object({
  channel: z.enum(DEPOSIT_CHANNEL_CODES),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Quick-pick amounts; when `fixedAmountsOnly` (red-packet channels) the only amounts accepted. */
  fixedAmounts: z.array(z.number().int()),
  fixedAmountsOnly: z.boolean(),
  sort: z.number().int(),
});

const paymentMethodSchema = z.object({
  method: z.enum(DEPOSIT_METHODS),
  name: z.string(),
  iconUrl: z.string().nullable(),
  sort: z.number().int(),
  channels: z.array(depositChannelInfoSchema),
});

/**
 * What the deposit pages read and the steps of an order after createOrder
 * (docs/product-rules.md#deposits).
 */
export const depositEndpoints = {
  getPaymentMethod: endpoint({
    path: 'pay/paymentMethod/getPaymentMethod',
    access: 'member',
    availability: 'ready',
    kind: 'query',
    summary: 'The enabled deposit methods, each with its channels and amount limits in fen.',
    request: emptyRequest,
    response: z.object({ paymentMethodList: z.array(paymentMethodSchema) }),
  }),
  getPaymentMethodByType: endpoint({
    path: 'pay/paymentMethod/getPaymentMethodByType',
    access: 'member',
    availability: 'ready',
    kind: 'query',
    summary: 'One deposit method with its channels.',
    request: z.object({ method: z.enum(DEPOSIT_METHODS) }),
    response: z.object({ paymentMethod: paymentMethodSchema }),
  }),
  getRechargeAccountInfo: endpoint({
    path: 'recharge/getRechargeAccountInfo',
    access: 'member',
    availability: 'ready',
    kind: 'query',
    summary:
      'An order with its receiving account; without orderNo the latest unfinished one (or null).',
    request: z.object({ orderNo: orderNoSchema.optional() }),
    response: z.object({
      order: depositOrderSchema.nullable(),
      receivingAccount: receivingAccountSchema.nullable(),
      remainingCancellationsToday: z.number().int(),
    }),
    provides: ['DepositOrders'],
  }),
  submitRechargeVoucher: endpoint({
    path: 'recharge/recharge',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Attaches payment voucher images (upload/uploadFile URLs) to an unpaid order.',
    request: z.object({
      orderNo: orderNoSchema,
      // A form cannot send an empty list: a missing field is the same "please upload" as none.
      voucherUrls: z
        .union([z.array(z.string()), z.string()], { error: 'deposit.voucherRequired' })
        .pipe(imageUrlListSchema(MAX_VOUCHERS_PER_ORDER))
        .refine((urls) => urls.length > 0, { error: 'deposit.voucherRequired' }),
    }),
    response: z.object({ order: depositOrderSchema }),
    invalidates: ['DepositOrders', 'Balance'],
  }),
  confirmRechargeOrder: endpoint({
    path: 'recharge/confirmRechargeOrder',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'The player confirms having paid; refused until a voucher is attached.',
    request: z.object({ orderNo: orderNoSchema }),
    response: z.object({ order: depositOrderSchema }),
    invalidates: ['DepositOrders', 'Balance'],
  }),
  cancelRechargeOrder: endpoint({
    path: 'recharge/cancelRechargeOrder',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary:
      'Cancels an unpaid order with one of the five reasons; cancellations per day are capped.',
    request: z.object({
      orderNo: orderNoSchema,
      reason: z.enum(DEPOSIT_CANCEL_REASONS, { error: 'deposit.cancelReason' }),
      /** Free text, used with the reason `other`. */
      remark: z.string().trim().max(200).optional(),
    }),
    response: z.object({
      order: depositOrderSchema,
      remainingCancellationsToday: z.number().int(),
    }),
    invalidates: ['DepositOrders'],
  }),
} as const;
