import type { Queryable } from '../../db/database';
import { BUSINESS_UTC_OFFSET } from '../scheduler/occurrences';
import type { JobContext, JobRun, ScheduledJob } from '../scheduler/types';

/**
 * The welfare expiry (docs/product-rules.md#welfare): every 10 minutes the scheduler marks the items
 * not claimed by their deadline expired. Reading never waits for it (an item past its deadline
 * already reads as expired and cannot be claimed); the job makes the stored status say so.
 */

export const WELFARE_EXPIRY_INTERVAL_MS = 10 * 60 * 1000;
const OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Every 10 business minutes in (from, to] ('2026-11-24T21:30+08:00'), but only the last one: a run
 * sweeps every deadline up to its own time, so after downtime one run catches everything up.
 */
export function everyTenMinutes(from: Date, to: Date): JobRun[] {
  const last = Math.floor(to.getTime() / WELFARE_EXPIRY_INTERVAL_MS) * WELFARE_EXPIRY_INTERVAL_MS;
  if (last <= from.getTime()) return [];
  return [
    {
      key: `${new Date(last + OFFSET_MS).toISOString().slice(0, 16)}${BUSINESS_UTC_OFFSET}`,
      dueAt: new Date(last),
    },
  ];
}

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
