import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testDatabase';
import type { Queryable } from '../../db/database';
import { ManualClock } from '../time/clock';
import { weeklyAt } from './occurrences';
import { findRun } from './runs';
import {
  RUN_QUEUE,
  Scheduler,
  bossSchemaBeside,
  createQueueOnce,
  runDueJobs,
  type SchedulerOptions,
} from './scheduler';
import type { ScheduledJob } from './types';

let database: TestDatabase;
// pg-boss's schema beside this file's own: each file has a schema of its own in the PostgreSQL run.
let bossSchema: string;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const options = { retryDelaySeconds: 0, log: quiet } satisfies Partial<SchedulerOptions>;

beforeAll(async () => {
  database = await openTestDatabase();
  bossSchema = await bossSchemaBeside(database.db);
  await database.db.exec(
    'CREATE TABLE scheduler_test_effects (job text NOT NULL, run_key text NOT NULL, at timestamptz NOT NULL)',
  );
  // pg-boss creates its schema on the first start.
  await runDueJobs(database.db, [], new ManualClock(), options);
});
afterAll(async () => {
  if (bossSchema && bossSchema !== 'pgboss')
    await database?.db.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
  await database?.close();
});
beforeEach(async () => {
  await database.db.exec(
    `TRUNCATE scheduled_runs, scheduler_cursors, scheduler_test_effects; DELETE FROM ${bossSchema}.job`,
  );
});

/** Tue/Thu/Sat 21:30 Shanghai, as the six-number draws; the effect is one row per run. */
function drawLike(overrides: Partial<ScheduledJob> = {}): ScheduledJob {
  return {
    name: 'test.draw',
    occurrences: weeklyAt({ weekdays: [2, 4, 6], time: '21:30' }),
    firstCatchUpMs: 0,
    run: (tx, run) => recordEffect(tx, 'test.draw', run.key),
    ...overrides,
  };
}

async function recordEffect(tx: Queryable, job: string, key: string): Promise<void> {
  await tx.query('INSERT INTO scheduler_test_effects (job, run_key, at) VALUES ($1, $2, now())', [
    job,
    key,
  ]);
}

async function effects(): Promise<string[]> {
  const { rows } = await database.db.query<{ run_key: string }>(
    'SELECT run_key FROM scheduler_test_effects ORDER BY run_key',
  );
  return rows.map((r) => r.run_key);
}

