import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTickPlanned } from '../../../tests/support/schedulerStart';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testDatabase';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { ManualClock } from '../time/clock';
import { dailyAt, weeklyAt } from './occurrences';
import type { ScheduledJob } from './types';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.exec('CREATE TABLE dev_route_effects (run_key text NOT NULL)');
});
afterAll(async () => {
  await database?.close();
});

const draw: ScheduledJob = {
  name: 'test.devDraw',
  occurrences: weeklyAt({ weekdays: [2, 4, 6], time: '21:30' }),
  run: async (tx, run) => {
    await tx.query('INSERT INTO dev_route_effects (run_key) VALUES ($1)', [run.key]);
  },
};

describe('the scheduler dev routes', () => {
  it('move the scheduler clock, run the due draw at once and list it; the API clock stays', async () => {
    const clock = new ManualClock('2026-11-23T04:00:00Z');
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      clock,
      schedulerTickMs: 60_000,
      scheduledJobs: [draw],
    });
    try {
      await app.ready();
      await firstTickPlanned(database.db, draw.name);
      const moved = await app.inject({
        method: 'POST',
        url: '/__dev/scheduler/clock',
        payload: { to: '2026-11-24T21:30:00+08:00' },
      });
      expect(moved.statusCode).toBe(200);
      // The runs the clock crossed, ended, whoever ran them (this call, a worker or the tick).
      expect(moved.json()).toMatchObject({
        code: 0,
        now: '2026-11-24T13:30:00.000Z',
        runs: [{ job: 'test.devDraw', key: '2026-11-24T21:30+08:00', state: 'done' }],
      });
      const { rows } = await database.db.query('SELECT run_key FROM dev_route_effects');
      expect(rows).toEqual([{ run_key: '2026-11-24T21:30+08:00' }]);
      expect(clock.now().toISOString()).toBe('2026-11-23T04:00:00.000Z');

      const again = await app.inject({
        method: 'POST',
        url: '/__dev/scheduler/clock',
        payload: { advanceMs: 60_000 },
      });
      expect(again.json()).toMatchObject({ planned: [], delivered: [], runs: [] });

      const runs = await app.inject({
        method: 'GET',
        url: '/__dev/scheduler/runs?job=test.devDraw',
      });
      expect(runs.json()).toMatchObject({
        code: 0,
        now: '2026-11-24T13:31:00.000Z',
        runs: [{ job: 'test.devDraw', key: '2026-11-24T21:30+08:00', state: 'done', attempts: 1 }],
      });
    } finally {
      await app.close();
    }
  });

  it("run one job's runs ahead of the clock, once, leaving every other job to the clock", async () => {
    await database.db.query('DELETE FROM dev_route_effects');
    const daily: ScheduledJob = {
      name: 'test.devDaily',
      occurrences: dailyAt('00:10'),
      run: async (tx, run) => {
        await tx.query('INSERT INTO dev_route_effects (run_key) VALUES ($1)', [`daily ${run.key}`]);
      },
    };
    const clock = new ManualClock('2026-12-01T04:00:00Z');
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      clock,
      schedulerTickMs: 60_000,
      scheduledJobs: [draw, daily],
    });
    try {
      await app.ready();
      await firstTickPlanned(database.db, daily.name);
      const ahead = { job: 'test.devDaily', to: '2026-12-02T00:11:00+08:00' };
      const ran = await app.inject({
        method: 'POST',
        url: '/__dev/scheduler/run-job',
        payload: ahead,
      });
      expect(ran.json()).toMatchObject({ code: 0, planned: [{ key: '2026-12-02' }] });
      // Asked again: the run happened once. The draw of Tuesday 21:30 in between did not run.
      await app.inject({ method: 'POST', url: '/__dev/scheduler/run-job', payload: ahead });
      const { rows } = await database.db.query('SELECT run_key FROM dev_route_effects');
      expect(rows).toEqual([{ run_key: 'daily 2026-12-02' }]);
      const unknown = await app.inject({
        method: 'POST',
        url: '/__dev/scheduler/run-job',
        payload: { job: 'no.such', to: ahead.to },
      });
      expect(unknown.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('has no scheduler unless the app asks for one', async () => {
    const app = await buildApp({ db: database.db, config: testConfig() });
    try {
      const moved = await app.inject({
        method: 'POST',
        url: '/__dev/scheduler/clock',
        payload: { advanceMs: 1 },
      });
      expect(moved.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
