import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';

/**
 * What a timed rule of the product declares to the one scheduler (docs/product-rules.md#scheduler).
 * A job names its runs by business time; the scheduler runs each (job, key) exactly once.
 */

/** One run of a job: its key in business time and the instant it is due. */
export interface JobRun {
  key: string;
  dueAt: Date;
}

export interface ScheduledJob {
  /** 'lottery.draw', 'vip.promotion', ... */
  name: string;
  /** The runs due in (from, to], each keyed by business time, e.g. '2026-11-24T21:30+08:00' or a business date '2026-11-24'. */
  occurrences(from: Date, to: Date): JobRun[];
  /** How far back a fresh database catches up (ms) when the job has never been planned. */
  firstCatchUpMs?: number;
  /** The job's effect, inside the run's transaction; must only use `tx` for the database. */
  run(tx: Queryable, run: JobRun, ctx: JobContext): Promise<void>;
}

/** The logger a job writes to: Fastify's (pino) in the server, a console one in the ops CLI. */
export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobContext {
  /** The scheduler's clock reading when the run started (the dev clock outside production). */
  now: Date;
  log: JobLogger;
}
