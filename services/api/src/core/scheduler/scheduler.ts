import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../time';
import { bossDb } from './bossDb';
import {
  executeRun,
  planDueRuns,
  recordUnknownJob,
  rerunRun,
  type PlannedRun,
  type RerunResult,
  type RunOutcome,
  type RunQueue,
  type RunRef,
} from './runs';
import type { JobLogger, ScheduledJob } from './types';

/**
 * The one scheduler every timed rule runs on (docs/product-rules.md#scheduler,
 * docs/decisions.md#scheduler): pg-boss 10 as the queue, our `scheduled_runs` rows for exactly once.
 *
 * - The API starts it with `Scheduler.start(db, { jobs, clock, log, tickMs, work: true })`: pg-boss
 *   workers, pg-boss maintenance (which expires the job of a crashed attempt so it is retried) and a
 *   planner tick every `tickMs`.
 * - `scheduler.runDue()` plans what is due at the scheduler's clock and works off every run on the
 *   queue before it resolves: the dev route and the ops CLI use it.
 * - `runDueJobs(db, jobs, clock)` does the same with a scheduler of its own (no workers, no timers)
 *   and stops it: the deterministic entry point for tests of a job (use a ManualClock).
 */

/** The one pg-boss queue: every message is "run (job, key)". */
export const RUN_QUEUE = 'scheduled-runs';
export const DEFAULT_BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss's schema beside ours: `pgboss` next to `public` (production, PGlite), `<schema>_pgboss`
 * when the connection works in another schema, as each API test file does on a shared PostgreSQL;
 * so one file's queue never hands its runs to another file's scheduler.
 */
export async function bossSchemaBeside(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const ours = rows[0]?.schema ?? 'public';
  return ours === 'public' ? DEFAULT_BOSS_SCHEMA : `${ours}_${DEFAULT_BOSS_SCHEMA}`;
}

export interface SchedulerOptions {
  jobs: readonly ScheduledJob[];
  clock: Clock;
  log: JobLogger;
  /** pg-boss's schema (created by pg-boss at start); bossSchemaBeside(db) when unset. */
  bossSchema?: string;
  /** Plan and hand out due runs every this many ms; no timer when unset. */
  tickMs?: number;
  /** Run pg-boss workers and its maintenance in this process (the API does; tests and the CLI don't). */
  work?: boolean;
  /** Deliveries after the first before a run is left failed. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A delivery not finished in this time (a crashed process) is given back to the queue. */
  expireInSeconds?: number;
  /** How often pg-boss looks for expired deliveries. */
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
}

export const SCHEDULER_DEFAULTS = {
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
  maintenanceIntervalSeconds: 60,
  pollingIntervalSeconds: 2,
} as const;

export interface DeliveredRun extends RunRef {
  outcome: RunOutcome | 'failed';
  error?: string;
}

export interface RunDueReport {
  now: Date;
  planned: PlannedRun[];
  delivered: DeliveredRun[];
}

interface RunMessage {
  job: string;
  key: string;
}

export class Scheduler implements RunQueue {
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private readonly jobsByName: Map<string, ScheduledJob>;

  private constructor(
    private readonly db: Database,
    private readonly boss: PgBoss,
    private readonly options: SchedulerOptions,
  ) {
    this.jobsByName = new Map(options.jobs.map((j) => [j.name, j]));
  }

