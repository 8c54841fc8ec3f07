import type {
  Withdrawal,
  WithdrawalMethod,
  WithdrawalStatus,
  WithdrawalType,
  WithdrawalWindow,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';

export interface WithdrawalRow {
  order_no: string;
  user_id: number;
  method: WithdrawalMethod;
  type: WithdrawalType;
  time_window: WithdrawalWindow | null;
  account_id: number;
  account_label: string;
  amount: number;
  extra_amount: number;
  status: WithdrawalStatus;
  request_hash: string;
  hold_transfer_id: number;
  created_at: Date;
  expected_arrival_at: Date;
  completed_at: Date | null;
}

export const WITHDRAWAL_COLUMNS = `order_no, user_id, method, type, time_window, account_id,
  account_label, amount, extra_amount, status, request_hash, hold_transfer_id, created_at,
  expected_arrival_at, completed_at`;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    orderNo: row.order_no,
    method: row.method,
    type: row.type,
    window: row.time_window,
    accountId: row.account_id,
    accountLabel: row.account_label,
    amount: row.amount,
    extraAmount: row.extra_amount,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    expectedArrivalAt: row.expected_arrival_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

/**
 * Orders the player still waits on: they block a new withdrawal
 * (docs/product-rules.md#withdrawals).
 */
export const OPEN_STATUSES: readonly WithdrawalStatus[] = ['reviewing', 'scheduled', 'paying'];

/**
 * Whether a withdrawal has been paid (it opens coin, EBpay and KOIpay withdrawals:
 * docs/product-rules.md#withdrawals).
 */
export async function hasPaidWithdrawal(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM withdrawal_orders WHERE user_id = $1 AND status = 'success' LIMIT 1",
    [userId],
  );
  return rows.length > 0;
}

export async function openWithdrawalOrderNo(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ order_no: string }>(
    'SELECT order_no FROM withdrawal_orders WHERE user_id = $1 AND status = ANY($2::text[])',
    [userId, [...OPEN_STATUSES]],
  );
  return rows[0]?.order_no ?? null;
}