async function queuedMessages(): Promise<number> {
  const { rows } = await database.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${bossSchema}.job WHERE name = $1`,
    [RUN_QUEUE],
  );
  return rows[0]!.n;
}

/** Monday 2026-11-23 12:00 Shanghai: the next draw is Tuesday 21:30 (13:30Z). */
const MONDAY_NOON = '2026-11-23T04:00:00Z';

describe('the scheduler', () => {
  it('starts a never-planned job at now - firstCatchUpMs and runs what falls in that window', async () => {
    const clock = new ManualClock('2026-11-24T13:31:00Z'); // one minute after Tuesday's draw
    const fresh = await runDueJobs(database.db, [drawLike()], clock, options);
    expect(fresh.planned).toEqual([]);
    await database.db.exec('TRUNCATE scheduler_cursors');
    const job = drawLike({ firstCatchUpMs: 5 * 60_000 });
    const caught = await runDueJobs(database.db, [job], clock, options);
    expect(caught.planned.map((r) => r.key)).toEqual(['2026-11-24T21:30+08:00']);
    expect(await effects()).toEqual(['2026-11-24T21:30+08:00']);
  });

  it('runs a due run once, at its business time, however often it is planned', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    const job = drawLike();
    await runDueJobs(database.db, [job], clock, options);
    clock.set('2026-11-24T13:29:59Z');
    expect((await runDueJobs(database.db, [job], clock, options)).planned).toEqual([]);
    clock.set('2026-11-24T13:30:00Z');
    const report = await runDueJobs(database.db, [job], clock, options);
    expect(report.delivered).toEqual([
      { job: 'test.draw', key: '2026-11-24T21:30+08:00', outcome: 'done' },
    ]);
    await runDueJobs(database.db, [job], clock, options);
    clock.advance(60_000);
    await runDueJobs(database.db, [job], clock, options);
    expect(await effects()).toEqual(['2026-11-24T21:30+08:00']);
    const run = await findRun(database.db, { job: 'test.draw', key: '2026-11-24T21:30+08:00' });
    expect(run).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(run!.dueAt.toISOString()).toBe('2026-11-24T13:30:00.000Z');
  });

  it('plans each run once when two planners race', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    const job = drawLike();
    await runDueJobs(database.db, [job], clock, options);
    const a = await Scheduler.start(database.db, { ...options, jobs: [job], clock });
    const b = await Scheduler.start(database.db, { ...options, jobs: [job], clock });
    try {
      clock.set('2026-11-29T00:00:00Z'); // Tue, Thu and Sat are due
      const [fromA, fromB] = await Promise.all([a.plan(), b.plan()]);
      expect([...fromA, ...fromB].map((r) => r.key).sort()).toEqual([
        '2026-11-24T21:30+08:00',
        '2026-11-26T21:30+08:00',
        '2026-11-28T21:30+08:00',
      ]);
      expect(await queuedMessages()).toBe(3);
      await Promise.all([a.runDue(), b.runDue()]);
    } finally {
      await a.stop();
      await b.stop();
    }
    expect(await effects()).toEqual([
      '2026-11-24T21:30+08:00',
      '2026-11-26T21:30+08:00',
      '2026-11-28T21:30+08:00',
    ]);
  });

  it('catches up the runs missed while nothing ran, each once', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    const job = drawLike();
    await runDueJobs(database.db, [job], clock, options);
    clock.set('2026-11-30T04:00:00Z'); // a week of downtime: three draws behind
    const report = await runDueJobs(database.db, [job], clock, options);
    expect(report.planned.map((r) => r.key)).toEqual([
      '2026-11-24T21:30+08:00',
      '2026-11-26T21:30+08:00',
      '2026-11-28T21:30+08:00',
    ]);
    expect(report.delivered).toEqual(
      report.planned.map((r) => ({ job: r.job, key: r.key, outcome: 'done' })),
    );
    expect((await runDueJobs(database.db, [job], clock, options)).delivered).toEqual([]);
    expect(await effects()).toHaveLength(3);
  });

  it('delivers a run twice but runs its effect once', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    const job = drawLike();
    await runDueJobs(database.db, [job], clock, options);
    clock.set('2026-11-24T14:00:00Z');
    const scheduler = await Scheduler.start(database.db, { ...options, jobs: [job], clock });
    try {
      await scheduler.plan();
      // A second message for the same run, as an at-least-once queue may deliver.
      await database.db.transaction((tx) =>
        scheduler.enqueue(tx, {
          job: 'test.draw',
          key: '2026-11-24T21:30+08:00',
          dueAt: new Date('2026-11-24T13:30:00Z'),
        }),
      );
      const report = await scheduler.runDue();
      expect(report.delivered.map((r) => r.outcome)).toEqual(['done', 'alreadyDone']);
    } finally {
      await scheduler.stop();
    }
    expect(await effects()).toEqual(['2026-11-24T21:30+08:00']);
  });

  it('rolls back a failed attempt, retries it and records the error, then runs it once', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    let calls = 0;
    const job = drawLike({
      async run(tx, run) {
        calls += 1;
        await recordEffect(tx, 'test.draw', run.key);
        if (calls === 1) throw new Error('results feed unavailable');
      },
    });
    await runDueJobs(database.db, [job], clock, options);
    clock.set('2026-11-24T14:00:00Z');
    const report = await runDueJobs(database.db, [job], clock, options);
    expect(report.delivered.map((r) => r.outcome)).toEqual(['failed', 'done']);
    expect(await effects()).toEqual(['2026-11-24T21:30+08:00']);
    expect(
      await findRun(database.db, { job: 'test.draw', key: '2026-11-24T21:30+08:00' }),
    ).toMatchObject({ state: 'done', attempts: 2, lastError: 'results feed unavailable' });
  });

  it('leaves a run failed after the last retry, and an operator rerun runs it once', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    let broken = true;
    const job = drawLike({
      async run(tx, run) {
        if (broken) throw new Error('still broken');
        await recordEffect(tx, 'test.draw', run.key);
      },
    });
    const limited = { ...options, retryLimit: 1 };
    await runDueJobs(database.db, [job], clock, limited);
    clock.set('2026-11-24T14:00:00Z');
    const report = await runDueJobs(database.db, [job], clock, limited);
    expect(report.delivered.map((r) => r.outcome)).toEqual(['failed', 'failed']);
    const ref = { job: 'test.draw', key: '2026-11-24T21:30+08:00' };
    expect(await findRun(database.db, ref)).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'still broken',
    });
    expect((await runDueJobs(database.db, [job], clock, limited)).delivered).toEqual([]);

    broken = false;
    const scheduler = await Scheduler.start(database.db, { ...limited, jobs: [job], clock });
    try {
      expect(await scheduler.rerun(ref)).toEqual({ rerun: true, previous: 'failed' });
      expect((await scheduler.runDue()).delivered).toEqual([{ ...ref, outcome: 'done' }]);
      expect(await scheduler.rerun(ref)).toEqual({ rerun: false, reason: 'done' });
      expect(await scheduler.rerun({ ...ref, key: 'nope' })).toEqual({
        rerun: false,
        reason: 'unknown',
      });
      expect((await scheduler.runDue()).delivered).toEqual([]);
    } finally {
      await scheduler.stop();
    }
    expect(await effects()).toEqual(['2026-11-24T21:30+08:00']);
    expect(await findRun(database.db, ref)).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('runs again a run whose worker died mid-run, once pg-boss maintenance expires it', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    const job = drawLike();
    await runDueJobs(database.db, [job], clock, options);
    clock.set('2026-11-24T14:00:00Z');
    const planner = await Scheduler.start(database.db, { ...options, jobs: [job], clock });
    await planner.plan();
    await planner.stop();
    // What a process killed inside the run leaves: the delivery active long ago, the attempt recorded.
    await database.db.exec(
      `UPDATE ${bossSchema}.job SET state = 'active', started_on = now() - interval '1 hour';
       UPDATE scheduled_runs SET state = 'running', attempts = 1`,
    );
    const errors: unknown[] = [];
    const scheduler = await Scheduler.start(database.db, {
      ...options,
      log: { ...quiet, error: (details: unknown) => void errors.push(details) },
      jobs: [job],
      clock,
      work: true,
      maintenanceIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await expect
        .poll(effects, { timeout: 15_000, interval: 200 })
        .toEqual(['2026-11-24T21:30+08:00']);
    } finally {
      await scheduler.stop();
    }
    expect(errors).toEqual([]);
    expect(
      await findRun(database.db, { job: 'test.draw', key: '2026-11-24T21:30+08:00' }),
    ).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('runs planned runs through the pg-boss workers of a started scheduler', async () => {
    const clock = new ManualClock(MONDAY_NOON);
    const job = drawLike();
    await runDueJobs(database.db, [job], clock, options);
    clock.set('2026-11-24T14:00:00Z');
    const scheduler = await Scheduler.start(database.db, {
      ...options,
      jobs: [job],
      clock,
      work: true,
      pollingIntervalSeconds: 0.5,
      tickMs: 200,
    });
    try {
      await expect
        .poll(effects, { timeout: 10_000, interval: 100 })
        .toEqual(['2026-11-24T21:30+08:00']);
    } finally {
      await scheduler.stop();
    }
  });
});

describe('creating the run queue', () => {
  const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('tries again when PostgreSQL aborts it as one side of a deadlock between starting processes', async () => {
    const calls: string[] = [];
    const boss = {
      createQueue: async (name: string) => {
        calls.push(name);
        if (calls.length < 3) throw deadlock;
      },
    };
    await createQueueOnce(boss as never, RUN_QUEUE);
    expect(calls).toEqual([RUN_QUEUE, RUN_QUEUE, RUN_QUEUE]);
  });

  it('passes any other error on at once, and a deadlock after the last attempt', async () => {
    const other = Object.assign(new Error('permission denied'), { code: '42501' });
    let calls = 0;
    const failing = (error: Error) => ({
      createQueue: async () => {
        calls++;
        throw error;
      },
    });
    await expect(createQueueOnce(failing(other) as never, RUN_QUEUE)).rejects.toBe(other);
    expect(calls).toBe(1);
    calls = 0;
    await expect(createQueueOnce(failing(deadlock) as never, RUN_QUEUE, 2)).rejects.toBe(deadlock);
    expect(calls).toBe(2);
  });
});