  static async start(db: Database, options: SchedulerOptions): Promise<Scheduler> {
    const o = { ...SCHEDULER_DEFAULTS, ...options };
    const boss = new PgBoss({
      db: bossDb(db),
      schema: o.bossSchema ?? (await bossSchemaBeside(db)),
      migrate: true,
      supervise: o.work === true,
      // pg-boss's cron is not used: runs are keyed by business time and planned by us.
      schedule: false,
      maintenanceIntervalSeconds: o.maintenanceIntervalSeconds,
      pollingIntervalSeconds: o.pollingIntervalSeconds,
    });
    boss.on('error', (error: unknown) => o.log.error({ err: error }, 'pg-boss error'));
    await boss.start();
    await createQueueOnce(boss, RUN_QUEUE);
    const scheduler = new Scheduler(db, boss, o);
    if (o.work) {
      await boss.work<RunMessage>(
        RUN_QUEUE,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: o.pollingIntervalSeconds },
        async ([message]) => {
          if (message) await scheduler.deliver(message);
        },
      );
    }
    if (o.tickMs) {
      scheduler.timer = setInterval(() => void scheduler.tick(), o.tickMs);
      scheduler.timer.unref();
      void scheduler.tick();
    }
    return scheduler;
  }

  get clock(): Clock {
    return this.options.clock;
  }

  async enqueue(tx: Queryable, run: PlannedRun): Promise<void> {
    const o = { ...SCHEDULER_DEFAULTS, ...this.options };
    const message: RunMessage = { job: run.job, key: run.key };
    await this.boss.send(RUN_QUEUE, message, {
      db: bossDb(tx),
      retryLimit: o.retryLimit,
      retryDelay: o.retryDelaySeconds,
      expireInSeconds: o.expireInSeconds,
      // pg-boss hands out the highest priority first: the earliest due minute, so a catch-up after
      // downtime runs its runs oldest first (within one process; the queue promises no order).
      priority: -Math.floor(run.dueAt.getTime() / 60_000),
    });
  }

  /** Plans the runs due at the scheduler's clock; the workers (or runDue) run them. */
  plan(): Promise<PlannedRun[]> {
    return planDueRuns(this.db, this, this.options.jobs, this.options.clock.now());
  }

  /** Plans, then works off every run on the queue now (failed deliveries go back to pg-boss). */
  async runDue(): Promise<RunDueReport> {
    const now = this.options.clock.now();
    const planned = await planDueRuns(this.db, this, this.options.jobs, now);
    const delivered: DeliveredRun[] = [];
    for (;;) {
      const [message] = await this.boss.fetch<RunMessage>(RUN_QUEUE, {
        batchSize: 1,
        includeMetadata: true,
      });
      if (!message) break;
      const ref = { job: message.data.job, key: message.data.key };
      try {
        const outcome = await this.deliver(message);
        await this.boss.complete(RUN_QUEUE, message.id);
        delivered.push({ ...ref, outcome });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await this.boss.fail(RUN_QUEUE, message.id, { message: text });
        delivered.push({ ...ref, outcome: 'failed', error: text });
      }
    }
    return { now, planned, delivered };
  }

  /**
   * Waits until no run due by `now` is planned or running any more, whoever delivers it (this
   * call's runDue, a worker, another process); false when `timeoutMs` passes first (a run still
   * failing and retried, or one stuck after a crash: `jobs:list` shows it).
   */
  async settled(now: Date, timeoutMs = 30_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.db.query<{ open: number }>(
        `SELECT count(*)::int AS open FROM scheduled_runs
         WHERE due_at <= $1 AND state IN ('planned', 'running')`,
        [now],
      );
      if (rows[0]!.open === 0) return true;
      if (Date.now() >= until) return false;
      await sleep(100);
    }
  }

  rerun(run: RunRef): Promise<RerunResult> {
    return rerunRun(this.db, this, run);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.boss.stop({ graceful: true, close: false, timeout: 5_000 });
  }

  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.plan();
    } catch (error) {
      this.options.log.error({ err: error }, 'scheduler planning failed');
    } finally {
      this.ticking = false;
    }
  }

  /** One delivery of a run: exactly once through executeRun; throws for pg-boss to retry. */
  private async deliver(message: PgBoss.JobWithMetadata<RunMessage>): Promise<RunOutcome> {
    const { job: name, key } = message.data;
    const now = this.options.clock.now();
    const job = this.jobsByName.get(name);
    if (!job) {
      await recordUnknownJob(this.db, { job: name, key }, now);
      return 'unknown';
    }
    const lastAttempt = message.retryCount >= message.retryLimit;
    const outcome = await executeRun(
      this.db,
      job,
      key,
      { lastAttempt },
      { now, log: this.options.log },
    );
    if (outcome === 'done') this.options.log.info({ job: name, key }, 'scheduled run done');
    return outcome;
  }
}

/**
 * Plans and runs everything due at `clock` now, with a scheduler of its own that is stopped
 * before this resolves (tests of a job; the ops CLI's jobs:run-due).
 */
export async function runDueJobs(
  db: Database,
  jobs: readonly ScheduledJob[],
  clock: Clock,
  options: Partial<Omit<SchedulerOptions, 'jobs' | 'clock' | 'tickMs' | 'work'>> = {},
): Promise<RunDueReport> {
  const scheduler = await Scheduler.start(db, {
    log: silentLog,
    ...options,
    jobs,
    clock,
  });
  try {
    return await scheduler.runDue();
  } finally {
    await scheduler.stop();
  }
}

const silentLog: JobLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * Creates the run queue if it is not there. Two processes starting at once on a fresh schema can
 * deadlock inside pg-boss's create_queue (one inserts the queue row, the other locks the job table
 * for its partition); PostgreSQL aborts one of them, and that one tries again and finds the queue.
 */
export async function createQueueOnce(boss: PgBoss, name: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if (attempt >= attempts || (error as { code?: unknown }).code !== DEADLOCK_DETECTED)
        throw error;
      await sleep(50 * attempt + Math.random() * 50);
    }
  }
}

const DEADLOCK_DETECTED = '40P01';
