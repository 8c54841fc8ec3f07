// `pnpm bench:api`: the platform API against its references, in one run on one PostgreSQL
// (run through scripts/with-postgres.sh, which provides DATABASE_URL):
//   - getUserBalance requests/s vs a hello-world Fastify route (autocannon, loopback),
//   - central → venue transfers/s vs pgbench TPC-B transactions/s on the same PostgreSQL,
//   - in-house baccarat and roulette rounds/s, compared with the transfers/s.
// Budget: getUserBalance and transfers each at least 0.5× its reference (the rounds have none).
// Writes its section of docs/performance.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '..', '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PLAYERS = 50;
/** Central credit per player, and the part of it moved to the in-house venue before the rounds. */
const CREDIT_FEN = 1_000_000_000;
const HOUSE_FUND_FEN = 100_000_000;
/** One round's stake: a run of ~1,000 rounds/s loses far less than HOUSE_FUND_FEN per player. */
const ROUND_STAKE_FEN = 100;
const START = '<!-- bench:api start -->';
const END = '<!-- bench:api end -->';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: run through services/api/scripts/with-postgres.sh');
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => pattern.test(String(chunk)) && resolve());
    child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

async function startApi(port: number, appEnv: 'test' | 'production'): Promise<ChildProcess> {
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the measured API (open it in Chrome DevTools).
  const profile =
    appEnv === 'production' && process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      APP_ENV: appEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      // BENCH_LOG_LEVEL=error shows what went wrong behind a non-2xx answer.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      RATE_LIMIT_REGISTER: '100000',
      RATE_LIMIT_CODE_PER_IP: '100000',
      RATE_LIMIT_CODE_PER_TARGET: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(child, /API ready/);
  if (process.env.BENCH_LOG_LEVEL) child.stdout!.pipe(process.stderr);
  return child;
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
  await waitForLine(child, /hello ready/);
  return child;
}

async function registerPlayers(port: number): Promise<string[]> {
  const base = `http://127.0.0.1:${port}`;
  const json = async (path: string, init?: RequestInit) =>
    (await (await fetch(`${base}${path}`, init)).json()) as Record<string, unknown>;
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const username = `bench${String(i).padStart(4, '0')}`;
    const mobile = `136${String(10_000_000 + i)}`;
    await json('/web/guest/user/getPhoneCodeByRegister', form({ mobile }));
    const { messages } = (await json(`/__dev/outbox?target=${mobile}`)) as {
      messages: { code: string }[];
    };
    const { captchaKey } = (await json('/web/guest/user/getCaptcha')) as { captchaKey: string };
    const { answer } = (await json(`/__dev/captcha/${captchaKey}`)) as { answer: string };
    const registered = await json(
      '/web/guest/user/register',
      form({
        username,
        password: 'bench1234',
        confirmPassword: 'bench1234',
        mobile,
        smsCode: messages[0]!.code,
        agreement: 'true',
        captchaKey,
        captchaCode: answer,
      }),
    );
    await json('/__dev/credit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, amount: CREDIT_FEN }),
    });
    const token = registered.token as string;
    // The in-house rounds play on the STHOUSE venue wallet: fund it with a transfer.
    const funded = await json('/web/apiCode/convertMoney', {
      ...form({
        platCode: 'STHOUSE',
        direction: 'toVenue',
        amount: String(HOUSE_FUND_FEN),
        idempotencyKey: `bench-fund-${randomUUID()}`,
      }),
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (funded.code !== 0) throw new Error(`funding STHOUSE failed: ${JSON.stringify(funded)}`);
    tokens.push(token);
  }
  return tokens;
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

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
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

function pgbench(): { tps: number; pgCpuMs: number } {
  const url = new URL(databaseUrl!);
  const bin = existsSync(`${process.env.PG_BIN}/pgbench`)
    ? `${process.env.PG_BIN}/pgbench`
    : 'pgbench';
  const conn = ['-h', url.hostname, '-p', url.port, '-U', url.username, url.pathname.slice(1)];
  const init = spawnSync(bin, ['-i', '-q', '-s', '10', ...conn], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const pgBefore = cpuMsOf(postgresPids());
  const run = spawnSync(bin, ['-c', '16', '-j', '2', '-T', String(DURATION_S * 2), ...conn], {
    encoding: 'utf8',
  });
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  if (!tps) throw new Error(`pgbench gave no tps: ${run.stdout} ${run.stderr}`);
  const done = /transactions actually processed: (\d+)/.exec(run.stdout);
  const pgCpuMs = (cpuMsOf(postgresPids()) - pgBefore) / Math.max(Number(done?.[1] ?? 0), 1);
  return { tps: Math.round(Number(tps[1])), pgCpuMs: Math.round(pgCpuMs * 1000) / 1000 };
}

async function main() {
  const [apiPort, helloPort] = [await freePort(), await freePort()];
  // Players are made through the development routes (captcha answers, the SMS outbox); the
  // measurements run against the production configuration, as deployed.
  const setup = await startApi(apiPort, 'test');
  const tokens = await registerPlayers(apiPort).finally(() => setup.kill('SIGTERM'));
  await once(setup, 'exit');
  const apiServer = await startApi(apiPort, 'production');
  const hello = await startHello(helloPort);
  try {
    console.log(`${PLAYERS} players ready; ${DURATION_S} s per run, ${CONNECTIONS} connections`);

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
    console.log('in-house roulette round', rouletteRun);
    const reference = pgbench();
    console.log('pgbench TPC-B', reference);

    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const within = (r: number) => (r >= 0.5 ? 'within' : '**over**');
    const balanceRatio = ratio(balanceRun.rps, helloRun.rps);
    const transferRatio = ratio(transferRun.rps, reference.tps);
    const roundRow = (name: string, run: typeof baccaratRun) =>
      `| ${name} | ${run.rps} rounds/s (p99 ${run.p99} ms) | convertMoney ${transferRun.rps} transfers/s | ${ratio(run.rps, transferRun.rps)}× | no budget |`;
    const section = [
      START,
      '## Platform API (`pnpm bench:api`)',
      '',
      `Measured on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, loopback, the API in its production`,
      'configuration (APP_ENV=production) on one',
      `throw-away PostgreSQL 15 (fsync off) for the API and pgbench; autocannon ${CONNECTIONS}`,
      `connections for ${DURATION_S} s per run; ${PLAYERS} players. The load generator shares the cores.`,
      '',
      '| What | Measured | Reference | Ratio | Budget ≥ 0.5× |',
      '| --- | ---: | ---: | ---: | --- |',
      `| getUserBalance (token check + balance query) | ${balanceRun.rps} req/s (p99 ${balanceRun.p99} ms) | hello-world Fastify ${helloRun.rps} req/s | ${balanceRatio}× | ${within(balanceRatio)} |`,
      `| convertMoney central → venue (two-phase, venue simulator) | ${transferRun.rps} transfers/s (p99 ${transferRun.p99} ms) | pgbench TPC-B ${reference.tps} tps (scale 10, 16 clients) | ${transferRatio}× | ${within(transferRatio)} |`,
      roundRow(
        `in-house baccarat round (${ROUND_STAKE_FEN / 100} yuan on banker, STHOUSE wallet, bet feed pulled)`,
        baccaratRun,
      ),
      roundRow(
        `in-house roulette spin (${ROUND_STAKE_FEN / 100} yuan on red, STHOUSE wallet, bet feed pulled)`,
        rouletteRun,
      ),
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
      `| pgbench TPC-B transaction | — | ${reference.pgCpuMs} ms |`,
      '',
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
    apiServer.kill('SIGTERM');
    hello.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
