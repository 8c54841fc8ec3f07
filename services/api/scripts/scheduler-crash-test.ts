// Scheduler crash test (docs/decisions.md#scheduler): on a throw-away PostgreSQL, two scheduler
// processes (the real Scheduler, pg-boss workers and planner tick) run a test job due every 2 s
// whose effect inserts one row. The first attempt of one run stops inside its transaction and that
// process is killed with SIGKILL; the other process completes the run after pg-boss expires it.
// Then both are killed, runs fall due while nothing runs, and a restarted process catches them up.
// Asserts: every run's effect happened exactly once, none is missing, the killed run was retried.
//   pnpm test:scheduler-crash   (= with-postgres.sh node --import tsx <this file>)
// The test job exists only in this file; a child process runs it when SCHEDULER_CRASH_TEST_DIR is
// set, which only this script does.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { Scheduler } from '../src/domain/scheduler/scheduler';
import type { ScheduledJob } from '../src/domain/scheduler/types';
import { systemClock } from '../src/domain/time/clock';

const JOB = 'crashtest.tick';
const EVERY_MS = 2_000;
const EXPIRE_SECONDS = 3;
const self = fileURLToPath(import.meta.url);

/** A run every 2 s of real time; its first delivery for one run (whichever comes first) hangs. */
function crashTestJob(flagDir: string): ScheduledJob {
  return {
    name: JOB,
    occurrences(from, to) {
      const runs = [];
      for (
        let t = Math.floor(from.getTime() / EVERY_MS + 1) * EVERY_MS;
        t <= to.getTime();
        t += EVERY_MS
      )
        runs.push({ key: new Date(t).toISOString(), dueAt: new Date(t) });
      return runs;
    },
    firstCatchUpMs: 0,
    async run(tx, run) {
      await tx.query('INSERT INTO crash_effects (run_key, pid) VALUES ($1, $2)', [
        run.key,
        process.pid,
      ]);
      let fd: number;
      try {
        fd = openSync(join(flagDir, 'held'), 'wx');
      } catch {
        return; // an attempt already hung once: this one completes
      }
      writeSync(fd, `${process.pid} ${run.key}`);
      closeSync(fd);
      // Only one attempt in the whole test gets here (the flag file is created exclusively); the
      // parent kills this process as soon as it reads the flag: hang mid-transaction.
      await new Promise(() => undefined);
    },
  };
}

async function child(flagDir: string): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const db = await openPostgres(url, { max: 4 });
  const job = crashTestJob(flagDir);
  const scheduler = await Scheduler.start(db, {
    jobs: [job],
    clock: systemClock,
    log: { info: () => undefined, warn: console.error, error: console.error },
    tickMs: 250,
    work: true,
    retryLimit: 5,
    retryDelaySeconds: 0,
    expireInSeconds: EXPIRE_SECONDS,
    maintenanceIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
  });
  console.log('ready');
  process.once('SIGTERM', () => {
    void scheduler
      .stop()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}

function start(flagDir: string, name: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', self], {
    env: { ...process.env, SCHEDULER_CRASH_TEST_DIR: flagDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve(proc);
    });
    proc.once('exit', (code) => reject(new Error(`${name} exited early (${code})`)));
  });
}

async function kill9(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGKILL');
  await once(proc, 'exit');
}

async function waitFor<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

function check(ok: boolean, message: string, failures: string[]): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
}

