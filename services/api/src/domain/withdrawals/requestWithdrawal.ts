import { createHash } from 'node:crypto';
import {
  formatFen,
  METHODS_AFTER_FIRST_WITHDRAWAL,
  type Withdrawal,
  type WithdrawalMethod,
  type WithdrawalType,
  type WithdrawalWindow,
  withdrawalAmountSchema,
} from '@platform/api-client/contract';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '../../db/database';
import type { DomainContext } from '../context';
import { DomainError, refuseUnless } from '../errors';
import { houseAccountId, playerAccountId } from '../ledger/accounts';
import { holdTransfer } from '../ledger/pendingTransfers';
import { retryTakenOrderNo } from '../orders/orderNumber';
import { businessDate } from '../time/businessTime';
import { verifyPaymentPassword } from '../users/paymentPassword';
import { payoutTarget } from './payoutTargets';
import { quotaToday, turnoverStatus } from './quota';
import { MIN_WITHDRAWAL, payoutSchedule, WITHDRAWAL_EXTRA_RATE_BP, withdrawalExtra } from './rules';
import {
  OPEN_STATUSES,
  toWithdrawal,
  WITHDRAWAL_COLUMNS,
  type WithdrawalRow,
} from './withdrawalRecord';

export interface WithdrawalRequest {
  userId: number;
  method: WithdrawalMethod;
  type: WithdrawalType;
  window?: WithdrawalWindow | undefined;
  accountId: number;
  amount: number;
  payPassword: string;
  idempotencyKey: string;
}

function requestHash(req: WithdrawalRequest): string {
  return createHash('sha256')
    .update([req.method, req.type, req.window ?? '', req.accountId, req.amount].join('|'))
    .digest('hex');
}

async function byKey(db: Queryable, req: WithdrawalRequest, hash: string) {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawal_orders WHERE user_id = $1 AND idempotency_key = $2`,
    [req.userId, req.idempotencyKey],
  );
  const row = rows[0];
  if (row && row.request_hash !== hash) throw new DomainError('conflict', 'idempotencyConflict');
  return row ? toWithdrawal(row) : null;
}

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

/**
 * The withdrawal checks that need the database, in the order a player meets them
 * (docs/product-rules.md#withdrawals).
 */
async function assertMayWithdraw(tx: Queryable, req: WithdrawalRequest, now: Date) {
  if (await openWithdrawalOrderNo(tx, req.userId))
    throw new DomainError('refused', 'withdrawalPending');
  if (
    (METHODS_AFTER_FIRST_WITHDRAWAL as readonly string[]).includes(req.method) &&
    !(await hasPaidWithdrawal(tx, req.userId))
  ) {
    throw new DomainError('refused', 'withdrawMethodAfterFirst');
  }
  const quota = await quotaToday(tx, req.userId, now);
  if (quota.countUsed >= quota.countLimit)
    throw new DomainError('refused', 'withdrawCountExceeded', { count: quota.countLimit });
  const turnover = await turnoverStatus(tx, req.userId);
  if (turnover.completed < turnover.required) {
    throw new DomainError('refused', 'turnoverNotMet', {
      remaining: formatFen(turnover.required - turnover.completed),
    });
  }
  // The withdraw form's amount rule: the minimum, today's quota, then the central wallet.
  refuseUnless(withdrawalAmountSchema(MIN_WITHDRAWAL, quota), req.amount);
}

/**
 * A withdrawal request: checked, then its amount held on the ledger (central → house_withdrawal,
 * pending) in the same transaction as the order. The payout posts the hold; a rejection voids it.
 * A retried request (same key) returns the first order.
 */
export async function requestWithdrawal(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  req: WithdrawalRequest,
): Promise<Withdrawal> {
  const hash = requestHash(req);
  const known = await byKey(ctx.db, req, hash);
  if (known) return known;
  // Outside the transaction: a wrong attempt must count even though the request fails.
  await verifyPaymentPassword(ctx.db, req.userId, req.payPassword, ctx.now);

  try {
    return await retryTakenOrderNo('W', ctx.now, (orderNo) =>
      ctx.db.transaction(async (tx) => {
        // One withdrawal decision per player at a time.
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [req.userId]);
        await assertMayWithdraw(tx, req, ctx.now);
        const target = await payoutTarget(tx, req.userId, req.method, req.accountId);
        const window = req.type === 'scheduled' ? (req.window ?? null) : null;
        const hold = await holdTransfer(tx, {
          idempotencyKey: `withdrawal:${orderNo}`,
          kind: 'withdrawal',
          legs: [
            { accountId: await playerAccountId(tx, req.userId, 'central'), amount: -req.amount },
            { accountId: await houseAccountId(tx, 'house_withdrawal'), amount: req.amount },
          ],
          metadata: { orderNo },
          at: ctx.now,
        });
        const schedule = payoutSchedule(req.type, window, ctx.now);
        const { rows } = await tx.query<WithdrawalRow>(
          `INSERT INTO withdrawal_orders
           (order_no, user_id, method, type, time_window, account_id, account_label, amount,
            extra_rate_bp, extra_amount, status, idempotency_key, request_hash, hold_transfer_id,
            business_date, created_at, pay_after, expected_arrival_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::date, $16, $17, $18)
         RETURNING ${WITHDRAWAL_COLUMNS}`,
          [
            orderNo,
            req.userId,
            req.method,
            req.type,
            window,
            target.accountId,
            target.label,
            req.amount,
            window ? WITHDRAWAL_EXTRA_RATE_BP[window] : 0,
            withdrawalExtra(req.amount, window),
            req.type === 'scheduled' ? 'scheduled' : 'reviewing',
            req.idempotencyKey,
            hash,
            hold.transferId,
            businessDate(ctx.now),
            ctx.now,
            schedule.payAfter,
            schedule.expectedArrivalAt,
          ],
        );
        return toWithdrawal(rows[0]!);
      }),
    );
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      // The same key twice at once replays; a second open order lost the race to the first.
      const raced = await byKey(ctx.db, req, hash);
      if (raced) return raced;
      throw new DomainError('refused', 'withdrawalPending');
    }
    throw error;
  }
}
