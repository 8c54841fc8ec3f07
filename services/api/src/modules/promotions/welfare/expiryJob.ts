import type { Queryable } from '../../../db/database';
import {
  everyMinutes,
  type JobContext,
  type JobRun,
  type ScheduledJob,
} from '../../../core/scheduler';

/**
 * The welfare expiry (docs/product-rules.md#welfare): every 10 minutes the scheduler marks the items
 * not claimed by their deadline expired. Reading never waits for it (an item past its deadline
 * already reads as expired and cannot be claimed); the job makes the stored status say so.
 */

export const WELFARE_EXPIRY_INTERVAL_MINUTES = 10;

/**
 * Every 10 business minutes, but only the last one after a gap: a run sweeps every deadline up to
 * its own time, so one run catches everything up.
 */
export const everyTenMinutes = everyMinutes(WELFARE_EXPIRY_INTERVAL_MINUTES, 1);

/**
 * Marks the claimable items whose deadline is at or before the run's due time expired, with that
 * time, inside the run's transaction. Idempotent: a second run finds nothing left to mark.
 */
export async function expireWelfare(tx: Queryable, run: JobRun, ctx: JobContext): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE welfare_items SET status = 'expired', expired_at = $1
     WHERE status = 'claimable' AND expires_at <= $1`,
    [run.dueAt],
  );
  if (rowCount > 0) ctx.log.info({ run: run.key, expired: rowCount }, 'welfare items expired');
  return rowCount;
}

export const welfareExpiryJob: ScheduledJob = {
  name: 'welfare.expire',
  occurrences: everyTenMinutes,
  run: async (tx, run, ctx) => {
    await expireWelfare(tx, run, ctx);
  },
};
