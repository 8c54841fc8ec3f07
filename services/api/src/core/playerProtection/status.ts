import {
  LIMIT_PERIODS,
  LIMIT_RAISE_COOLING_HOURS,
  MONEY_LIMIT_KINDS,
  type BreakKind,
  type LimitName,
  type LimitPeriod,
  type MoneyLimitKind,
} from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { businessDate } from '../time';
import { playerBreak } from './breaks';
import { usedOf } from './limits';
import { periodBounds } from './periods';
import { usageByPeriod } from './usage';

/** How long a raise or removal waits before the player may confirm it. */
export const LIMIT_COOLING_MS = LIMIT_RAISE_COOLING_HOURS * 60 * 60 * 1000;

/** A raise or removal waiting out its cooling period. */
export interface PendingChange {
  /** Null: the limit is removed. */
  value: number | null;
  requestedAt: string;
  confirmableFrom: string;
  confirmable: boolean;
}

export interface MoneyLimitStatus {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  amount: number | null;
  used: number;
  left: number | null;
  resetsAt: string;
  pending: PendingChange | null;
}

/** What getPlayerProtection answers: the page's whole state, ISO times. */
export interface ProtectionStatus {
  limits: MoneyLimitStatus[];
  session: {
    limitMinutes: number | null;
    pending: PendingChange | null;
    realityCheckMinutes: number | null;
  };
  block: { kind: BreakKind; startedAt: string; until: string | null } | null;
}

export interface LimitRow {
  name: LimitName;
  period: LimitPeriod | 'session';
  value: number | null;
  pending_value: number | null;
  pending_requested_at: Date | null;
}

/** From when a change requested at `requestedAt` may be confirmed. */
export const confirmableFrom = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + LIMIT_COOLING_MS);

export function pendingOf(row: LimitRow | undefined, now: Date): PendingChange | null {
  if (!row?.pending_requested_at) return null;
  const from = confirmableFrom(row.pending_requested_at);
  return {
    value: row.pending_value === null ? null : Number(row.pending_value),
    requestedAt: row.pending_requested_at.toISOString(),
    confirmableFrom: from.toISOString(),
    confirmable: now.getTime() >= from.getTime(),
  };
}

/** The player's limits rows (money and session), in force or with a change waiting. */
export async function limitRows(q: Queryable, userId: number): Promise<LimitRow[]> {
  const { rows } = await q.query<LimitRow>(
    `SELECT name, period, value, pending_value, pending_requested_at FROM player_limits
     WHERE user_id = $1`,
    [userId],
  );
  return rows;
}

/**
 * An unpaid deposit order past its payment window reads as expired, but is stored so only when the
 * player's next order runs (which gives its amount back before it checks the limit). What the page
 * shows leaves such orders out already, so it matches what the next order will find.
 */
async function withoutLapsedOrders(
  q: Queryable,
  userId: number,
  now: Date,
  usage: Record<LimitPeriod, { deposited: number }>,
): Promise<void> {
  const { rows } = await q.query<{ amount: number; created_at: Date }>(
    `SELECT amount, created_at FROM deposit_orders
     WHERE user_id = $1 AND status = 'waitingForPayment' AND expires_at <= $2`,
    [userId, now],
  );
  for (const order of rows) {
    const day = businessDate(order.created_at);
    for (const period of LIMIT_PERIODS) {
      const { firstDay, nextDay } = periodBounds(period, now);
      if (day < firstDay || day >= nextDay) continue;
      usage[period].deposited = Math.max(0, usage[period].deposited - Number(order.amount));
    }
  }
}

/**
 * A player's responsible gambling state (docs/product-rules.md#responsible-gambling): the nine
 * money limits (always nine rows, with what counts so far, what is left and when each resets),
 * any waiting change, the session limit, the reality check and the break in force.
 */
export async function protectionStatus(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<ProtectionStatus> {
  const rows = await limitRows(db, userId);
  const usage = await usageByPeriod(db, userId, now);
  await withoutLapsedOrders(db, userId, now, usage);
  const find = (name: LimitName, period: string) =>
    rows.find((r) => r.name === name && r.period === period);
  const limits: MoneyLimitStatus[] = [];
  for (const kind of MONEY_LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const row = find(kind, period);
      const amount = row?.value == null ? null : Number(row.value);
      const used = usedOf(kind, usage[period]);
      limits.push({
        kind,
        period,
        amount,
        used,
        left: amount === null ? null : Math.max(0, amount - used),
        resetsAt: periodBounds(period, now).resetsAt.toISOString(),
        pending: pendingOf(row, now),
      });
    }
  }
  const session = find('session', 'session');
  const { rows: protection } = await db.query<{ reality_check_minutes: number | null }>(
    'SELECT reality_check_minutes FROM player_protection WHERE user_id = $1',
    [userId],
  );
  const block = await playerBreak(db, userId, now);
  return {
    limits,
    session: {
      limitMinutes: session?.value == null ? null : Number(session.value),
      pending: pendingOf(session, now),
      realityCheckMinutes: protection[0]?.reality_check_minutes ?? null,
    },
    block: block
      ? {
          kind: block.kind,
          startedAt: block.startedAt.toISOString(),
          until: block.until ? block.until.toISOString() : null,
        }
      : null,
  };
}
