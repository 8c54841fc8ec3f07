import { createHash } from 'node:crypto';
import {
  WITHDRAWAL_EXTRA_RATE_BP,
  withdrawalGates,
  type Withdrawal,
  type WithdrawalMethod,
  type WithdrawalType,
  type WithdrawalWindow,
  withdrawalAmountSchema,
} from '@platform/api-client/contract';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '../../../db/database';
import { audit } from '../../../core/audit';
import type { DomainContext } from '../../../core/context';
import { DomainError, refuseUnless } from '../../../core/errors';
import { houseAccountFor, playerAccountId, holdTransfer } from '../../../core/ledger';
import { retryTakenOrderNo } from '../../../core/orders';
import { memberFigures } from '../../../core/site';
import { businessDate } from '../../../core/time';
import { verifyPaymentPassword } from '../../account';
import { accountNotFound } from '../paymentAccounts/records';
import { payoutTarget } from './payoutTargets';
import { withdrawalFacts } from './gates';
import { payoutSchedule, withdrawalExtra } from './rules';
import { toWithdrawal, WITHDRAWAL_COLUMNS, type WithdrawalRow } from './withdrawalRecord';

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
 * The withdrawal gates (gates.ts, the same list the page is shown), refused in their order
 * (docs/product-rules.md#withdrawals); the amount is then checked by the withdraw form's own rule.
 */
async function assertMayWithdraw(tx: Queryable, req: WithdrawalRequest, now: Date) {
  const facts = await withdrawalFacts(tx, req.userId, now);
  const { currency } = await memberFigures(tx, req.userId);
  // The withdraw form's amount rule: the minimum, today's quota, then the central wallet.
  const amountRule = withdrawalAmountSchema(facts.minAmount, facts.quota, currency);
  for (const gate of withdrawalGates(facts, req.method)) {
    switch (gate.code) {
      case 'openOrder':
        throw new DomainError('refused', 'withdrawalPending');
      case 'methodClosed':
        throw new DomainError('refused', 'withdrawMethodAfterFirst');
      case 'countUsed':
        throw new DomainError('refused', 'withdrawCountExceeded', { count: gate.countLimit });
      case 'turnover':
        throw new DomainError('refused', 'turnoverNotMet', { remaining: gate.remaining, currency });
      case 'amountUsed':
      case 'belowMinimum':
        // No amount passes the rule now; it says why with the amount typed.
        refuseUnless(amountRule, req.amount);
        break;
      case 'noPayoutAccount':
        throw accountNotFound();
    }
  }
  refuseUnless(amountRule, req.amount);
}

/**
 * A withdrawal request: checked, then its amount held on the ledger (central → house_withdrawal,
 * pending) in the same transaction as the order. The payout posts the hold; a rejection voids it.
 * A retried request (same key) returns the first order.
 */
export async function requestWithdrawal(
  ctx: Pick<DomainContext, 'db' | 'now' | 'ip'>,
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
        // One withdrawal decision per player at a time. NO KEY UPDATE: it excludes a rival decision
        // but not a row that refers to the player (a message, written by a transaction that may
        // already hold the wallet this one waits for: FOR UPDATE deadlocked with it).
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [req.userId]);
        await assertMayWithdraw(tx, req, ctx.now);
        const target = await payoutTarget(tx, req.userId, req.method, req.accountId);
        const window = req.type === 'scheduled' ? (req.window ?? null) : null;
        const hold = await holdTransfer(tx, {
          idempotencyKey: `withdrawal:${orderNo}`,
          kind: 'withdrawal',
          legs: [
            { accountId: await playerAccountId(tx, req.userId, 'central'), amount: -req.amount },
            {
              accountId: await houseAccountFor(tx, 'house_withdrawal', req.userId),
              amount: req.amount,
            },
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
        await audit(tx, {
          action: 'withdrawal.requested',
          actor: { kind: 'player', id: req.userId },
          subject: { type: 'withdrawal', id: orderNo },
          detail: { amount: req.amount, method: req.method, type: req.type },
          at: ctx.now,
          ip: ctx.ip,
          door: 'api',
        });
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
