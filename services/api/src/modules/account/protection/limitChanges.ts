import {
  PLAY_SESSION_STREAM_EVENT,
  PROTECTION_STREAM_EVENT,
  type LimitName,
  type LimitPeriod,
  type MoneyLimitKind,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { auditPlayer, type AuditAction } from '../../../core/audit';
import type { UserRecord } from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { memberTopic, type PlatformEvent } from '../../../core/events';
import { amountParam, postMessage, timeParam, type MessageParam } from '../../../core/messages';
import {
  confirmableFrom,
  limitRows,
  pendingOf,
  type LimitRow,
} from '../../../core/playerProtection';
import { businessTimeText } from '../../../core/time';

/*
 * Setting and changing the limits (docs/product-rules.md#responsible-gambling): a first limit, a
 * lower one or a shorter session limit takes effect at once and drops any waiting raise; a raise
 * or a removal waits LIMIT_RAISE_COOLING_HOURS, then needs the player's confirmation.
 */

export interface LimitChange {
  effective: 'now' | 'afterCooling';
  confirmableFrom: string | null;
}

type Slot = { name: LimitName; period: LimitPeriod | 'session' };

/**
 * The player's protection row, created when missing, then locked: every change of one player's
 * limits (and every money movement checking them) passes one at a time.
 */
export async function lockOwnProtection(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO player_protection (user_id, updated_at) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, now],
  );
  await tx.query('SELECT 1 FROM player_protection WHERE user_id = $1 FOR UPDATE', [userId]);
}

/** The open pages re-read the protection state (and the play session, which the limits shape). */
export function publishProtectionChanged(ctx: DomainContext, userId: number): void {
  const events: PlatformEvent[] = [
    { topic: memberTopic(userId), type: PROTECTION_STREAM_EVENT },
    { topic: memberTopic(userId), type: PLAY_SESSION_STREAM_EVENT },
  ];
  ctx.events?.publish(...events);
}

/** The message key naming a limit (`protection.names.deposit.day`, `protection.names.session`). */
const nameKey = (slot: Slot) =>
  slot.name === 'session'
    ? 'protection.names.session'
    : `protection.names.${slot.name}.${slot.period}`;

/** The confirming message: a money value as an amount, session minutes in their own body. */
async function tell(
  tx: Queryable,
  ctx: DomainContext,
  userId: number,
  slot: Slot,
  what: 'limitSet' | 'raiseRequested' | 'confirmed',
  value: number | null,
  extra: Record<string, MessageParam> = {},
): Promise<void> {
  const params: Record<string, MessageParam> = {
    limit: { key: nameKey(slot) },
    time: timeParam(ctx.now),
    ...extra,
  };
  let body = 'bodyRemoved';
  if (value !== null && slot.name === 'session') {
    body = 'bodyMinutes';
    params.minutes = value;
  } else if (value !== null) {
    body = 'body';
    params.value = amountParam(value);
  }
  await postMessage(tx, {
    userId,
    category: 'notification',
    titleKey: `protection.${what}.title`,
    bodyKey: `protection.${what}.${body}`,
    params,
    now: ctx.now,
  });
}

async function record(
  tx: Queryable,
  ctx: DomainContext,
  user: UserRecord,
  action: AuditAction,
  slot: Slot,
  value: number | null,
  previous: number | null,
): Promise<void> {
  await auditPlayer(tx, ctx, user, action, {
    detail: { limit: slot.name, period: slot.period, value, previous },
  });
}

const rowOf = (rows: LimitRow[], slot: Slot) =>
  rows.find((r) => r.name === slot.name && r.period === slot.period);

/** Sets (a value) or removes (null) one limit, by the rules of a change. */
async function changeLimit(
  ctx: DomainContext,
  user: UserRecord,
  slot: Slot,
  value: number | null,
): Promise<LimitChange> {
  const change = await ctx.db.transaction(async (tx): Promise<LimitChange> => {
    await lockOwnProtection(tx, user.id, ctx.now);
    const row = rowOf(await limitRows(tx, user.id), slot);
    const current = row?.value == null ? null : Number(row.value);
    const tighter = value !== null && (current === null || value <= current);
    if (tighter || (value === null && current === null)) {
      // A first limit, a lower or equal one, or removing what is not there: at once, and any
      // waiting raise or removal is dropped.
      if (value === null) {
        await tx.query(
          'DELETE FROM player_limits WHERE user_id = $1 AND name = $2 AND period = $3',
          [user.id, slot.name, slot.period],
        );
      } else {
        await tx.query(
          `INSERT INTO player_limits (user_id, name, period, value, pending_value,
             pending_requested_at, updated_at)
           VALUES ($1, $2, $3, $4, NULL, NULL, $5)
           ON CONFLICT (user_id, name, period) DO UPDATE SET value = EXCLUDED.value,
             pending_value = NULL, pending_requested_at = NULL, updated_at = EXCLUDED.updated_at`,
          [user.id, slot.name, slot.period, value, ctx.now],
        );
        await record(tx, ctx, user, 'protection.limitSet', slot, value, current);
        await tell(tx, ctx, user.id, slot, 'limitSet', value);
      }
      return { effective: 'now', confirmableFrom: null };
    }
    // A raise or a removal waits. Asking again for the same change keeps its waiting time; a
    // different one starts the wait again (a small raise waited out cannot become a large one).
    const waiting = pendingOf(row, ctx.now);
    if (waiting && waiting.value === value) {
      return { effective: 'afterCooling', confirmableFrom: waiting.confirmableFrom };
    }
    await tx.query(
      `UPDATE player_limits SET pending_value = $4, pending_requested_at = $5, updated_at = $5
       WHERE user_id = $1 AND name = $2 AND period = $3`,
      [user.id, slot.name, slot.period, value, ctx.now],
    );
    const from = confirmableFrom(ctx.now);
    await record(tx, ctx, user, 'protection.limitRaiseRequested', slot, value, current);
    await tell(tx, ctx, user.id, slot, 'raiseRequested', value, { from: timeParam(from) });
    return { effective: 'afterCooling', confirmableFrom: from.toISOString() };
  });
  publishProtectionChanged(ctx, user.id);
  return change;
}

