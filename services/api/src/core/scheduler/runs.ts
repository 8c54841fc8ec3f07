import type { Database, Queryable } from '../../db/database';
import type { JobContext, JobRun, ScheduledJob } from './types';

/**
 * The scheduler's own books: planning runs and running each exactly once
 * (docs/decisions.md#scheduler). pg-boss only carries "run (job, key) now" at least once; these
 * functions make a second delivery, a crash or a second process harmless.
 */

export type RunState = 'planned' | 'running' | 'done' | 'failed';

export interface RunRef {
  job: string;
  key: string;
}

export interface PlannedRun extends RunRef {
  dueAt: Date;
}

/** Puts a run on the queue inside the caller's transaction (pg-boss `send` with `{ db }`). */
export interface RunQueue {
  enqueue(tx: Queryable, run: PlannedRun): Promise<void>;
}

/**
 * Plans every run each job has due in (its cursor, now]: the run row and its queue message in one
 * transaction, the cursor moved in the same one. A job never planned starts at now - firstCatchUpMs.
 * Two processes planning at once queue each run once (the cursor row lock and ON CONFLICT).
 */
export async function planDueRuns(
  db: Database,
  queue: RunQueue,
  jobs: readonly ScheduledJob[],
  now: Date,
): Promise<PlannedRun[]> {
  const planned: PlannedRun[] = [];
  for (const job of jobs)
    planned.push(...(await db.transaction((tx) => planJob(tx, queue, job, now))));
  return planned;
}

async function planJob(
  tx: Queryable,
  queue: RunQueue,
  job: ScheduledJob,
  now: Date,
): Promise<PlannedRun[]> {
  const firstFrom = new Date(now.getTime() - (job.firstCatchUpMs ?? 0));
  await tx.query(
    'INSERT INTO scheduler_cursors (job, planned_until) VALUES ($1, $2) ON CONFLICT (job) DO NOTHING',
    [job.name, firstFrom],
  );
  const { rows } = await tx.query<{ planned_until: Date }>(
    'SELECT planned_until FROM scheduler_cursors WHERE job = $1 FOR UPDATE',
    [job.name],
  );
  const from = rows[0]!.planned_until;
  if (from >= now) return [];
  const planned: PlannedRun[] = [];
  for (const run of job.occurrences(from, now)) {
    // A job's occurrences must stay in (from, now]; anything else would run early or twice.
    if (run.dueAt <= from || run.dueAt > now) continue;
    const inserted = await tx.query(
      `INSERT INTO scheduled_runs (job, run_key, due_at, planned_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (job, run_key) DO NOTHING RETURNING run_key`,
      [job.name, run.key, run.dueAt, now],
    );
    if (inserted.rows.length === 0) continue;
    await queue.enqueue(tx, { job: job.name, key: run.key, dueAt: run.dueAt });
    planned.push({ job: job.name, key: run.key, dueAt: run.dueAt });
  }
  await tx.query('UPDATE scheduler_cursors SET planned_until = $2 WHERE job = $1', [job.name, now]);
  return planned;
}

/** done: this call ran it; alreadyDone: an earlier delivery did; unknown: no such run row. */
export type RunOutcome = 'done' | 'alreadyDone' | 'unknown';

export interface AttemptOptions {
  /** The queue will not deliver this run again: a failure leaves it `failed`. */
  lastAttempt: boolean;
}

/**
 * Runs one delivery of a run. The attempt is recorded first (so a crashed attempt shows); then, in
 * one transaction, the run row is locked, skipped when done, the job's effect runs with that
 * transaction and the row is marked done. A crash rolls back the effect with the mark; the queue
 * delivers again after the job expires. A failure is recorded and rethrown for the queue to retry.
 */
