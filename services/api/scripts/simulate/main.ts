// The money system's simulation (docs/crash-test.md#simulation): a workload planned from a seed,
// sent by concurrent clients to the real server, with faults (kill -9 of an API process, an
// immediate PostgreSQL restart, venue time-outs and double answers), and the money invariants
// checked after every step. Replay a seed:
//   pnpm sim --seed N [--steps M] [--db pglite|postgres] [--ops K] [--clients C]
// The soak (figures into docs/crash-test.md): pnpm sim:soak [--minutes N]
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/open';
import { VenueSimulator } from '../../src/core/venues';
import { OPERATOR_COMMANDS } from '../../src/ops/commands';
import { CHECKS } from './checks';
import { Prng } from './prng';
import {
  apiErrors,
  freePort,
  kill9,
  restartPostgres,
  rssMiB,
  startApi,
  stop,
  type ApiProcess,
} from './servers';
import { newStats, planStep, registerPlayer, runOp, type World } from './workload';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = join(apiDir, '..', '..');

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const soakMinutes = process.argv.includes('--soak') ? Number(flag('minutes') ?? 10) : null;
const seed = Number(flag('seed') ?? randomInt(1, 2 ** 31 - 1));
const dbKind = (flag('db') ?? 'pglite') as 'pglite' | 'postgres';
const steps = soakMinutes === null ? Number(flag('steps') ?? 6) : Infinity;
const opsPerStep = Number(flag('ops') ?? 80);
const clients = Number(flag('clients') ?? 10);
const initialPlayers = Number(flag('players') ?? 10);
const VENUE_FAULTS = 'timeout:0.05,duplicate:0.05';

const replay = `pnpm sim --seed ${seed} --db ${dbKind}${flag('steps') ? ` --steps ${flag('steps')}` : ''}${flag('ops') ? ` --ops ${opsPerStep}` : ''}`;

type Fault = 'none' | 'kill' | 'pgRestart';

interface StepResult {
  step: number;
  fault: Fault;
  ops: number;
  ms: number;
  repaired: { posted: number; voided: number; stillPending: number };
  checks: number;
  violations: string[];
}

