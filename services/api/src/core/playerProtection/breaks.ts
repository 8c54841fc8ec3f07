import type { BreakKind } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';

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

/**
 * Refuses anything that moves money in while the player is on a break (cool-off, self-exclusion),
 * with the break's end in the message.
 *
 * Skeleton: the refusal is being built.
 */
export async function refuseOnBreak(_db: Queryable, _userId: number, _now: Date): Promise<void> {
  return;
}
