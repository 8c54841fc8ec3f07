import { expect, vi } from 'vitest';
import type { Queryable } from '../../src/db/database';

/**
 * Waits until the scheduler's first tick at start has planned `job` from the clock of that moment.
 * A test that moves the scheduler's clock before then races the tick: a tick that reads the clock
 * after the move starts the job there and never plans what fell due before it.
 */
export async function firstTickPlanned(db: Queryable, job: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await db.query('SELECT 1 FROM scheduler_cursors WHERE job = $1', [job]);
      expect(rows).toHaveLength(1);
    },
    { timeout: 10_000 },
  );
}