async function main() {
  // The seed first, so a run that dies still says how to replay it.
  console.log(`simulation seed ${seed} (${dbKind}); replay: ${replay}`);
  if (dbKind === 'postgres' && !process.env.DATABASE_URL) {
    const again = spawnSync(
      'bash',
      [
        join(apiDir, 'scripts', 'with-postgres.sh'),
        process.execPath,
        ...process.execArgv,
        ...process.argv.slice(1),
        '--seed',
        String(seed),
      ],
      { stdio: 'inherit' },
    );
    process.exit(again.status ?? 1);
  }

  const prng = new Prng(seed);
  const dataDir = mkdtempSync(join(tmpdir(), 'sim-pglite-'));
  const dbEnv: Record<string, string> =
    dbKind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL! } : { DATA_DIR: dataDir };
  const env = { ...dbEnv, VENUE_FAULTS };
  const ports = dbKind === 'postgres' ? [await freePort(), await freePort()] : [await freePort()];
  const servers: ApiProcess[] = [];
  // One at a time: the first migrates, the second finds the schema ready.
  for (const port of ports) servers.push(await startApi(apiDir, port, env));
  const restarts: number[] = [];

  let faultDepth = 0;
  const world: World = {
    seed,
    players: [],
    issued: new Map(),
    stats: newStats(),
    ports,
    inFault: () => faultDepth > 0,
    registered: 0,
  };

  let pgData: string | null = null;
  if (dbKind === 'postgres') {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir });
    const { rows } = await db.query<{ data_directory: string }>('SHOW data_directory');
    pgData = rows[0]!.data_directory;
    await db.close();
  }

  const memory: { at: number; rss: number[] }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    memory.push({
      at: Math.round((Date.now() - started) / 1000),
      rss: servers.map((s) => rssMiB(s.child.pid) ?? 0),
    });
  }, 5_000);
  sampler.unref();

  const results: StepResult[] = [];
  const faultsInjected: Record<string, number> = { kill: 0, pgRestart: 0 };
  let checksRun = 0;
  let checksPassed = 0;
  let failed = false;
  const reported = new Set<string>();

  const client0 = { port: ports[0]! };
  for (let i = 0; i < initialPlayers; i++) {
    const player = await registerPlayer(world, client0, world.registered++);
    if (player) world.players.push(player);
  }
  console.log(`${world.players.length} players registered`);

  const deadline = soakMinutes === null ? Infinity : started + soakMinutes * 60_000;
  try {
    for (let step = 1; step <= steps && Date.now() < deadline; step++) {
      const ops = planStep(prng, world, opsPerStep, step);
      // Both fault kinds early (a short run still meets each), then as the seed says.
      const fault: Fault =
        step === 1
          ? 'kill'
          : step === 2 && dbKind === 'postgres'
            ? 'pgRestart'
            : prng.weighted<Fault>({ none: 2, kill: 2, pgRestart: dbKind === 'postgres' ? 1 : 0 });
      const faultAt = prng.int(Math.floor(ops.length * 0.2), Math.floor(ops.length * 0.8));
      const victim = prng.int(0, servers.length);
      const stepStart = Date.now();

      let faultDone: Promise<void> = Promise.resolve();
      const injectFault = async () => {
        faultDepth++;
        try {
          if (fault === 'kill') {
            faultsInjected.kill!++;
            const target = servers[victim]!;
            await kill9(target);
            const again = await startApi(apiDir, target.port, env);
            servers[victim] = again;
            restarts.push(again.startMs);
          } else if (fault === 'pgRestart') {
            faultsInjected.pgRestart!++;
            restartPostgres(pgData!);
          }
          await new Promise((r) => setTimeout(r, 1_000));
        } finally {
          faultDepth--;
        }
      };

      let next = 0;
      const worker = async (index: number) => {
        const client = { port: ports[index % ports.length]! };
        while (next < ops.length) {
          const op = ops[next++]!;
          if (op.n % 10_000 === faultAt && fault !== 'none') faultDone = injectFault();
          await runOp(world, client, op);
        }
      };
      await Promise.all(Array.from({ length: clients }, (_, i) => worker(i)));
      await faultDone;

      // Recovery and checks with the servers down: the terminal's repair, the bet feeds pulled,
      // then every invariant on the books as they are.
      for (const server of servers) await stop(server);
      const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir });
      const venues = new VenueSimulator(db);
      const ctx = { db, now: new Date(), venues, log: quietLog, door: 'ops' as const };
      const { result: repaired } = (await OPERATOR_COMMANDS['venue:repair'].run(ctx, {})) as {
        result: StepResult['repaired'];
      };
      await OPERATOR_COMMANDS['bets:pull'].run(ctx, {});
      const violations: string[] = [];
      for (const check of CHECKS) {
        // What a check found at an earlier step is not found again (the soak goes on past it).
        const found = (await check.run({ db, venues, world }))
          .map((v) => `${check.name}: ${v}`)
          .filter((v) => !reported.has(v));
        checksRun++;
        if (found.length === 0) checksPassed++;
        for (const v of found) reported.add(v);
        violations.push(...found.slice(0, 20));
      }
      await db.close();
      const result: StepResult = {
        step,
        fault,
        ops: ops.length,
        ms: Date.now() - stepStart,
        repaired,
        checks: CHECKS.length,
        violations,
      };
      results.push(result);
      console.log(
        `step ${step}: ${fault}, ${ops.length} ops in ${result.ms} ms, repaired ${JSON.stringify(repaired)}, ` +
          (violations.length
            ? `${violations.length} VIOLATION(S)`
            : `${CHECKS.length} checks passed`),
      );
      if (violations.length) {
        failed = true;
        for (const v of violations) console.error(`  ${v}`);
        // A short run stops at the first violation; the soak records it and goes on.
        if (soakMinutes === null) break;
      }
      for (let i = 0; i < servers.length; i++) {
        servers[i] = await startApi(apiDir, ports[i]!, env);
        restarts.push(servers[i]!.startMs);
      }
    }
  } finally {
    clearInterval(sampler);
    for (const server of servers) await kill9(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
  }

  const summary = summarise(
    world,
    results,
    faultsInjected,
    checksRun,
    checksPassed,
    memory,
    restarts,
    soakMinutes ?? 0,
  );
  console.log(summary.text);
  if (apiErrors.length) {
    const file = join(tmpdir(), `sim-${seed}-api-errors.log`);
    writeFileSync(file, apiErrors.join('\n'));
    console.log(
      `API error lines: ${apiErrors.length} (in ${file}); first: ${apiErrors[0]!.slice(0, 300)}`,
    );
  }
  if (soakMinutes !== null) writeSoakSection(summary.markdown);
  if (failed) {
    console.error(`simulation FAILED: seed ${seed}; replay: ${replay}`);
    process.exit(1);
  }
  console.log(`simulation passed (seed ${seed})`);
  process.exit(0);
}

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summarise(
  world: World,
  results: StepResult[],
  faults: Record<string, number>,
  checksRun: number,
  checksPassed: number,
  memory: { at: number; rss: number[] }[],
  restarts: number[],
  minutes: number,
) {
  const { stats } = world;
  const kinds = Object.keys(stats.ops).sort();
  const labels = Object.keys(stats.latencies).sort();
  const lines: string[] = [];
  lines.push(`operations by kind: ${kinds.map((k) => `${k} ${stats.ops[k]}`).join(', ')}`);
  for (const label of labels) {
    const sorted = [...stats.latencies[label]!].sort((a, b) => a - b);
    const refused = Object.entries(stats.refused[label] ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([m, n]) => `${m} ×${n}`)
      .join('; ');
    lines.push(
      `  ${label}: ${sorted.length} answers, ${stats.ok[label] ?? 0} ok, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms${refused ? `; refused: ${refused}` : ''}`,
    );
  }
  const repaired = results.reduce(
    (sum, r) => ({
      posted: sum.posted + r.repaired.posted,
      voided: sum.voided + r.repaired.voided,
    }),
    { posted: 0, voided: 0 },
  );
  lines.push(
    `faults: kill -9 ${faults.kill}, PostgreSQL restart ${faults.pgRestart}; answers lost ${stats.lostAnswers}, 5xx during a fault ${stats.serverErrorsInFault}, 5xx outside ${stats.serverErrors.length}; repair completed ${repaired.posted} posted, ${repaired.voided} voided`,
  );
  lines.push(
    `invariant checks: ${checksPassed} of ${checksRun} passed over ${results.length} steps`,
  );
  const peak = memory.reduce((m, s) => Math.max(m, ...s.rss), 0);
  lines.push(
    `API RSS peak ${peak} MiB; restarts ${restarts.length} (median ${percentile(
      [...restarts].sort((a, b) => a - b),
      50,
    )} ms)`,
  );

  const table = (header: string[], rows: (string | number)[][]) => [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
  const everyMinute = memory.filter((_, i) => i % 12 === 0 || i === memory.length - 1);
  const markdown = [
    '## Simulation',
    '',
    `Measured by \`pnpm sim:soak --minutes ${minutes}\` (services/api/scripts/simulate) on ${new Date().toISOString().slice(0, 10)}, seed ${world.seed}, ${dbKind === 'postgres' ? 'two API processes on one PostgreSQL cluster' : 'one API process on the embedded database'}: ${clients} concurrent clients,`,
    `${opsPerStep} operations a step planned from the seed (a replay sends the same requests; how they interleave is not`,
    'determined, and no check depends on it), venue faults `VENUE_FAULTS=' +
      VENUE_FAULTS +
      '`, and a fault',
    'per step as the seed draws it. After each step the servers stop, `venue:repair` and `bets:pull` run, and',
    'every invariant of services/api/scripts/simulate/checks.ts is checked: the ledger (checkLedger), the',
    "venues' books against ours with nothing pending, one effect per answered key (and the ledger's keys",
    'unique), a retried key answering the first result, no 5xx outside a fault, no API process ending by',
    'itself, the audit chain verifying (core/audit).',
    '`pnpm test:sim` runs a short one in CI (embedded database, then PostgreSQL); a failure prints the seed',
    'and `pnpm sim --seed N` replays it.',
    '',
    ...table(
      ['Operation', 'Answers', 'OK', 'p50', 'p99', 'Refused (top reasons)'],
      labels.map((label) => {
        const sorted = [...stats.latencies[label]!].sort((a, b) => a - b);
        const refused = Object.entries(stats.refused[label] ?? {})
          .sort((a, b) => b[1] - a[1])
          .slice(0, 2)
          .map(([m, n]) => `${m} ×${n}`)
          .join('; ');
        return [
          label,
          sorted.length,
          stats.ok[label] ?? 0,
          `${percentile(sorted, 50).toFixed(0)} ms`,
          `${percentile(sorted, 99).toFixed(0)} ms`,
          refused || '–',
        ];
      }),
    ),
    '',
    `Operations planned by kind: ${kinds.map((k) => `${k} ${stats.ops[k]}`).join(', ')}.`,
    '',
    `Faults injected: kill -9 of an API process ${faults.kill}, PostgreSQL \`restart -m immediate\` ${faults.pgRestart}, plus the venue's`,
    `time-outs and double answers at the rates above; answers lost in flight ${stats.lostAnswers} (each retried with its key),`,
    `5xx during a fault ${stats.serverErrorsInFault}, outside one ${stats.serverErrors.length}; the repair completed ${repaired.posted} transfers as posted and`,
    `${repaired.voided} as voided; ${restarts.length} API starts, median ${percentile(
      [...restarts].sort((a, b) => a - b),
      50,
    )} ms.`,
    '',
    `Invariant checks: ${checksPassed} of ${checksRun} passed over ${results.length} steps.`,
    '',
    ...results.flatMap((r) => r.violations.map((v) => `- Step ${r.step} (${r.fault}): ${v}`)),
    ...(results.some((r) => r.violations.length) ? [''] : []),
    'The API processes stop for the checks after every step and start again (a killed one at once),',
    'so the memory below is that of processes up to a step old; "stopped" is a sample between steps.',
    '',
    ...table(
      ['Minute', ...world.ports.map((_, i) => `API ${i + 1} RSS`)],
      everyMinute.map((m) => [
        (m.at / 60).toFixed(1),
        ...m.rss.map((r) => (r ? `${r} MiB` : 'stopped')),
      ]),
    ),
    '',
  ].join('\n');
  return { text: lines.join('\n'), markdown };
}

function writeSoakSection(markdown: string) {
  const target = join(repoRoot, 'docs', 'crash-test.md');
  const current = readFileSync(target, 'utf8');
  const head = current.split('\n## Simulation\n')[0]!.trimEnd();
  writeFileSync(target, `${head}\n\n${markdown}`);
  spawnSync(join(repoRoot, 'node_modules', '.bin', 'prettier'), ['--write', target]);
}

main().catch((error: unknown) => {
  console.error(error);
  console.error(`simulation FAILED: seed ${seed}; replay: ${replay}`);
  process.exit(1);
});
