import type { Queryable } from '../../src/db/database';

/**
 * Puts a player on a break by writing `player_protection` directly, as the break's own call does
 * (docs/product-rules.md#responsible-gambling): a cool-off or a self-exclusion that started at
 * `startedAt` and ends at `until` (null: a permanent self-exclusion).
 */
export interface TestBreak {
  kind: 'coolOff' | 'selfExclusion';
  startedAt: Date;
  until: Date | null;
}

export async function setBreak(db: Queryable, userId: number, brk: TestBreak): Promise<void> {
  await db.query(
    `INSERT INTO player_protection (user_id, break_kind, break_started_at, break_until, updated_at)
     VALUES ($1, $2, $3, $4, $3)
     ON CONFLICT (user_id) DO UPDATE SET break_kind = $2, break_started_at = $3, break_until = $4,
       updated_at = $3`,
    [userId, brk.kind, brk.startedAt, brk.until],
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A cool-off of `days` days from `now`. */
export function coolOff(now: Date, days = 7): TestBreak {
  return {
    kind: 'coolOff',
    startedAt: now,
    until: new Date(now.getTime() + days * DAY_MS),
  };
}

/** A permanent self-exclusion from `now`. */
export function permanentExclusion(now: Date): TestBreak {
  return { kind: 'selfExclusion', startedAt: now, until: null };
}

/** A timed self-exclusion of `days` days from `now`. */
export function timedExclusion(now: Date, days = 183): TestBreak {
  return {
    kind: 'selfExclusion',
    startedAt: now,
    until: new Date(now.getTime() + days * DAY_MS),
  };
}