async function parent(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is not set: run through pnpm test:scheduler-crash (with-postgres.sh)',
    );
    return 2;
  }
  const db: Database = await openPostgres(url);
  await migrate(db);
  await db.exec(
    'CREATE TABLE IF NOT EXISTS crash_effects (run_key text NOT NULL, pid integer NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );
  const flagDir = mkdtempSync(join(tmpdir(), 'scheduler-crash-'));
  const failures: string[] = [];
  const started = Date.now();
  const procs: ChildProcess[] = [];
  try {
    // 1. Two processes; one hangs inside a run's transaction and is killed there.
    const a = await start(flagDir, 'process A');
    const b = await start(flagDir, 'process B');
    procs.push(a, b);
    const [hung, killedKey] = await waitFor('a run to hang mid-transaction', 20_000, async () => {
      const flag = existsSync(join(flagDir, 'held'))
        ? readFileSync(join(flagDir, 'held'), 'utf8').split(' ')
        : [];
      return flag.length === 2 ? ([Number(flag[0]), flag[1]!] as const) : undefined;
    });
    const victim = hung === a.pid ? a : b;
    const survivor = victim === a ? b : a;
    const { rows: held } = await db.query<{ run_key: string }>(
      'SELECT run_key FROM crash_effects WHERE run_key = $1',
      [killedKey],
    );
    check(
      held.length === 0,
      'the hung attempt’s effect is not visible while its transaction is open',
      failures,
    );
    await kill9(victim);
    console.log(`killed process ${hung} (kill -9) inside run ${killedKey}`);
    await waitFor('the killed run to be completed by the other process', 30_000, async () => {
      const { rows } = await db.query<{ state: string }>(
        'SELECT state FROM scheduled_runs WHERE job = $1 AND run_key = $2',
        [JOB, killedKey],
      );
      return rows[0]?.state === 'done' ? true : undefined;
    });
    await sleep(2 * EVERY_MS);

    // 2. Everything down while runs fall due; a restarted process catches them up.
    await kill9(survivor);
    const downFrom = Date.now();
    await sleep(3 * EVERY_MS + 500);
    const downUntil = Date.now();
    const missedCount = Math.floor(downUntil / EVERY_MS) - Math.floor(downFrom / EVERY_MS);
    const c = await start(flagDir, 'process C');
    procs.push(c);
    await waitFor('the missed runs to be done', 20_000, async () => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM scheduled_runs WHERE job = $1 AND due_at > $2 AND due_at <= $3 AND state = 'done'`,
        [JOB, new Date(downFrom), new Date(downUntil)],
      );
      return rows[0]!.n === missedCount ? true : undefined;
    });
    c.kill('SIGTERM');
    await once(c, 'exit');

    // 3. The books.
    const { rows: runs } = await db.query<{
      run_key: string;
      due_at: Date;
      state: string;
      attempts: number;
    }>(
      'SELECT run_key, due_at, state, attempts FROM scheduled_runs WHERE job = $1 ORDER BY due_at',
      [JOB],
    );
    const { rows: counts } = await db.query<{ run_key: string; n: number }>(
      'SELECT run_key, count(*)::int AS n FROM crash_effects GROUP BY run_key',
    );
    const effectCount = new Map(counts.map((r) => [r.run_key, r.n]));
    const done = runs.filter((r) => r.state === 'done');
    check(runs.length >= 8, `${runs.length} runs planned`, failures);
    check(
      done.every((r) => effectCount.get(r.run_key) === 1),
      'every done run’s effect happened exactly once',
      failures,
    );
    check(
      counts.every((c) => c.n === 1 && done.some((r) => r.run_key === c.run_key)),
      'no effect without a done run, none twice',
      failures,
    );
    const gaps = runs
      .slice(1)
      .filter((r, i) => r.due_at.getTime() - runs[i]!.due_at.getTime() !== EVERY_MS);
    check(
      gaps.length === 0,
      'no run missing between the first and the last (downtime caught up)',
      failures,
    );
    const killed = runs.find((r) => r.run_key === killedKey);
    check(
      killed?.state === 'done' && killed.attempts >= 2 && effectCount.get(killedKey) === 1,
      `the killed run ${killedKey} was retried (${killed?.attempts} attempts) and its effect happened once`,
      failures,
    );
    const missed = runs.filter(
      (r) => r.due_at.getTime() > downFrom && r.due_at.getTime() <= downUntil,
    );
    check(
      missed.length === missedCount &&
        missed.every((r) => r.state === 'done' && effectCount.get(r.run_key) === 1),
      `${missed.length} runs due while every process was down ran once after the restart`,
      failures,
    );
  } finally {
    for (const p of procs) await kill9(p);
    rmSync(flagDir, { recursive: true, force: true });
    await db.close();
  }
  console.log(
    `${failures.length === 0 ? 'passed' : `${failures.length} failure(s)`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return failures.length === 0 ? 0 : 1;
}

const flagDir = process.env.SCHEDULER_CRASH_TEST_DIR;
if (flagDir) {
  child(flagDir).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  parent().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
