// Scheduler crash test (docs/decisions.md#scheduler): on a throw-away PostgreSQL, two scheduler
// processes (the real Scheduler, pg-boss workers and planner tick) run a test job due every 2 s
// whose effect inserts one row. The first attempt of one run stops inside its transaction and that
// process is killed with SIGKILL; the other process completes the run after pg-boss expires it.
// Then both are killed, runs fall due while nothing runs, and a restarted process catches them up.
// Asserts: every run's effect happened exactly once, none is missing, the killed run was retried.
// Part 2 does the same with the real six-number lottery draw (`lottery.draw`): three players
// funded at the in-house venue buy tickets for the next Tue/Thu/Sat 21:30 draw through the domain;
// two processes whose scheduler clock (an OffsetClock) stands seconds before that draw run it, the
// first attempt hanging after the real draw's effect, before commit, and being killed there; the
// other completes it. Then, with every process down, tickets for the next draw are bought and one
// process starts with its clock past that draw. Asserts: each draw drawn once with its seed's
// numbers, each ticket settled and credited once (returns worked out by hand, one `settled` feed
// row each, the venue wallets' balances), the killed draw retried, the missed one run at start.
//   pnpm test:scheduler-crash   (= with-postgres.sh node --import tsx <this file>)
// The test jobs exist only in this file; a child process runs one when SCHEDULER_CRASH_TEST_DIR is
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
import { INHOUSE_PLAT_CODE, type Lottery6BetInput } from '@platform/api-client/contract';
import { replayLottery6Draw, type Lottery6Outcome } from '@platform/fair-games';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seed } from '../src/seeds';
import { nextDrawAfter, openDraw } from '../src/modules/games/lottery6/draws';
import { lottery6DrawJob } from '../src/modules/games/lottery6/drawJob';
import { buyLottery6Ticket, ticketRef } from '../src/modules/games/lottery6/tickets';
import { openPlayerWallets } from '../src/core/ledger/accounts';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { OffsetClock } from '../src/core/scheduler/devClock';
import { planDueRuns } from '../src/core/scheduler/runs';
import { Scheduler } from '../src/core/scheduler/scheduler';
import type { JobRun, ScheduledJob } from '../src/core/scheduler/types';
import { systemClock } from '../src/core/time/clock';
import { playerRefOf } from '../src/core/venues/provider';
import { VenueSimulator } from '../src/core/venues/simulator';
import { transferWithVenue } from '../src/core/venues/venueTransfers';

const JOB = 'crashtest.tick';
const EVERY_MS = 2_000;
const EXPIRE_SECONDS = 3;
const self = fileURLToPath(import.meta.url);
/** The flag files the one hanging attempt of each part creates. */
const TICK_HOLD = 'held';
const DRAW_HOLD = 'draw-held';
/** Set for the lottery part's children: their scheduler clock's offset from real time, ms. */
const DRAW_OFFSET_ENV = 'SCHEDULER_CRASH_TEST_DRAW_OFFSET_MS';
/** The lottery part's queue, apart from the test job's (whose last runs may still be on it). */
const DRAW_BOSS_SCHEMA = 'pgboss_lottery';
/** How long before the draw time the lottery part's children start (their startup takes ~3 s). */
const DRAW_LEAD_MS = 5_000;

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
      // An attempt already hung once: this one completes. Only one attempt in the whole test
      // takes the flag; the parent kills this process as soon as it reads it.
      if (takeHold(flagDir, TICK_HOLD, run.key)) await hangForever();
    },
  };
}

/**
 * The real `lottery.draw` job, its first delivery in the whole test (whichever process) hanging
 * after the real draw's effect, inside the run's transaction, before it commits.
 */
function crashTestDrawJob(flagDir: string): ScheduledJob {
  return {
    ...lottery6DrawJob,
    async run(tx, run, ctx) {
      await lottery6DrawJob.run(tx, run, ctx);
      if (takeHold(flagDir, DRAW_HOLD, run.key)) await hangForever();
    },
  };
}

