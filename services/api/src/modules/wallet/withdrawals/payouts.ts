import type { Withdrawal } from '@platform/api-client/contract';
import type { Database, Queryable } from '../../../db/database';
import { auditOperator, type AuditDoor } from '../../../core/audit';
import { DomainError } from '../../../core/errors';
import {
  houseAccountFor,
  postPendingTransfer,
  voidPendingTransfer,
  postTransfer,
} from '../../../core/ledger';
import { amountParam, postMessage } from '../../../core/messages';
import {
  OPEN_STATUSES,
  toWithdrawal,
  WITHDRAWAL_COLUMNS,
  type WithdrawalRow,
} from './withdrawalRecord';

/**
 * The payout processor's sandbox: it pays a withdrawal (posts the hold, and the scheduled extra
 * from the bonus account) or rejects it (voids the hold), and tells the player. Driven by the
 * operator (`pnpm ops withdraw:pay|reject|run`), by tests and by the development routes.
 */

async function lockOrder(tx: Queryable, orderNo: string): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawal_orders WHERE order_no = $1 FOR UPDATE`,
    [orderNo],
  );
  if (!rows[0]) throw new DomainError('notFound', 'withdrawalNotFound');
  return rows[0];
}

/** The order, its player and amounts; never the payout account. */
const withdrawalSubject = (order: WithdrawalRow) => ({
  subject: { type: 'withdrawal', id: order.order_no },
  detail: { userId: order.user_id, amount: order.amount, extra: order.extra_amount },
});

/** Pays a withdrawal. Paying one already paid changes nothing; a rejected one cannot be paid. */
export async function payWithdrawal(
  db: Database,
  orderNo: string,
  now: Date,
  door: AuditDoor = 'ops',
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (order.status === 'success') return toWithdrawal(order);
    if (!OPEN_STATUSES.includes(order.status))
      throw new DomainError('conflict', 'withdrawalAlreadyClosed');
    await postPendingTransfer(tx, order.hold_transfer_id, now);
    if (order.extra_amount > 0) {
      await postTransfer(tx, {
        idempotencyKey: `withdrawal:${orderNo}:extra`,
        kind: 'bonus',
        legs: [
          {
            accountId: await houseAccountFor(tx, 'house_bonus', order.user_id),
            amount: -order.extra_amount,
          },
          {
            accountId: await houseAccountFor(tx, 'house_withdrawal', order.user_id),
            amount: order.extra_amount,
          },
        ],
        metadata: { orderNo, reason: 'scheduledWithdrawalExtra' },
        at: now,
      });
    }
    const { rows } = await tx.query<WithdrawalRow>(
      `UPDATE withdrawal_orders SET status = 'success', completed_at = $2 WHERE order_no = $1
       RETURNING ${WITHDRAWAL_COLUMNS}`,
      [orderNo, now],
    );
    await auditOperator(tx, { at: now, door }, 'withdrawal.paid', withdrawalSubject(order));
    await postMessage(tx, {
      userId: order.user_id,
      category: 'depositWithdrawal',
      titleKey: 'withdrawalPaid.title',
      bodyKey: 'withdrawalPaid.body',
      params: { amount: amountParam(order.amount + order.extra_amount), orderNo },
      now,
    });
    return toWithdrawal(rows[0]!);
  });
}

/** Rejects a withdrawal: the held amount is back in the central wallet. */
export async function rejectWithdrawal(
  db: Database,
  orderNo: string,
  reason: string | null,
  now: Date,
  door: AuditDoor = 'ops',
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (order.status === 'failure') return toWithdrawal(order);
    if (!OPEN_STATUSES.includes(order.status))
      throw new DomainError('conflict', 'withdrawalAlreadyClosed');
    await voidPendingTransfer(tx, order.hold_transfer_id, now);
    const { rows } = await tx.query<WithdrawalRow>(
      `UPDATE withdrawal_orders SET status = 'failure', failure_reason = $2, completed_at = $3
       WHERE order_no = $1 RETURNING ${WITHDRAWAL_COLUMNS}`,
      [orderNo, reason, now],
    );
    await auditOperator(tx, { at: now, door }, 'withdrawal.rejected', withdrawalSubject(order));
    await postMessage(tx, {
      userId: order.user_id,
      category: 'depositWithdrawal',
      titleKey: 'withdrawalFailed.title',
      bodyKey: 'withdrawalFailed.body',
      params: {
        amount: amountParam(order.amount),
        orderNo,
        reason: reason ?? { key: 'withdrawalFailed.defaultReason' },
      },
      now,
    });
    return toWithdrawal(rows[0]!);
  });
}

/** What the processor does on each run: instant orders at once, scheduled ones inside their window. */
export async function runDuePayouts(
  db: Database,
  now: Date,
  door: AuditDoor = 'ops',
): Promise<string[]> {
  const { rows } = await db.query<{ order_no: string }>(
    `SELECT order_no FROM withdrawal_orders
     WHERE status IN ('reviewing', 'scheduled') AND pay_after <= $1 ORDER BY pay_after LIMIT 500`,
    [now],
  );
  for (const row of rows) await payWithdrawal(db, row.order_no, now, door);
  return rows.map((r) => r.order_no);
}
