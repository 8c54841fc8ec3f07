import type { DepositCancelReason, DepositOrder } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { releaseDeposit } from '../../../core/playerProtection';
import { businessDate } from '../../../core/time';
import { remainingCancellationsToday } from './cancellations';
import { ORDER_COLUMNS, findPlayerOrder, toDepositOrder, type DepositOrderRow } from './orders';
import {
  effectiveStatus,
  transition,
  UNFINISHED_STATUSES,
  type DepositEvent,
} from './stateMachine';
import { ownVoucherUrls } from './vouchers';

/** The order's next status for a player's step, or the refusal the player reads. */
function next(row: DepositOrderRow, event: DepositEvent, now: Date) {
  const result = transition(effectiveStatus(row.status, row.expires_at, now), event);
  if (!result.ok) throw new DomainError('refused', result.refusal);
  return result;
}

async function reload(tx: Queryable, id: number): Promise<DepositOrderRow> {
  const { rows } = await tx.query<DepositOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

/** Step 3 of the deposit flow: the payment voucher(s); uploading again replaces them. */
export async function submitVoucher(
  ctx: DomainContext,
  userId: number,
  orderNo: string,
  voucherUrls: string[],
): Promise<DepositOrder> {
  const vouchers = await ownVoucherUrls(ctx.db, userId, voucherUrls);
  return ctx.db.transaction(async (tx) => {
    const row = await findPlayerOrder(tx, userId, orderNo, { forUpdate: true });
    next(row, 'uploadVoucher', ctx.now);
    await tx.query(
      `UPDATE deposit_orders SET status = 'voucherUploaded', voucher_urls = $2::jsonb,
         voucher_uploaded_at = $3 WHERE id = $1`,
      [row.id, JSON.stringify(vouchers), ctx.now],
    );
    return toDepositOrder(await reload(tx, row.id), ctx.now);
  });
}

/** The player's "I have paid": only after a voucher; repeating it changes nothing. */
export async function confirmPayment(
  ctx: DomainContext,
  userId: number,
  orderNo: string,
): Promise<DepositOrder> {
  return ctx.db.transaction(async (tx) => {
    const row = await findPlayerOrder(tx, userId, orderNo, { forUpdate: true });
    if (next(row, 'confirmPayment', ctx.now).changed) {
      await tx.query(
        `UPDATE deposit_orders SET status = 'toBeConfirmed', confirmed_at = $2 WHERE id = $1`,
        [row.id, ctx.now],
      );
    }
    return toDepositOrder(await reload(tx, row.id), ctx.now);
  });
}

/**
 * Cancels an unpaid order with one of the five reasons, within the daily cap
 * (docs/product-rules.md#deposits).
 */
export async function cancelOrder(
  ctx: DomainContext,
  userId: number,
  input: { orderNo: string; reason: DepositCancelReason; remark?: string | undefined },
): Promise<{ order: DepositOrder; remainingCancellationsToday: number }> {
  return ctx.db.transaction(async (tx) => {
    // The player's lock first (as createOrder takes it), so two cancellations cannot both pass the cap.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const row = await findPlayerOrder(tx, userId, input.orderNo, { forUpdate: true });
    next(row, 'cancel', ctx.now);
    const { limit, remaining } = await remainingCancellationsToday(tx, userId, ctx.now);
    if (remaining === 0) throw new DomainError('refused', 'depositCancelLimitReached', { limit });
    await tx.query(
      `UPDATE deposit_orders SET status = 'cancelled', cancel_reason = $2, cancel_remark = $3,
         cancelled_business_date = $4::date, completed_at = $5 WHERE id = $1`,
      [row.id, input.reason, input.remark || null, businessDate(ctx.now), ctx.now],
    );
    await releaseDeposit(tx, userId, row.amount, row.created_at);
    return {
      order: toDepositOrder(await reload(tx, row.id), ctx.now),
      remainingCancellationsToday: remaining - 1,
    };
  });
}

/**
 * The deposit-info page: one order (or, without a number, the latest unfinished one) with where to
 * pay it, and the cancellations left today.
 */
export async function rechargeAccountInfo(
  ctx: DomainContext,
  userId: number,
  orderNo: string | undefined,
) {
  let row: DepositOrderRow | null;
  if (orderNo !== undefined) {
    row = await findPlayerOrder(ctx.db, userId, orderNo);
  } else {
    const { rows } = await ctx.db.query<DepositOrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM deposit_orders
       WHERE user_id = $1 AND status = ANY($2::text[])
         AND NOT (status = 'waitingForPayment' AND expires_at <= $3)
       ORDER BY id DESC LIMIT 1`,
      [userId, [...UNFINISHED_STATUSES], ctx.now],
    );
    row = rows[0] ?? null;
  }
  const { remaining } = await remainingCancellationsToday(ctx.db, userId, ctx.now);
  return {
    order: row ? toDepositOrder(row, ctx.now) : null,
    receivingAccount: row ? row.receiving_account : null,
    remainingCancellationsToday: remaining,
  };
}