/** True for the one caller in the whole test that creates the flag file `name` (exclusively). */
function takeHold(flagDir: string, name: string, key: string): boolean {
  let fd: number;
  try {
    fd = openSync(join(flagDir, name), 'wx');
  } catch {
    return false;
  }
  writeSync(fd, `${process.pid} ${key}`);
  closeSync(fd);
  return true;
}

/** The process and run key that took the flag `name`, once written. */
function readHold(flagDir: string, name: string): readonly [number, string] | undefined {
  const flag = existsSync(join(flagDir, name))
    ? readFileSync(join(flagDir, name), 'utf8').split(' ')
    : [];
  return flag.length === 2 ? [Number(flag[0]), flag[1]!] : undefined;
}

const hangForever = () => new Promise<never>(() => undefined);

async function child(flagDir: string): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const db = await openPostgres(url, { max: 4 });
  // The lottery part: the real draw on a clock the parent sets just before a draw time.
  const drawOffset = process.env[DRAW_OFFSET_ENV];
  const clock = new OffsetClock(systemClock);
  if (drawOffset) clock.advance(Number(drawOffset));
  const scheduler = await Scheduler.start(db, {
    jobs: [drawOffset ? crashTestDrawJob(flagDir) : crashTestJob(flagDir)],
    clock,
    ...(drawOffset ? { bossSchema: DRAW_BOSS_SCHEMA } : {}),
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

function start(flagDir: string, name: string, drawOffsetMs?: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, SCHEDULER_CRASH_TEST_DIR: flagDir };
  if (drawOffsetMs !== undefined) env[DRAW_OFFSET_ENV] = String(Math.round(drawOffsetMs));
  const proc = spawn(process.execPath, ['--import', 'tsx', self], {
    env,
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
  await seed(db); // the in-house venue and the house accounts, for the lottery part
  await db.exec(
    'CREATE TABLE IF NOT EXISTS crash_effects (run_key text NOT NULL, pid integer NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );
  const flagDir = mkdtempSync(join(tmpdir(), 'scheduler-crash-'));
  const failures: string[] = [];
  const started = Date.now();
  const procs: ChildProcess[] = [];
  try {
    console.log('part 1: a test job every 2 s');
    // 1. Two processes; one hangs inside a run's transaction and is killed there.
    const a = await start(flagDir, 'process A');
    const b = await start(flagDir, 'process B');
    procs.push(a, b);
    const [hung, killedKey] = await waitFor('a run to hang mid-transaction', 20_000, () =>
      Promise.resolve(readHold(flagDir, TICK_HOLD)),
    );
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

    console.log('part 2: the six-number lottery draw');
    await lotteryDrawPart(db, flagDir, failures, procs);
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

// Part 2: the real six-number lottery draw (docs/product-rules.md#games) across a kill -9, two
// processes and downtime, on tickets bought through the domain as a player buys them.

const scriptLog = { info: () => undefined, warn: console.error, error: console.error };
/** What each player has at the in-house venue before buying, fen. */
const FUNDED = 10_000;

interface DrawTicket {
  userId: number;
  bets: Lottery6BetInput[];
  /** Worked out by hand from the known outcome: what the draw must credit for this ticket. */
  expectedReturn: number;
}

interface BoughtTicket extends DrawTicket {
  ref: string;
  stake: number;
}

interface BoughtDraw {
  draw: JobRun;
  /** From the draw's committed seed and its key, known before the draw as anyone can replay it. */
  outcome: Lottery6Outcome;
  tickets: BoughtTicket[];
}

/**
 * Three players' tickets for a draw whose outcome is known: a special hit returns 48 times its
 * stake, a drawn regular number 8 times, a miss nothing (no big/small/odd/even bet, whose push on
 * 49 would blur the sums). Player 3 has two tickets.
 */
function ticketsFor(outcome: Lottery6Outcome, [p1, p2, p3]: number[]): DrawTicket[] {
  const drawn = outcome.numbers;
  const missed = Array.from({ length: 49 }, (_, i) => i + 1).filter(
    (n) => n !== outcome.special && !drawn.includes(n),
  );
  return [
    {
      userId: p1!,
      bets: [
        { type: 'special', number: outcome.special, stake: 1_000 },
        { type: 'regular', number: drawn[0]!, stake: 500 },
        { type: 'regular', number: missed[0]!, stake: 500 },
      ],
      expectedReturn: 48_000 + 4_000,
    },
    {
      userId: p2!,
      bets: [
        { type: 'special', number: missed[1]!, stake: 2_000 },
        { type: 'regular', number: drawn[3]!, stake: 1_000 },
      ],
      expectedReturn: 8_000,
    },
    {
      userId: p3!,
      bets: [{ type: 'regular', number: missed[2]!, stake: 700 }],
      expectedReturn: 0,
    },
    {
      userId: p3!,
      bets: [{ type: 'regular', number: drawn[5]!, stake: 300 }],
      expectedReturn: 2_400,
    },
  ];
}

/**
 * A player with `amount` at the in-house venue: the users row and wallets as
 * tests/support/ledgerFixtures.ts makes them, money credited to the central wallet and moved to
 * the venue by the transfer players use.
 */
async function fundedPlayer(
  db: Database,
  venues: VenueSimulator,
  username: string,
  now: Date,
): Promise<number> {
  const userId = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      "INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id",
      [username],
    );
    await openPlayerWallets(tx, rows[0]!.id);
    return rows[0]!.id;
  });
  await creditCentralWallet(db, { userId, amount: FUNDED, reason: 'scheduler crash test' });
  const moved = await transferWithVenue(
    { db, venues, log: scriptLog, now },
    {
      userId,
      platCode: INHOUSE_PLAT_CODE,
      direction: 'toVenue',
      amount: FUNDED,
      idempotencyKey: `fund-${username}`,
    },
  );
  if (moved.status !== 'posted') throw new Error(`funding ${username} ended ${moved.status}`);
  return userId;
}

/** Buys the players' tickets for the draw open at `now`, which must be `draw`. */
async function buyTickets(
  db: Database,
  venues: VenueSimulator,
  draw: JobRun,
  players: number[],
  now: Date,
): Promise<BoughtDraw> {
  const open = await openDraw(db, now);
  if (open.draw_key !== draw.key)
    throw new Error(`the open draw is ${open.draw_key}, expected ${draw.key}`);
  const outcome = replayLottery6Draw(open.server_seed, open.draw_key);
  const tickets: BoughtTicket[] = [];
  for (const [i, wanted] of ticketsFor(outcome, players).entries()) {
    const { ticket } = await buyLottery6Ticket({ db, now, venues, log: scriptLog }, wanted.userId, {
      drawKey: draw.key,
      bets: wanted.bets,
      idempotencyKey: `draw-crash-${draw.key}-${i}`,
    });
    tickets.push({ ...wanted, ref: ticket.ticketId, stake: ticket.stake });
  }
  return { draw, outcome, tickets };
}

async function lotteryRun(db: Database, key: string) {
  const { rows } = await db.query<{
    state: string;
    attempts: number;
    due_at: Date;
    planned_at: Date;
  }>(
    'SELECT state, attempts, due_at, planned_at FROM scheduled_runs WHERE job = $1 AND run_key = $2',
    [lottery6DrawJob.name, key],
  );
  return rows[0];
}

async function drawRow(db: Database, key: string) {
  const { rows } = await db.query<{
    numbers: number[] | null;
    special: number | null;
    drawn_at: Date | null;
  }>('SELECT numbers, special, drawn_at FROM venue_sim_lottery6_draws WHERE draw_key = $1', [key]);
  return rows[0];
}

async function settledFeedRows(db: Database, refs: string[]) {
  const { rows } = await db.query<{ round_ref: string; win_lose: number }>(
    `SELECT round_ref, win_lose FROM venue_sim_bet_feed
     WHERE plat_code = $1 AND status = 'settled' AND round_ref = ANY($2::text[])`,
    [INHOUSE_PLAT_CODE, refs],
  );
  return rows;
}

/** The draw drawn once with the numbers of its seed, every ticket settled and credited once. */
async function checkDrawSettled(
  db: Database,
  { draw, outcome, tickets }: BoughtDraw,
  failures: string[],
): Promise<void> {
  const row = await drawRow(db, draw.key);
  console.log(`     draw ${draw.key}: ${row?.numbers?.join(' ')} + ${row?.special}`);
  check(
    row?.drawn_at != null &&
      JSON.stringify(row.numbers) === JSON.stringify(outcome.numbers) &&
      row.special === outcome.special,
    `draw ${draw.key} is drawn, with the numbers of its committed seed`,
    failures,
  );
  const refs = tickets.map((t) => t.ref);
  const { rows: stored } = await db.query<{ id: number; returned: number | null }>(
    'SELECT id, returned FROM venue_sim_lottery6_tickets WHERE draw_key = $1 AND settled_at IS NOT NULL',
    [draw.key],
  );
  const returned = new Map(stored.map((r) => [ticketRef(r.id), r.returned]));
  check(
    stored.length === tickets.length &&
      tickets.every((t) => returned.get(t.ref) === t.expectedReturn),
    `its ${tickets.length} tickets are settled with the returns worked out by hand`,
    failures,
  );
  const feed = await settledFeedRows(db, refs);
  check(
    feed.length === tickets.length &&
      tickets.every((t) =>
        feed.some((f) => f.round_ref === t.ref && f.win_lose === t.expectedReturn - t.stake),
      ),
    'one `settled` feed row per ticket, none twice',
    failures,
  );
  const { rows: credits } = await db.query<{ transfer_ref: string; amount: number }>(
    'SELECT transfer_ref, amount FROM venue_sim_transfers WHERE plat_code = $1 AND transfer_ref = ANY($2::text[])',
    [INHOUSE_PLAT_CODE, refs.map((ref) => `${ref}:return`)],
  );
  const winners = tickets.filter((t) => t.expectedReturn > 0);
  check(
    credits.length === winners.length &&
      winners.every((t) =>
        credits.some((c) => c.transfer_ref === `${t.ref}:return` && c.amount === t.expectedReturn),
      ),
    `each winning ticket's return credited once at the venue (${winners.length} credits)`,
    failures,
  );
}

/** Every player's venue wallet: funded, less every stake, plus every return, each counted once. */
async function checkVenueBalances(
  venues: VenueSimulator,
  players: number[],
  draws: BoughtDraw[],
  failures: string[],
): Promise<void> {
  const wrong: string[] = [];
  for (const userId of players) {
    const mine = draws.flatMap((d) => d.tickets).filter((t) => t.userId === userId);
    const expected = FUNDED + mine.reduce((sum, t) => sum + t.expectedReturn - t.stake, 0);
    const actual = await venues.balance(INHOUSE_PLAT_CODE, playerRefOf(userId));
    if (actual !== expected) wrong.push(`player ${userId}: ${actual} fen, expected ${expected}`);
  }
  check(
    wrong.length === 0,
    `the players' venue_sim wallet balances equal funding - stakes + returns${wrong.length ? ` (${wrong.join('; ')})` : ''}`,
    failures,
  );
}

async function lotteryDrawPart(
  db: Database,
  flagDir: string,
  failures: string[],
  procs: ChildProcess[],
): Promise<void> {
  const venues = new VenueSimulator(db);
  // The next real Tue/Thu/Sat 21:30 draw is the one the children's clock reaches within seconds;
  // the one after it falls due while every process is down.
  const first = nextDrawAfter(new Date());
  const second = nextDrawAfter(first.dueAt);
  const salesAt = new Date(first.dueAt.getTime() - 60 * 60_000);
  // The planner first sees the job an hour before the draw, as a running API would have (the
  // job's cursor starts there), however long the children take to start.
  const nothingDue = { enqueue: () => Promise.reject(new Error('nothing is due at set-up')) };
  await planDueRuns(db, nothingDue, [lottery6DrawJob], salesAt);
  const players: number[] = [];
  for (const name of ['drawcrash1', 'drawcrash2', 'drawcrash3'])
    players.push(await fundedPlayer(db, venues, name, salesAt));
  const firstBought = await buyTickets(db, venues, first, players, salesAt);

  // 1. Two processes whose clock is just before the draw; one hangs inside the draw's transaction.
  const offset = first.dueAt.getTime() - DRAW_LEAD_MS - Date.now();
  const starting = await Promise.allSettled([
    start(flagDir, 'lottery process A', offset),
    start(flagDir, 'lottery process B', offset),
  ]);
  for (const s of starting) if (s.status === 'fulfilled') procs.push(s.value);
  for (const s of starting) if (s.status === 'rejected') throw s.reason;
  const [a, b] = procs.slice(-2) as [ChildProcess, ChildProcess];
  const [hung, hungKey] = await waitFor('the draw to hang mid-transaction', 20_000, () =>
    Promise.resolve(readHold(flagDir, DRAW_HOLD)),
  );
  const whileHung = await drawRow(db, first.key);
  const settledWhileHung = await settledFeedRows(
    db,
    firstBought.tickets.map((t) => t.ref),
  );
  check(
    hungKey === first.key && whileHung?.drawn_at === null && settledWhileHung.length === 0,
    'the hung draw’s numbers and settlements are not visible while its transaction is open',
    failures,
  );
  const victim = hung === a.pid ? a : b;
  const survivor = victim === a ? b : a;
  await kill9(victim);
  console.log(`killed process ${hung} (kill -9) inside draw ${hungKey}`);
  await waitFor('the killed draw to be completed by the other process', 30_000, async () =>
    (await lotteryRun(db, first.key))?.state === 'done' ? true : undefined,
  );
  await kill9(survivor);
  const firstRun = await lotteryRun(db, first.key);
  check(
    firstRun?.attempts !== undefined && firstRun.attempts >= 2,
    `the killed draw was retried by the other process (${firstRun?.attempts} attempts)`,
    failures,
  );
  await checkDrawSettled(db, firstBought, failures);

  // 2. Everything down: tickets for the next draw are sold, then its time passes; one process
  // starts with its clock past it and runs it at start.
  const secondBought = await buyTickets(
    db,
    venues,
    second,
    players,
    new Date(first.dueAt.getTime() + 60_000),
  );
  const c = await start(flagDir, 'lottery process C', second.dueAt.getTime() + 2_000 - Date.now());
  procs.push(c);
  await waitFor('the draw missed while down to run at start', 20_000, async () =>
    (await lotteryRun(db, second.key))?.state === 'done' ? true : undefined,
  );
  c.kill('SIGTERM');
  await once(c, 'exit');
  const secondRun = await lotteryRun(db, second.key);
  check(
    secondRun?.attempts === 1 && secondRun.planned_at > secondRun.due_at,
    'the draw due while every process was down was planned and run once at the restart',
    failures,
  );
  await checkDrawSettled(db, secondBought, failures);

  // 3. The books.
  await checkVenueBalances(venues, players, [firstBought, secondBought], failures);
  const { rows: runs } = await db.query<{ run_key: string; state: string }>(
    'SELECT run_key, state FROM scheduled_runs WHERE job = $1 ORDER BY due_at',
    [lottery6DrawJob.name],
  );
  check(
    JSON.stringify(runs) ===
      JSON.stringify([
        { run_key: first.key, state: 'done' },
        { run_key: second.key, state: 'done' },
      ]),
    'the scheduler ran exactly these two draws',
    failures,
  );
  const next = await drawRow(db, nextDrawAfter(second.dueAt).key);
  check(
    next !== undefined && next.drawn_at === null,
    'the draw after them is open with its seed committed',
    failures,
  );
  check((await checkLedger(db)).length === 0, 'the ledger checks clean', failures);
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
