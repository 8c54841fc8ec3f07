import type { TestApp } from './testApp';

/**
 * Play session fixtures (docs/product-rules.md#responsible-gambling): the session limit and the
 * reality check written as the limits page would, and the player's session rows.
 */
export function playSessionRows(t: TestApp) {
  return {
    async setSessionLimit(userId: number, minutes: number) {
      await t.db.query(
        `INSERT INTO player_limits (user_id, name, period, value, updated_at)
         VALUES ($1, 'session', 'session', $2, $3)
         ON CONFLICT (user_id, name, period) DO UPDATE SET value = EXCLUDED.value`,
        [userId, minutes, t.clock.now()],
      );
    },
    async setRealityCheck(userId: number, minutes: number | null) {
      await t.db.query(
        `INSERT INTO player_protection (user_id, reality_check_minutes, updated_at)
         VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes`,
        [userId, minutes, t.clock.now()],
      );
    },
    async sessions(userId: number) {
      const { rows } = await t.db.query<{
        staked: number;
        returned: number;
        started_at: Date;
        ended_at: Date | null;
        ended_by: string | null;
        check_due_since: Date | null;
        limit_reached_at: Date | null;
      }>(
        `SELECT staked::int AS staked, returned::int AS returned, started_at, ended_at, ended_by,
           check_due_since, limit_reached_at
         FROM play_sessions WHERE user_id = $1 ORDER BY id`,
        [userId],
      );
      return rows;
    },
  };
}
