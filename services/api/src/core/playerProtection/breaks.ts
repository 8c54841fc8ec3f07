import type { BreakKind } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { businessTimeText } from '../time';

export interface PlayerBreak {
  kind: BreakKind;
  startedAt: Date;
  /** Null for a permanent self-exclusion. */
  until: Date | null;
}

/**
 * The cool-off or self-exclusion in force at `now`, or null (docs/product-rules.md#responsible-gambling).
 * A player on a break can log in, withdraw, read messages and contact support; nothing else that
 * moves money in, and no offers, gifts, rewards or promotional messages reach them.
 */
export async function playerBreak(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<PlayerBreak | null> {
  const { rows } = await db.query<{
    break_kind: BreakKind | null;
    break_started_at: Date | null;
    break_until: Date | null;
  }>('SELECT break_kind, break_started_at, break_until FROM player_protection WHERE user_id = $1', [
    userId,
  ]);
  const row = rows[0];
  if (!row?.break_kind || !row.break_started_at) return null;
  if (row.break_until && row.break_until.getTime() <= now.getTime()) return null;
  return { kind: row.break_kind, startedAt: row.break_started_at, until: row.break_until };
}

/** The errors key of a break's refusal: which break, and whether it ends. */
export function breakRefusalKey(brk: PlayerBreak): string {
  if (brk.kind === 'coolOff') return 'protectionBreak.coolOff';
  return brk.until ? 'protectionBreak.selfExclusion' : 'protectionBreak.selfExclusionPermanent';
}

/**
 * Refuses anything that moves money in, or an offer, gift or reward, while the player is on a break
 * (docs/product-rules.md#responsible-gambling): the message names the break, when it ends (or that
 * it is permanent) and what stays open. `errorCode: 'protectionBreak'` lets a page show the break.
 */
export async function refuseOnBreak(db: Queryable, userId: number, now: Date): Promise<void> {
  const brk = await playerBreak(db, userId, now);
  if (!brk) return;
  throw new DomainError(
    'refused',
    breakRefusalKey(brk),
    { until: brk.until ? businessTimeText(brk.until) : '' },
    { errorCode: 'protectionBreak' },
  );
}

/**
 * A SQL condition true when the user whose id is the expression `userId` is on a break at the
 * parameter `now` (e.g. `'$1'`): for statements that send to many players at once, such as an
 * announcement's fan-out, so a player on a break is left out in the same statement.
 */
export function onBreakSql(userId: string, now: string): string {
  return `EXISTS (SELECT 1 FROM player_protection pp WHERE pp.user_id = ${userId}
    AND pp.break_kind IS NOT NULL AND (pp.break_until IS NULL OR pp.break_until > ${now}))`;
}

/**
 * Turns a permanent self-exclusion into one that ends at `until` (the support lift,
 * docs/product-rules.md#responsible-gambling); answers false, changing nothing, when the player's
 * break in force at `now` is not a permanent self-exclusion. Nothing else shortens a break.
 */
export async function liftPermanentExclusion(
  tx: Queryable,
  userId: number,
  until: Date,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE player_protection SET break_until = $2, updated_at = $3
     WHERE user_id = $1 AND break_kind = 'selfExclusion' AND break_started_at IS NOT NULL
       AND break_until IS NULL`,
    [userId, until, now],
  );
  return (rowCount ?? 0) > 0;
}
