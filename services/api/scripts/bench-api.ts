// `pnpm bench:api`: the platform API against its references, in one run on one PostgreSQL
// (run through scripts/with-postgres.sh, which provides DATABASE_URL):
//   - getUserBalance requests/s vs `pgbench -S` (select-only) transactions/s on the same
//     PostgreSQL (budget ≥ 0.5×) and vs a hello-world Fastify route (autocannon, loopback; no budget),
//   - central → venue transfers/s vs pgbench TPC-B transactions/s (budget ≥ 0.3×),
//   - in-house baccarat and roulette rounds/s, compared with the transfers/s (no budget),
//   - the member event stream: streams one API process holds (1,000 then 10,000, distinct members)
//     and the delay from a committed transfer to its pushed balance (budget: 10,000 streams with
//     p99 ≤ 1 s), see bench-streams.ts,
//   - CPU per request (and per pushed balance) of the API and of PostgreSQL, from /proc.
// Writes its section of docs/performance.md. BENCH_SECONDS sets each run's length (default 10);
// BENCH_STREAMS the stream steps (default 1000,10000,20000).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import {
  apiDir,
  apiJson,
  formPost,
  freePort,
  registerCreditedPlayer,
  startApi,
  stop,
  track,
  waitForLine,
} from './benchProcesses';
import {
  benchStreams,
  createStreamMembers,
  OPEN_BATCH,
  openFilesLimit,
  PUSH_TIMEOUT_MS,
  type StreamStep,
} from './bench-streams';

const repoRoot = join(apiDir, '..', '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PLAYERS = 50;
/** Central credit per player, and the part of it moved to the in-house venue before the rounds. */
const CREDIT_FEN = 1_000_000_000;
const HOUSE_FUND_FEN = 100_000_000;
/** One round's stake: a run of ~1,000 rounds/s loses far less than HOUSE_FUND_FEN per player. */
const ROUND_STAKE_FEN = 100;
/** Open streams at each step; a step above what the open-files limit allows is capped at it. */
const STREAM_STEPS = (process.env.BENCH_STREAMS ?? '1000,10000,20000').split(',').map(Number);
/** Stream members whose changes are timed at each step (one transfer each), and their credit. */
const STREAM_SAMPLE = 200;
const STREAM_SAMPLE_CREDIT_FEN = 10_000_000;
/** Open files each process needs beyond its streams (the API's pool, modules, autocannon). */
const FD_MARGIN = 1_000;
const STREAM_BUDGET = { streams: 10_000, p99Ms: 1_000 };
const START = '<!-- bench:api start -->';
const END = '<!-- bench:api end -->';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: run through services/api/scripts/with-postgres.sh');
  process.exit(2);
}

// Every stream is a socket in this process and one in the API's: raise the soft limit on open
// files to the hard one (bash's ulimit), once, by running this script again under it.
const fdNeeded = Math.max(...STREAM_STEPS) + FD_MARGIN;
if (openFilesLimit() < fdNeeded && !process.env.BENCH_FD_RAISED) {
  const again = spawnSync(
    'bash',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"',
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_FD_RAISED: '1' } },
  );
  process.exit(again.status ?? 1);
}

async function startHello(port: number): Promise<ChildProcess> {
  const source = `
    const app = require('fastify')();
    app.post('/hello', async () => ({ code: 0, msg: 'ok', hello: 'world' }));
    app.listen({ host: '127.0.0.1', port: ${port} }).then(() => console.log('hello ready'));`;
  const child = spawn(process.execPath, ['-e', source], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  await waitForLine(child, /hello ready/);
  return child;
}

async function registerPlayers(port: number): Promise<string[]> {
  const base = `http://127.0.0.1:${port}`;
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const token = await registerCreditedPlayer(base, {
      username: `bench${String(i).padStart(4, '0')}`,
      mobile: `136${String(10_000_000 + i)}`,
      password: 'bench1234',
      creditFen: CREDIT_FEN,
    });
    // The in-house rounds play on the STHOUSE venue wallet: fund it with a transfer.
    const funded = await apiJson(
      base,
      '/web/apiCode/convertMoney',
      formPost(
        {
          platCode: 'STHOUSE',
          direction: 'toVenue',
          amount: String(HOUSE_FUND_FEN),
          idempotencyKey: `bench-fund-${randomUUID()}`,
        },
        { token },
      ),
    );
    if (funded.code !== 0) throw new Error(`funding STHOUSE failed: ${JSON.stringify(funded)}`);
    tokens.push(token);
  }
  return tokens;
}

