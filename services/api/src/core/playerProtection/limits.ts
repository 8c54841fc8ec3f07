import type { LimitPeriod, MoneyLimitKind } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { memberFigures } from '../site';
import { businessDate, businessTimeText } from '../time';
import { refuseOnBreak } from './breaks';
import { periodBounds } from './periods';
import { addUsage, takeBackDeposit, usageByPeriod, type PeriodUsage } from './usage';

/*
 * The money limits' checks (docs/product-rules.md#responsible-gambling), each inside the
 * transaction that moves the money: refused on a break or over a limit, counted otherwise. How and
 * why: docs/decisions-api.md#responsible-gambling-limits.
 */

/** The errorCode of a money limit's refusal, so the app can tell it from other refusals. */
export const PROTECTION_LIMIT_ERROR = 'protectionLimit';

export interface MoneyLimitRow {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  value: number;
}

/**
 * Locks the player's protection row (when they have one) so concurrent movements of one player
 * pass their limits one at a time; under READ COMMITTED the statements after it see what the
 * previous holder committed. Answers whether the row exists: a player without one has no limits.
 */
export async function lockProtection(tx: Queryable, userId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM player_protection WHERE user_id = $1 FOR UPDATE', [
    userId,
  ]);
  return rows.length > 0;
}

/** The money limits in force of the given kinds. */
async function moneyLimits(
  q: Queryable,
  userId: number,
  kinds: readonly MoneyLimitKind[],
): Promise<MoneyLimitRow[]> {
  const { rows } = await q.query<{ name: MoneyLimitKind; period: LimitPeriod; value: number }>(
    `SELECT name, period, value FROM player_limits
     WHERE user_id = $1 AND name = ANY($2::text[]) AND value IS NOT NULL
     ORDER BY name, array_position(ARRAY['day', 'week', 'month'], period)`,
    [userId, [...kinds]],
  );
  return rows.map((r) => ({ kind: r.name, period: r.period, value: Number(r.value) }));
}

/** What counts against a limit of this kind in a period so far (a loss can be negative). */
export function usedOf(kind: MoneyLimitKind, usage: PeriodUsage): number {
  if (kind === 'deposit') return usage.deposited;
  if (kind === 'wager') return usage.staked;
  return usage.staked - usage.returned;
}

interface Breach {
  limit: MoneyLimitRow;
  left: number;
  resetsAt: Date;
}

/**
 * Refuses when `amount` more would take any of `limits` over: the refusal names the tightest one
 * (least left; on a tie, the one that keeps the player waiting longest), what is left of it and
 * when it resets.
 */
async function refuseOverLimits(
  tx: Queryable,
  userId: number,
  limits: MoneyLimitRow[],
  amount: number,
  now: Date,
): Promise<void> {
  if (limits.length === 0) return;
  const usage = await usageByPeriod(tx, userId, now);
  let worst: Breach | null = null;
  for (const limit of limits) {
    const used = usedOf(limit.kind, usage[limit.period]);
    if (used + amount <= limit.value) continue;
    const breach = {
      limit,
      left: Math.max(0, limit.value - used),
      resetsAt: periodBounds(limit.period, now).resetsAt,
    };
    if (
      !worst ||
      breach.left < worst.left ||
      (breach.left === worst.left && breach.resetsAt > worst.resetsAt)
    )
      worst = breach;
  }
  if (!worst) return;
  // The member typed the limit in their own currency: shown in it, never converted.
  const { currency } = await memberFigures(tx, userId);
  throw new DomainError(
    'refused',
    `protection.limitReached.${worst.limit.kind}.${worst.limit.period}`,
    {
      limit: worst.limit.value,
      left: worst.left,
      currency,
      resetsAt: businessTimeText(worst.resetsAt),
    },
    { errorCode: PROTECTION_LIMIT_ERROR },
  );
}

/** A deposit order of `amount` fen is being created: refused on a break or over a deposit limit. */
export async function chargeDeposit(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<void> {
  await refuseOnBreak(tx, userId, now);
  if (await lockProtection(tx, userId)) {
    await refuseOverLimits(tx, userId, await moneyLimits(tx, userId, ['deposit']), amount, now);
  }
  await addUsage(tx, userId, businessDate(now), { deposited: amount });
}

/** A deposit order created at `orderCreatedAt` was cancelled, expired or rejected: its amount no longer counts. */
export async function releaseDeposit(
  tx: Queryable,
  userId: number,
  amount: number,
  orderCreatedAt: Date,
): Promise<void> {
  await takeBackDeposit(tx, userId, amount, orderCreatedAt);
}

/**
 * An order that had given its amount back (stored as expired) was paid after all: the money came
 * in, so it counts again on its creation day. Never refused: the money has already arrived.
 */
export async function recountDeposit(
  tx: Queryable,
  userId: number,
  amount: number,
  orderCreatedAt: Date,
): Promise<void> {
  await addUsage(tx, userId, businessDate(orderCreatedAt), { deposited: amount });
}

/**
 * A stake of `amount` fen (a round, a ticket, a slip, the player's own money into a third-party
 * venue): refused on a break or when it could pass a loss or wager limit, counted otherwise.
 */
export async function chargeStake(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<void> {
  await refuseOnBreak(tx, userId, now);
  if (await lockProtection(tx, userId)) {
    await refuseOverLimits(
      tx,
      userId,
      await moneyLimits(tx, userId, ['wager', 'loss']),
      amount,
      now,
    );
  }
  await addUsage(tx, userId, businessDate(now), { staked: amount });
}

/** A return of `amount` fen (a win, a void, a cash-out, money out of a third-party venue). */
export async function recordReturn(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<void> {
  if (amount <= 0) return;
  await addUsage(tx, userId, businessDate(now), { returned: amount });
}
