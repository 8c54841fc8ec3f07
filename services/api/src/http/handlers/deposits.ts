import { DEPOSIT_CHANNEL_TABLE, type DepositChannelName } from '@platform/api-client/contract';
import {
  createDepositOrder,
  type CreateOrderInput,
  paymentMethod,
  paymentMethods,
  cancelOrder,
  confirmPayment,
  rechargeAccountInfo,
  submitVoucher,
} from '../../modules/wallet';
import { memberFigures } from '../../core/site';
import { requireMember, type Handler, type HandlerContext, type HandlerMap } from '../context';

/** The ~31 createOrder calls differ only by channel: one handler each, all the same domain call. */
const channelHandlers = Object.fromEntries(
  DEPOSIT_CHANNEL_TABLE.map((row) => [
    row.name,
    (input: Omit<CreateOrderInput, 'channel'>, ctx: HandlerContext) =>
      createDepositOrder(ctx, requireMember(ctx).user, { ...input, channel: row.channel }),
  ]),
) as { [N in DepositChannelName]: Handler<N> };

/**
 * Deposit methods, order creation and the player's steps of an order
 * (docs/product-rules.md#deposits).
 */
export const depositHandlers = {
  ...channelHandlers,

  getPaymentMethod: async (_input, ctx) => ({
    paymentMethodList: await paymentMethods(
      ctx.db,
      ctx.lang,
      await memberFigures(ctx.db, requireMember(ctx).user.id),
    ),
  }),
  getPaymentMethodByType: async (input, ctx) => ({
    paymentMethod: await paymentMethod(
      ctx.db,
      ctx.lang,
      await memberFigures(ctx.db, requireMember(ctx).user.id),
      input.method,
    ),
  }),

  getRechargeAccountInfo: (input, ctx) =>
    rechargeAccountInfo(ctx, requireMember(ctx).user.id, input.orderNo),
  submitRechargeVoucher: async (input, ctx) => ({
    order: await submitVoucher(ctx, requireMember(ctx).user.id, input.orderNo, input.voucherUrls),
  }),
  confirmRechargeOrder: async (input, ctx) => ({
    order: await confirmPayment(ctx, requireMember(ctx).user.id, input.orderNo),
  }),
  cancelRechargeOrder: (input, ctx) => cancelOrder(ctx, requireMember(ctx).user.id, input),
} satisfies HandlerMap;
