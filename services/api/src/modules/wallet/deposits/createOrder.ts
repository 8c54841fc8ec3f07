import {
  channelAmountSchema,
  depositAmountSchema,
  type CoinProtocol,
  type CoinType,
  type DepositChannelCode,
  type DepositOrderStatus,
  type Fen,
  type ReceivingAccount,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { auditPlayer } from '../../../core/audit';
import type { DomainContext } from '../../../core/context';
import { DomainError, invalidUnless, refuseUnless } from '../../../core/errors';
import { retryTakenOrderNo } from '../../../core/orders';
import { memberFigures } from '../../../core/site';
import { chargeDeposit, releaseDeposit } from '../../../core/playerProtection';
import type { UserRecord } from '../../../core/auth';
import { ORDER_COLUMNS, payerName, type DepositOrderRow } from './orders';
import { seal } from '../../../core/vault';
import { usableChannel } from './paymentMethods';
import { PAYMENT_WINDOW_MINUTES } from './policy';
import { assignReceivingAccount } from './receivingAccounts';
import { effectiveStatus } from './stateMachine';

/** What every channel's createOrder asks for (coin channels add coin type and protocol). */
export interface CreateOrderInput {
  channel: DepositChannelCode;
  amount: Fen;
  payerName: string;
  payerBankName?: string | undefined;
  idempotencyKey: string;
  coinType?: CoinType | undefined;
  protocol?: CoinProtocol | undefined;
}

export interface CreatedOrder {
  orderNo: string;
  status: DepositOrderStatus;
  amount: Fen;
  receivingAccount: ReceivingAccount;
  expiresAt: string;
}

/** The postscript a payer writes on a transfer: the order number's last six digits. */
function orderRemark(orderNo: string): string {
  return orderNo.slice(-6);
}

/** The order and what it asks for; the payer's name stays out (docs/decisions-api.md#the-audit-chain). */
const depositSubject = (orderNo: string, input: CreateOrderInput) => ({
  subject: { type: 'deposit', id: orderNo },
  detail: { amount: input.amount, channel: input.channel },
});

function created(row: DepositOrderRow, now: Date): CreatedOrder {
  return {
    orderNo: row.order_no,
    status: effectiveStatus(row.status, row.expires_at, now),
    amount: row.amount,
    receivingAccount: row.receiving_account,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** A retry with the same key must be the same request; it then answers the order it created. */
async function replayed(
  tx: Queryable,
  userId: number,
  input: CreateOrderInput,
  now: Date,
): Promise<CreatedOrder | null> {
  const { rows } = await tx.query<DepositOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, input.idempotencyKey],
  );
  const row = rows[0];
  if (!row) return null;
  const same =
    row.channel === input.channel &&
    row.amount === input.amount &&
    payerName(row) === input.payerName &&
    row.payer_bank_name === (input.payerBankName ?? null) &&
    row.coin_type === (input.coinType ?? null) &&
    row.protocol === (input.protocol ?? null);
  if (!same) throw new DomainError('conflict', 'idempotencyConflict');
  return created(row, now);
}

/**
 * Submits a deposit order through one channel (docs/product-rules.md#deposits): the player needs a
 * bound phone, the amount must suit the channel, and one unpaid order at a time. The order gets its
 * receiving account at once and waits for payment for PAYMENT_WINDOW_MINUTES.
 */
export async function createDepositOrder(
  ctx: DomainContext,
  user: UserRecord,
  input: CreateOrderInput,
): Promise<CreatedOrder> {
  if (!user.mobile) throw new DomainError('refused', 'noBoundPhone');
  // A taken order number aborts the transaction, so a retry runs the whole decision again.
  return retryTakenOrderNo('D', ctx.now, (orderNo) =>
    ctx.db.transaction(async (tx) => {
      // One order decision at a time per player: the unpaid-order rule and retries stay exact.
      // NO KEY UPDATE: a stake's first count of the day (its foreign key takes the player's KEY
      // SHARE) may hold the protection lock this order waits for below; FOR UPDATE would deadlock.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [user.id]);
      const again = await replayed(tx, user.id, input, ctx.now);
      if (again) return again;

      // The method's range and the channel's limits are operator figures read in the member's
      // currency, and refuse in it (docs/product-rules.md#currency).
      const figures = await memberFigures(tx, user.id);
      const channel = await usableChannel(tx, input.channel, figures);
      invalidUnless(depositAmountSchema(channel.method, figures.currency), input.amount);
      refuseUnless(channelAmountSchema(channel, figures.currency), input.amount);

      const { rows: lapsed } = await tx.query<{ amount: number; created_at: Date }>(
        `UPDATE deposit_orders SET status = 'expired'
         WHERE user_id = $1 AND status = 'waitingForPayment' AND expires_at <= $2
         RETURNING amount, created_at`,
        [user.id, ctx.now],
      );
      // An expired order no longer counts against a deposit limit (docs/product-rules.md#responsible-gambling).
      for (const order of lapsed) {
        await releaseDeposit(tx, user.id, order.amount, order.created_at);
      }
      const { rows: unpaid } = await tx.query(
        `SELECT 1 FROM deposit_orders WHERE user_id = $1 AND status = 'waitingForPayment'`,
        [user.id],
      );
      if (unpaid.length > 0) throw new DomainError('refused', 'depositUnpaidOrderExists');
      // A break or a deposit limit refuses the order; otherwise its amount counts from now.
      await chargeDeposit(tx, user.id, input.amount, ctx.now);

      const coin =
        input.coinType && input.protocol
          ? { coinType: input.coinType, protocol: input.protocol }
          : undefined;
      const assigned = await assignReceivingAccount(tx, {
        method: channel.method,
        channel: channel.channel,
        amount: input.amount,
        currency: figures.currency,
        remark: orderRemark(orderNo),
        ...(coin ? { coin } : {}),
      });
      const expiresAt = new Date(ctx.now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
      const { rows } = await tx.query<DepositOrderRow>(
        `INSERT INTO deposit_orders (order_no, user_id, idempotency_key, method, channel, payer_name_sealed,
           payer_bank_name, amount, coin_type, protocol, status, receiving_account_id,
           receiving_account, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'waitingForPayment', $11, $12::jsonb, $13, $14)
         RETURNING ${ORDER_COLUMNS}`,
        [
          orderNo,
          user.id,
          input.idempotencyKey,
          channel.method,
          channel.channel,
          seal('deposit_orders.payer_name', input.payerName),
          input.payerBankName ?? null,
          input.amount,
          coin?.coinType ?? null,
          coin?.protocol ?? null,
          assigned.id,
          JSON.stringify(assigned.account),
          ctx.now,
          expiresAt,
        ],
      );
      await auditPlayer(tx, ctx, user, 'deposit.created', depositSubject(orderNo, input));
      return created(rows[0]!, ctx.now);
    }),
  );
}