/** Central money for the stream members whose transfers are timed (the development route). */
async function creditMembers(port: number, usernames: readonly string[]): Promise<void> {
  for (const username of usernames) {
    const response = await fetch(`http://127.0.0.1:${port}/__dev/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, amount: STREAM_SAMPLE_CREDIT_FEN }),
    });
    const answer = (await response.json()) as { code: number };
    if (answer.code !== 0)
      throw new Error(`crediting ${username} failed: ${JSON.stringify(answer)}`);
  }
}

/** CPU time (ms) the given processes have used, from /proc/<pid>/stat (100 ticks/s). */
function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, and cutime + cstime: the postmaster's ended children (pgbench's
      // connections, autovacuum workers) are counted there once it has reaped them.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10;
}

/**
 * This run's PostgreSQL: the postmaster started with DATABASE_URL's port, and its children (the
 * backends, autovacuum, the writers). Other clusters on the machine (other test runs) are left out.
 */
function postgresPids(): number[] {
  const port = `port=${new URL(databaseUrl!).port}`;
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') return [];
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
        return [{ pid: Number(name), parent, args }];
      } catch {
        return []; // The process ended meanwhile.
      }
    });
  const postmaster = processes.find((p) => p.args.includes(port));
  if (!postmaster) throw new Error(`no PostgreSQL process started with ${port}`);
  return processes
    .filter((p) => p.pid === postmaster.pid || p.parent === postmaster.pid)
    .map((p) => p.pid);
}

/**
 * CPU milliseconds the API and PostgreSQL spend per request during `run`: unlike requests/s, it
 * does not depend on what else the machine is doing at the time.
 */
async function withCpuCost<T extends { total: number }>(apiPid: number, run: () => Promise<T>) {
  const before = { api: cpuMsOf([apiPid]), pg: cpuMsOf(postgresPids()) };
  const result = await run();
  const per = (ms: number) => Math.round((ms / Math.max(result.total, 1)) * 1000) / 1000;
  return {
    ...result,
    apiCpuMs: per(cpuMsOf([apiPid]) - before.api),
    pgCpuMs: per(cpuMsOf(postgresPids()) - before.pg),
  };
}

async function cannon(options: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const PGBENCH_SECONDS = DURATION_S * 2;

function pgbenchCommand(): { bin: string; conn: string[] } {
  const url = new URL(databaseUrl!);
  const bin = existsSync(`${process.env.PG_BIN}/pgbench`)
    ? `${process.env.PG_BIN}/pgbench`
    : 'pgbench';
  return {
    bin,
    conn: ['-h', url.hostname, '-p', url.port, '-U', url.username, url.pathname.slice(1)],
  };
}

/** pgbench's tables at scale 10, in the API's database. */
function pgbenchInit(): void {
  const { bin, conn } = pgbenchCommand();
  const init = spawnSync(bin, ['-i', '-q', '-s', '10', ...conn], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
}

/** pgbench TPC-B, or with `-S` its select-only script, 16 clients: tps and PostgreSQL CPU each. */
function pgbench(flags: string[] = []): { tps: number; pgCpuMs: number } {
  const { bin, conn } = pgbenchCommand();
  const pgBefore = cpuMsOf(postgresPids());
  const args = [...flags, '-c', '16', '-j', '2', '-T', String(PGBENCH_SECONDS), ...conn];
  const run = spawnSync(bin, args, { encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  if (!tps) throw new Error(`pgbench gave no tps: ${run.stdout} ${run.stderr}`);
  const done = /transactions actually processed: (\d+)/.exec(run.stdout);
  const pgCpuMs = (cpuMsOf(postgresPids()) - pgBefore) / Math.max(Number(done?.[1] ?? 0), 1);
  return { tps: Math.round(Number(tps[1])), pgCpuMs: Math.round(pgCpuMs * 1000) / 1000 };
}

/** The machine's 1-minute load average: other work shares the cores with the run. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;

async function main() {
  const loadAtStart = loadAverage();
  const streamLimit = openFilesLimit() - FD_MARGIN;
  const streamSteps = [...new Set(STREAM_STEPS.map((n) => Math.min(n, streamLimit)))];
  const [apiPort, helloPort] = [await freePort(), await freePort()];
  // Players are made through the development routes (captcha answers, the SMS outbox); the
  // measurements run against the production configuration, as deployed.
  const setup = await startApi(apiPort, 'test');
  const prepared = (async () => {
    const tokens = await registerPlayers(apiPort);
    const members = await createStreamMembers(databaseUrl!, Math.max(...streamSteps));
    await creditMembers(
      apiPort,
      members.slice(0, STREAM_SAMPLE).map((m) => m.username),
    );
    return { tokens, members };
  })();
  const { tokens, members } = await prepared.finally(() => stop(setup));
  const apiServer = await startApi(apiPort, 'production');
  const hello = await startHello(helloPort).catch(async (error: unknown) => {
    await stop(apiServer);
    throw error;
  });
  let streamServer: ChildProcess | undefined;
  try {
    console.log(`${PLAYERS} players ready; ${DURATION_S} s per run, ${CONNECTIONS} connections`);
    console.log(`${members.length} stream members ready; stream steps ${streamSteps.join(', ')}`);

    const helloRun = await withCpuCost(hello.pid!, () =>
      cannon({ url: `http://127.0.0.1:${helloPort}/hello`, method: 'POST' }),
    );
    console.log('hello-world', helloRun);
    let i = 0;
    const balanceRun = await withCpuCost(apiServer.pid!, () =>
      cannon({
        url: `http://127.0.0.1:${apiPort}/web/user/getUserBalance`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({ ...req, headers: { token: tokens[i++ % tokens.length]! } }),
          },
        ],
      }),
    );
    console.log('getUserBalance', balanceRun);
    const venues = ['STSPORT', 'STLIVE', 'STCHESS', 'STESPORT', 'STLOTTO', 'STSLOT'];
    const transferRun = await withCpuCost(apiServer.pid!, () =>
      cannon({
        url: `http://127.0.0.1:${apiPort}/web/apiCode/convertMoney`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const n = i++;
              return {
                ...req,
                headers: {
                  token: tokens[n % tokens.length]!,
                  'content-type': 'application/x-www-form-urlencoded',
                },
                body: new URLSearchParams({
                  platCode: venues[n % venues.length]!,
                  direction: 'toVenue',
                  amount: '100',
                  idempotencyKey: `bench-${randomUUID()}`,
                }).toString(),
              };
            },
          },
        ],
      }),
    );
    console.log('convertMoney central → venue', transferRun);
    // In-house rounds: JSON bodies, each with its own idempotency key. A refusal (code ≠ 0, e.g.
    // insufficient funds at the venue) still answers HTTP 200, so the envelope's code is counted.
    const roundRun = (game: 'baccarat' | 'roulette', bets: unknown) => {
      let refused = 0;
      return withCpuCost(apiServer.pid!, async () => {
        const result = await cannon({
          url: `http://127.0.0.1:${apiPort}/web/inhouse/${game}/play`,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => ({
                ...req,
                headers: {
                  token: tokens[i++ % tokens.length]!,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ bets, idempotencyKey: `bench-${randomUUID()}` }),
              }),
              onResponse: (status, body) => {
                if (status === 200 && (JSON.parse(body) as { code: number }).code !== 0) refused++;
              },
            },
          ],
        });
        return { ...result, refused };
      });
    };
    const baccaratRun = await roundRun('baccarat', { banker: ROUND_STAKE_FEN });
    console.log('in-house baccarat round', baccaratRun);
    const rouletteRun = await roundRun('roulette', [{ type: 'red', stake: ROUND_STAKE_FEN }]);
    console.log('in-house roulette spin', rouletteRun);
    pgbenchInit();
    const tpcb = pgbench();
    console.log('pgbench TPC-B', tpcb);
    const selectOnly = pgbench(['-S']);
    console.log('pgbench -S', selectOnly);

    // The streams get an API process of their own, so its memory is the streams' and not what
    // the runs above left behind.
    await stop(apiServer);
    streamServer = await startApi(apiPort, 'production');
    await sleep(2_000);
    const streamPid = streamServer.pid!;
    const { steps, pushCost, rssBeforeKb } = await benchStreams({
      port: apiPort,
      apiPid: streamPid,
      databaseUrl: databaseUrl!,
      members,
      steps: streamSteps,
      sampleSize: STREAM_SAMPLE,
      spreadMs: DURATION_S * 1000,
      cpuNow: () => ({ api: cpuMsOf([streamPid]), pg: cpuMsOf(postgresPids()) }),
      log: (line) => console.log(line),
    });

    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const met = (ok: boolean) => (ok ? 'met' : '**not met**');
    const balanceRatio = ratio(balanceRun.rps, selectOnly.tps);
    const helloRatio = ratio(balanceRun.rps, helloRun.rps);
    const transferRatio = ratio(transferRun.rps, tpcb.tps);
    const roundRow = (name: string, run: typeof baccaratRun) =>
      `| ${name} | ${run.rps} rounds/s (p99 ${run.p99} ms) | convertMoney ${transferRun.rps} transfers/s | ${ratio(run.rps, transferRun.rps)}× | none | — |`;
    const ms = (value: number) =>
      Number.isFinite(value) ? `${value} ms` : `> ${PUSH_TIMEOUT_MS} ms`;
    const streamRow = (step: StreamStep) =>
      `| ${step.streams} | ${step.opened} (${step.stillOpen} still open) | ${ms(step.p50)} | ${ms(step.p99)}${step.missed > 0 ? ` (delivered: ${ms(step.p99Delivered)})` : ''} | ${ms(step.max)} | ${step.missed} of ${step.changes - step.failed} (${step.missedAfterHold} after the hold) | ${Math.round(step.rssKb / 1024)} MB | ${step.rssPerStreamKb} KB |`;
    const budgetStep = steps.find((step) => step.streams >= STREAM_BUDGET.streams);
    const streamsMet =
      budgetStep !== undefined &&
      budgetStep.stillOpen >= STREAM_BUDGET.streams &&
      budgetStep.failed === 0 &&
      budgetStep.p99 <= STREAM_BUDGET.p99Ms;
    const notReached =
      streamSteps.length < STREAM_STEPS.length || streamLimit < Math.max(...STREAM_STEPS);
    const section = [
      START,
      '## Platform API (`pnpm bench:api`)',
      '',
      `Measured on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, loopback, the API in its production`,
      'configuration (APP_ENV=production) on one',
      `throw-away PostgreSQL 15 (fsync off) for the API and pgbench; autocannon ${CONNECTIONS}`,
      `connections for ${DURATION_S} s per run; ${PLAYERS} players; pgbench at scale 10 with 16 clients for`,
      `${PGBENCH_SECONDS} s per run. The load generator shares the cores, and so did other work: the`,
      `load average was ${loadAtStart} at the start of the run and ${loadAverage()} at its end.`,
      '',
      '| What | Measured | Reference | Ratio | Budget | Met |',
      '| --- | ---: | ---: | ---: | --- | --- |',
      `| getUserBalance (session from the in-process cache, one balance query) | ${balanceRun.rps} req/s (p99 ${balanceRun.p99} ms) | pgbench -S ${selectOnly.tps} tps | ${balanceRatio}× | ≥ 0.5× | ${met(balanceRatio >= 0.5)} |`,
      `| getUserBalance, the same run | ${balanceRun.rps} req/s | hello-world Fastify ${helloRun.rps} req/s | ${helloRatio}× | none | — |`,
      `| convertMoney central → venue (two-phase, venue simulator) | ${transferRun.rps} transfers/s (p99 ${transferRun.p99} ms) | pgbench TPC-B ${tpcb.tps} tps | ${transferRatio}× | ≥ 0.3× | ${met(transferRatio >= 0.3)} |`,
      roundRow(
        `in-house baccarat round (${ROUND_STAKE_FEN / 100} yuan on banker, STHOUSE wallet, bet feed pulled)`,
        baccaratRun,
      ),
      roundRow(
        `in-house roulette spin (${ROUND_STAKE_FEN / 100} yuan on red, STHOUSE wallet, bet feed pulled)`,
        rouletteRun,
      ),
      '',
      `The member event stream, on a fresh API process of the same configuration: streams opened ${OPEN_BATCH} at a time, each a`,
      'distinct member made straight in the database (user, wallets, session). At each step,',
      `${STREAM_SAMPLE} of those members each make one convertMoney central → venue, spread evenly over`,
      `${DURATION_S} s; the delay runs from the moment the transfer's answer reached the bench (both`,
      'ledger commits done) to the moment the `balance` event showing the balances of that answer',
      "arrived on the member's stream, both on the bench's clock (the bench process holds every",
      'stream, so its own event-loop delay is included). RSS per stream: what the streams opened at',
      `that step added to the API's resident memory (${Math.round(rssBeforeKb / 1024)} MB before the first), divided by their number.`,
      '',
      '| Streams | Opened | p50 | p99 | max | Missed (none within 10 s) | API RSS | RSS per stream |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...steps.map(streamRow),
      '',
      `Budget: ${STREAM_BUDGET.streams} streams on one process with p99 ≤ ${STREAM_BUDGET.p99Ms / 1000} s: ${met(streamsMet)}.` +
        ` Transfers that failed: ${steps.map((s) => s.failed).join(' / ')}; pushes that came before` +
        ` the transfer's answer (counted as 0 ms): ${steps.map((s) => s.early).join(' / ')}.` +
        ' "After the hold": the member was pushed the new central wallet (the transfer\'s first' +
        ' commit, the hold) but never the balances with the completed transfer.' +
        (notReached
          ? ` The open-files limit (${streamLimit + FD_MARGIN}) capped the steps at ${streamLimit} streams.`
          : '') +
        (steps.some((s) => s.firstError)
          ? ` First failure to open: ${steps.find((s) => s.firstError)!.firstError}.`
          : ''),
      '',
      'CPU time per request, which does not depend on what else the machine runs at the time:',
      '',
      '| Call | Node (API or hello-world) | PostgreSQL |',
      '| --- | ---: | ---: |',
      `| hello-world Fastify | ${helloRun.apiCpuMs} ms | — |`,
      `| getUserBalance | ${balanceRun.apiCpuMs} ms | ${balanceRun.pgCpuMs} ms |`,
      `| convertMoney central → venue | ${transferRun.apiCpuMs} ms | ${transferRun.pgCpuMs} ms |`,
      `| in-house baccarat round | ${baccaratRun.apiCpuMs} ms | ${baccaratRun.pgCpuMs} ms |`,
      `| in-house roulette spin | ${rouletteRun.apiCpuMs} ms | ${rouletteRun.pgCpuMs} ms |`,
      ...(pushCost
        ? [
            `| pushed balance (notification in, balance re-read, event out; ${pushCost.received} streams) | ${pushCost.apiCpuMs} ms | ${pushCost.pgCpuMs} ms |`,
          ]
        : []),
      `| pgbench -S transaction | — | ${selectOnly.pgCpuMs} ms |`,
      `| pgbench TPC-B transaction | — | ${tpcb.pgCpuMs} ms |`,
      '',
      ...(pushCost
        ? [
            `The pushed balance: the bench sends what another API process would, NOTIFY batches naming all ${pushCost.pushes}`,
            `open streams' members; ${pushCost.received} balances arrived in ${pushCost.seconds} s. The streams' CPU at rest,`,
            `${pushCost.idleApiCpuMsPerS.join(' and ')} ms/s in the API and ${pushCost.idlePgCpuMsPerS.join(' and ')} ms/s in PostgreSQL just before and`,
            "just after (heartbeats, each stream's session re-check every 5 minutes), is taken off at its mean.",
            '',
          ]
        : []),
      `Non-2xx answers: balance ${balanceRun.non2xx}, transfers ${transferRun.non2xx}, baccarat ${baccaratRun.non2xx}, roulette ${rouletteRun.non2xx}; socket errors: ${balanceRun.errors + transferRun.errors + baccaratRun.errors + rouletteRun.errors}.`,
      `Refused rounds (HTTP 200 with code ≠ 0, e.g. insufficient funds at the venue): baccarat ${baccaratRun.refused}, roulette ${rouletteRun.refused}.`,
      `Each player moved ${HOUSE_FUND_FEN / 100} yuan to STHOUSE before the runs; the rounds' ratio is to the transfers/s above (no budget set).`,
      END,
    ].join('\n');
    const target = join(repoRoot, 'docs', 'performance.md');
    const doc = existsSync(target) ? readFileSync(target, 'utf8') : '';
    const next = doc.includes(START)
      ? doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
    writeFileSync(target, next);
    spawnSync(join(repoRoot, 'node_modules', '.bin', 'prettier'), ['--write', target]);
    console.log(`\n${section}\n\nWritten to docs/performance.md`);
  } finally {
    await Promise.all([
      stop(apiServer),
      stop(hello),
      ...(streamServer ? [stop(streamServer)] : []),
    ]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