/** Sets, lowers, raises or (no amount) removes a money limit. */
export function setMoneyLimit(
  ctx: DomainContext,
  user: UserRecord,
  input: { kind: MoneyLimitKind; period: LimitPeriod; amount?: number | undefined },
): Promise<LimitChange> {
  return changeLimit(ctx, user, { name: input.kind, period: input.period }, input.amount ?? null);
}

/** Sets, shortens, lengthens or (no minutes) removes the session time limit. */
export function setSessionLimit(
  ctx: DomainContext,
  user: UserRecord,
  input: { minutes?: number | undefined },
): Promise<LimitChange> {
  return changeLimit(ctx, user, { name: 'session', period: 'session' }, input.minutes ?? null);
}

/** Applies a raise or removal once its cooling period has passed. */
export async function confirmLimitChange(
  ctx: DomainContext,
  user: UserRecord,
  input: { limit: LimitName; period?: LimitPeriod | undefined },
): Promise<void> {
  if (input.limit !== 'session' && input.period === undefined) {
    throw new DomainError('invalidInput', 'validation:required');
  }
  const slot: Slot =
    input.limit === 'session'
      ? { name: 'session', period: 'session' }
      : { name: input.limit, period: input.period! };
  await ctx.db.transaction(async (tx) => {
    await lockOwnProtection(tx, user.id, ctx.now);
    const row = rowOf(await limitRows(tx, user.id), slot);
    const waiting = pendingOf(row, ctx.now);
    if (!row || !waiting) throw new DomainError('refused', 'protection.noPendingChange');
    if (!waiting.confirmable) {
      throw new DomainError('refused', 'protection.changeCooling', {
        from: businessTimeText(new Date(waiting.confirmableFrom)),
      });
    }
    if (waiting.value === null) {
      await tx.query('DELETE FROM player_limits WHERE user_id = $1 AND name = $2 AND period = $3', [
        user.id,
        slot.name,
        slot.period,
      ]);
    } else {
      await tx.query(
        `UPDATE player_limits SET value = pending_value, pending_value = NULL,
           pending_requested_at = NULL, updated_at = $4
         WHERE user_id = $1 AND name = $2 AND period = $3`,
        [user.id, slot.name, slot.period, ctx.now],
      );
    }
    const previous = row.value == null ? null : Number(row.value);
    await record(tx, ctx, user, 'protection.limitConfirmed', slot, waiting.value, previous);
    await tell(tx, ctx, user.id, slot, 'confirmed', waiting.value);
  });
  publishProtectionChanged(ctx, user.id);
}

/** Sets (or, with no minutes, turns off) the reality check interval: at once, it only informs. */
export async function setRealityCheck(
  ctx: DomainContext,
  user: UserRecord,
  input: { minutes?: number | undefined },
): Promise<void> {
  const minutes = input.minutes ?? null;
  await ctx.db.transaction(async (tx) => {
    await lockOwnProtection(tx, user.id, ctx.now);
    const { rows } = await tx.query<{ reality_check_minutes: number | null }>(
      `UPDATE player_protection p SET reality_check_minutes = $2, updated_at = $3
       FROM (SELECT reality_check_minutes FROM player_protection WHERE user_id = $1) old
       WHERE p.user_id = $1 RETURNING old.reality_check_minutes`,
      [user.id, minutes, ctx.now],
    );
    await auditPlayer(tx, ctx, user, 'protection.realityCheckSet', {
      detail: { minutes, previous: rows[0]?.reality_check_minutes ?? null },
    });
    await postMessage(tx, {
      userId: user.id,
      category: 'notification',
      titleKey: 'protection.realityCheckSet.title',
      bodyKey:
        minutes === null ? 'protection.realityCheckSet.bodyOff' : 'protection.realityCheckSet.body',
      params:
        minutes === null ? { time: timeParam(ctx.now) } : { minutes, time: timeParam(ctx.now) },
      now: ctx.now,
    });
  });
  publishProtectionChanged(ctx, user.id);
}
