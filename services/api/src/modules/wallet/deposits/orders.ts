import { open } from '../../../core/vault';
import type {
  DepositCancelReason,
  DepositMethod,
  DepositOrder,
  DepositOrderStatus,
  ReceivingAccount,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { effectiveStatus } from './stateMachine';

/** A deposit_orders row as the domain reads it. */
export interface DepositOrderRow {
  id: number;
  order_no: string;
  user_id: number;
  idempotency_key: string;
  method: DepositMethod;
  channel: string;
  /** The depositor's name, sealed (docs/decisions-api.md#personal-data-at-rest). */
  payer_name_sealed: string;
  payer_bank_name: string | null;
  amount: number;
  coin_type: string | null;
  protocol: string | null;
  status: DepositOrderStatus;
  receiving_account: ReceivingAccount;
  voucher_urls: string[];
  cancel_reason: DepositCancelReason | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  /** Read by the sandbox only (not in ORDER_COLUMNS). */
  ledger_transfer_id?: number | null;
  [key: string]: unknown;
}

export const ORDER_COLUMNS = `id, order_no, user_id, idempotency_key, method, channel, payer_name_sealed,
  payer_bank_name, amount, coin_type, protocol, status, receiving_account, voucher_urls,
  cancel_reason, created_at, expires_at, completed_at`;

/**
 * One of the player's orders, locked for the caller's transaction when `forUpdate`. Another
 * player's order number reads as not found: order numbers are no key to someone else's orders.
 */
export async function findPlayerOrder(
  db: Queryable,
  userId: number,
  orderNo: string,
  options: { forUpdate?: boolean } = {},
): Promise<DepositOrderRow> {
  const { rows } = await db.query<DepositOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE order_no = $1 AND user_id = $2
     ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [orderNo, userId],
  );
  if (!rows[0]) throw new DomainError('notFound', 'depositOrderNotFound');
  return rows[0];
}

/** The depositor's name as typed (shown to the player who typed it, as before). */
export function payerName(row: DepositOrderRow): string {
  return open('deposit_orders.payer_name', row.payer_name_sealed);
}

/** Only the last four digits of a card leave the server in order lists. */
export function maskCardNumber(number: string | null): string | null {
  if (!number) return null;
  return `****${number.slice(-4)}`;
}

/** The wire shape of a deposit order; the status is as of `now` (expiry is lazy). */
export function toDepositOrder(row: DepositOrderRow, now: Date): DepositOrder {
  const account = row.receiving_account;
  return {
    orderNo: row.order_no,
    method: row.method,
    channel: row.channel,
    payerName: payerName(row),
    amount: row.amount,
    status: effectiveStatus(row.status, row.expires_at, now),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    voucherUrls: row.voucher_urls,
    bankName: account.bankName,
    // The order lists bank name and card number: the bank account paid into, masked.
    cardNumber: account.bankName ? maskCardNumber(account.accountNumber) : null,
    cancelReason: row.cancel_reason,
  };
}