export async function executeRun(
  db: Database,
  job: ScheduledJob,
  key: string,
  attempt: AttemptOptions,
  ctx: JobContext,
): Promise<RunOutcome> {
  const started = await db.query(
    `UPDATE scheduled_runs SET state = 'running', attempts = attempts + 1, started_at = $3
     WHERE job = $1 AND run_key = $2 AND state <> 'done' RETURNING run_key`,
    [job.name, key, ctx.now],
  );
  if (started.rows.length === 0)
    return (await runExists(db, job.name, key)) ? 'alreadyDone' : 'unknown';
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ state: RunState; due_at: Date }>(
        'SELECT state, due_at FROM scheduled_runs WHERE job = $1 AND run_key = $2 FOR UPDATE',
        [job.name, key],
      );
      const row = rows[0];
      if (!row) return 'unknown';
      if (row.state === 'done') return 'alreadyDone';
      const run: JobRun = { key, dueAt: row.due_at };
      await job.run(tx, run, ctx);
      await tx.query(
        `UPDATE scheduled_runs SET state = 'done', finished_at = $3 WHERE job = $1 AND run_key = $2`,
        [job.name, key, ctx.now],
      );
      return 'done';
    });
  } catch (error) {
    await db.query(
      `UPDATE scheduled_runs SET state = $3, last_error = $4, finished_at = $5
       WHERE job = $1 AND run_key = $2 AND state <> 'done'`,
      [
        job.name,
        key,
        attempt.lastAttempt ? 'failed' : 'planned',
        errorText(error),
        attempt.lastAttempt ? ctx.now : null,
      ],
    );
    throw error;
  }
}

async function runExists(db: Queryable, job: string, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM scheduled_runs WHERE job = $1 AND run_key = $2', [
    job,
    key,
  ]);
  return rows.length > 0;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}

/** Records that a run's job is no longer defined in the code (renamed or removed). */
export async function recordUnknownJob(db: Queryable, run: RunRef, now: Date): Promise<void> {
  await db.query(
    `UPDATE scheduled_runs SET state = 'failed', last_error = $3, finished_at = $4
     WHERE job = $1 AND run_key = $2 AND state <> 'done'`,
    [run.job, run.key, `no job named "${run.job}" in this build`, now],
  );
}

export interface RunRecord extends RunRef {
  dueAt: Date;
  state: RunState;
  attempts: number;
  lastError: string | null;
  plannedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface RunRow {
  job: string;
  run_key: string;
  due_at: Date;
  state: RunState;
  attempts: number;
  last_error: string | null;
  planned_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const fromRow = (r: RunRow): RunRecord => ({
  job: r.job,
  key: r.run_key,
  dueAt: r.due_at,
  state: r.state,
  attempts: r.attempts,
  lastError: r.last_error,
  plannedAt: r.planned_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
});

/** The most recent runs (latest due first), of one job or of all. */
export async function listRuns(
  db: Queryable,
  filter: { job?: string; limit?: number; dueAfter?: Date; dueUntil?: Date } = {},
): Promise<RunRecord[]> {
  const { rows } = await db.query<RunRow>(
    `SELECT job, run_key, due_at, state, attempts, last_error, planned_at, started_at, finished_at
     FROM scheduled_runs WHERE ($1::text IS NULL OR job = $1)
       AND ($3::timestamptz IS NULL OR due_at > $3) AND ($4::timestamptz IS NULL OR due_at <= $4)
     ORDER BY due_at DESC, job LIMIT $2`,
    [filter.job ?? null, filter.limit ?? 50, filter.dueAfter ?? null, filter.dueUntil ?? null],
  );
  return rows.map(fromRow);
}

export async function findRun(db: Queryable, run: RunRef): Promise<RunRecord | null> {
  const { rows } = await db.query<RunRow>(
    `SELECT job, run_key, due_at, state, attempts, last_error, planned_at, started_at, finished_at
     FROM scheduled_runs WHERE job = $1 AND run_key = $2`,
    [run.job, run.key],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export type RerunResult =
  { rerun: true; previous: RunState } | { rerun: false; reason: 'unknown' | 'done' };

/**
 * An operator's second chance for a failed or stuck run: back to planned and on the queue again,
 * in one transaction. A done run is refused: each run happens once.
 */
export async function rerunRun(db: Database, queue: RunQueue, run: RunRef): Promise<RerunResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ state: RunState; due_at: Date }>(
      'SELECT state, due_at FROM scheduled_runs WHERE job = $1 AND run_key = $2 FOR UPDATE',
      [run.job, run.key],
    );
    const row = rows[0];
    if (!row) return { rerun: false, reason: 'unknown' };
    if (row.state === 'done') return { rerun: false, reason: 'done' };
    await tx.query(
      `UPDATE scheduled_runs SET state = 'planned', finished_at = NULL WHERE job = $1 AND run_key = $2`,
      [run.job, run.key],
    );
    await queue.enqueue(tx, { ...run, dueAt: row.due_at });
    return { rerun: true, previous: row.state };
  });
}
