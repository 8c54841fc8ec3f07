import type { DepositOrderStatus } from '@platform/api-client/contract';
import type { Database, Queryable } from '../../../db/database';
import { auditOperator, type AuditDoor } from '../../../core/audit';
import { DomainError } from '../../../core/errors';
import { houseAccountFor, playerAccountId, postTransfer } from '../../../core/ledger';
import { rewardInviteDeposit } from '../../promotions';
import { amountParam, postMessage } from '../../../core/messages';
import { recountDeposit, releaseDeposit } from '../../../core/playerProtection';
import { ORDER_COLUMNS, type DepositOrderRow } from './orders';
import { effectiveStatus, transition, type DepositEvent } from './stateMachine';

/**
 * The payment processor's sandbox: what a real processor's callback would do once it has (or has
 * not) received the money. Driven by the operator CLI (`deposit:approve|reject`) and, outside
 * production, by /__dev/sandbox/deposits/:orderNo/approve|reject for tests and demos.
 */
export interface SettlementResult {
  orderNo: string;
  userId: number;
  status: DepositOrderStatus;
  amount: number;
  /** False when the order was already settled this way: nothing happened this time. */
  changed: boolean;
  transferId: number | null;
}

/** The ledger key of a deposit: one order can move money once, however often it is approved. */
export const depositTransferKey = (orderNo: string) => `deposit:${orderNo}`;

async function lockOrder(tx: Queryable, orderNo: string): Promise<DepositOrderRow> {
  const { rows } = await tx.query<DepositOrderRow>(
    `SELECT ${ORDER_COLUMNS}, ledger_transfer_id FROM deposit_orders WHERE order_no = $1 FOR UPDATE`,
    [orderNo],
  );
  if (!rows[0]) throw new DomainError('notFound', 'depositOrderNotFound');
  return rows[0];
}

function settle(row: DepositOrderRow, event: DepositEvent, now: Date) {
  const result = transition(effectiveStatus(row.status, row.expires_at, now), event);
  if (!result.ok) throw new DomainError('refused', result.refusal);
  return result;
}

const result = (
  row: DepositOrderRow,
  status: DepositOrderStatus,
  changed: boolean,
  transferId: number | null,
): SettlementResult => ({
  orderNo: row.order_no,
  userId: row.user_id,
  status,
  amount: row.amount,
  changed,
  transferId,
});

/** Who settles: the terminal unless a development route says so. */
const backOffice = (input: { now: Date; door?: AuditDoor }) => ({
  at: input.now,
  door: input.door ?? 'ops',
});

/**
 * The money arrived: one ledger transfer house_deposit → the player's central wallet, the order's
 * success and the player's message, all in one transaction. The order row is locked first, so two
 * approvals at once run one after the other and the second finds the order already successful.
 */
export async function approveDeposit(
  db: Database,
  input: { orderNo: string; now: Date; door?: AuditDoor },
): Promise<SettlementResult> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.orderNo);
    if (!settle(row, 'approve', input.now).changed)
      return result(row, 'success', false, row.ledger_transfer_id ?? null);
    const transfer = await postTransfer(tx, {
      idempotencyKey: depositTransferKey(row.order_no),
      kind: 'deposit',
      legs: [
        { accountId: await houseAccountFor(tx, 'house_deposit', row.user_id), amount: -row.amount },
        { accountId: await playerAccountId(tx, row.user_id, 'central'), amount: row.amount },
      ],
      metadata: { orderNo: row.order_no, channel: row.channel },
      at: input.now,
    });
    await tx.query(
      `UPDATE deposit_orders SET status = 'success', ledger_transfer_id = $2, completed_at = $3
       WHERE id = $1`,
      [row.id, transfer.transferId, input.now],
    );
    // Stored as expired, the order had given its amount back; paid after all, it counts again.
    if (row.status === 'expired') {
      await recountDeposit(tx, row.user_id, row.amount, row.created_at);
    }
    await postMessage(tx, {
      userId: row.user_id,
      category: 'depositWithdrawal',
      titleKey: 'depositSucceeded.title',
      bodyKey: 'depositSucceeded.body',
      params: { orderNo: row.order_no, amount: amountParam(row.amount) },
      now: input.now,
    });
    await auditOperator(tx, backOffice(input), 'deposit.approved', {
      subject: { type: 'deposit', id: row.order_no },
      detail: { userId: row.user_id, amount: row.amount, transferId: transfer.transferId },
    });
    // The invite rewards this deposit earns commit with it (docs/product-rules.md#invite).
    await rewardInviteDeposit(tx, { userId: row.user_id, now: input.now });
    return result(row, 'success', true, transfer.transferId);
  });
}

/** The money did not arrive (or did not match): the order fails and the player is told why. */
export async function rejectDeposit(
  db: Database,
  input: { orderNo: string; reason?: string | undefined; now: Date; door?: AuditDoor },
): Promise<SettlementResult> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.orderNo);
    if (!settle(row, 'reject', input.now).changed) return result(row, 'failure', false, null);
    const reason = input.reason?.trim() || null;
    await tx.query(
      `UPDATE deposit_orders SET status = 'failure', failure_reason = $2, completed_at = $3
       WHERE id = $1`,
      [row.id, reason, input.now],
    );
    // A rejected order gives its amount back, unless its expiry already did.
    if (row.status !== 'expired') {
      await releaseDeposit(tx, row.user_id, row.amount, row.created_at);
    }
    await auditOperator(tx, backOffice(input), 'deposit.rejected', {
      subject: { type: 'deposit', id: row.order_no },
      detail: { userId: row.user_id, amount: row.amount },
    });
    await postMessage(tx, {
      userId: row.user_id,
      category: 'depositWithdrawal',
      titleKey: 'depositFailed.title',
      bodyKey: 'depositFailed.body',
      params: {
        orderNo: row.order_no,
        amount: amountParam(row.amount),
        reason: reason ?? { key: 'depositFailed.defaultReason' },
      },
      now: input.now,
    });
    return result(row, 'failure', true, null);
  });
}
