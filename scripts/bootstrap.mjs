// `npm start` and `npm test` on a machine with only Node and npm: installs the pinned pnpm locally
// (corepack cannot verify signatures here) and the workspace, then builds and serves or tests.
// The tests also need Chromium (end-to-end) and PostgreSQL (the server suite on the production
// database): installed through apt-get when missing and we are root, else a message says how.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const pnpmBin = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/** CPU seconds used so far by this process's finished children (and theirs), from /proc. */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime (fields 16 and 17), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Each step's wall time and the CPU its processes used, so a slow CI run says which step to look
 * at, and whether a step leaves a core idle (CPU well under 2 × wall on this two-core machine).
 */
function timed(name, started, cpuBefore) {
  const wall = Math.round((Date.now() - started) / 1000);
  const cpu = Math.round(childCpuSeconds() - cpuBefore);
  return `⏱ ${name}: ${wall} s (CPU ${cpu} s)`;
}

function run(command, args, options = {}) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  console.log(timed([command.split('/').pop(), ...args].join(' '), started, cpuBefore));
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const pnpmEnv = () => ({ ...process.env, PATH: `${dirname(pnpmBin)}:${process.env.PATH}` });

function pnpm(...args) {
  run(pnpmBin, args, { env: pnpmEnv() });
}

/**
 * pnpm scripts that do not depend on each other, run at the same time: each one's output is held
 * and printed whole when it ends, so the log reads as if they ran one by one. Fails after all have
 * ended if any failed.
 */
async function pnpmTogether(...scripts) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const results = await Promise.all(
    scripts.map(
      (script) =>
        new Promise((resolve) => {
          const output = [];
          const child = spawn(pnpmBin, ['run', script], { cwd: root, env: pnpmEnv() });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            process.stdout.write(Buffer.concat(output));
            console.log(`${code === 0 ? '✓' : '✗'} pnpm run ${script}`);
            resolve({ script, code });
          });
        }),
    ),
  );
  console.log(timed(`together: ${scripts.join(', ')}`, started, cpuBefore));
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) {
    console.error(`\n✗ ${failed.map((r) => `pnpm run ${r.script}`).join(', ')} failed`);
    process.exit(1);
  }
}

function ensurePnpm() {
  if (existsSync(pnpmBin)) return;
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
  run('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-audit',
    '--no-fund',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

const isRoot = process.getuid?.() === 0;
let aptUpdated = false;

/** Installs Debian packages as root; otherwise explains what to install and stops. */
function aptInstall(what, packages, hint) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`\n✗ ${what} is needed for the tests and is missing.\n  ${hint}`);
    process.exit(1);
  }
  console.log(`Installing ${what} (apt-get install ${packages.join(' ')}) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) run('apt-get', ['update', '-qq'], { env });
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', ...packages], { env });
}

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium Playwright drives (Playwright's own download does not work on this network). */
function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    console.error(`\n✗ CHROMIUM_PATH=${configured} does not exist.`);
    process.exit(1);
  }
  let found = CHROMIUM_CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    aptInstall(
      'Chromium',
      ['chromium'],
      'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
    found = CHROMIUM_CANDIDATES.find((path) => existsSync(path));
  }
  return found;
}

function postgresInstalled() {
  const base = '/usr/lib/postgresql';
  return (
    existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')))
  );
}

/** The server suite also runs on a throw-away PostgreSQL cluster (services/api/scripts). */
function ensurePostgres() {
  if (process.env.PG_BIN || postgresInstalled()) return;
  aptInstall(
    'PostgreSQL',
    ['postgresql'],
    'Install it (Debian/Ubuntu: sudo apt-get install postgresql) or set PG_BIN to its bin folder.',
  );
}

const command = process.argv[2];
ensurePnpm();
pnpm('install', '--frozen-lockfile');

if (command === 'start') {
  pnpm('run', 'build');
  // docs/decisions-api.md#production-mode: the development helpers (codes in the console,
  // /__dev/*, the seeded desk agents) exist only when asked for by name, and only on loopback.
  process.env.APP_ENV ??= 'development';
  pnpm('run', 'serve');
} else if (command === 'production') {
  // README.md#running-in-production: the same build, the API on PostgreSQL as several processes.
  pnpm('run', 'build');
  process.env.APP_ENV = 'production';
  pnpm('run', 'serve');
} else if (command === 'ops') {
  // Operator commands on a fresh machine (the first operator account before the first start).
  pnpm('--filter', '@platform/api', 'run', 'ops', ...process.argv.slice(3));
} else if (command === 'test') {
  const chromium = ensureChromium();
  ensurePostgres();
  // The dependency audit at high severity, against the dated allow-list (a few seconds;
  // docs/security.md#15-dependency-audit).
  run(process.execPath, ['scripts/audit-deps.mjs']);
  // Contract check, typecheck, lint and format (test:all's static checks), side by side: each
  // alone leaves one of the two cores idle most of the time.
  await pnpmTogether('generate:check', 'typecheck', 'lint', 'format:check');
  // Unit and server tests on the embedded database.
  pnpm('run', 'test:unit');
  // Side by side, each on its own throw-away PostgreSQL: the server suite again on PostgreSQL, the
  // production database; the scheduler under kill -9 and two processes on one PostgreSQL, with a
  // test job and with the real lottery draw (about 35 s); the money system's seeded simulation
  // with kill -9 and a PostgreSQL restart, the invariants after every step
  // (docs/crash-test.md#simulation; 2 to 3 minutes, most of it waiting on restarts, so it costs
  // the suite beside it little).
  await pnpmTogether('test:server:postgres', 'test:scheduler-crash', 'test:sim');
  // End-to-end: the composed production build and the real server in headless Chromium.
  pnpm('run', 'build');
  process.env.CHROMIUM_PATH = chromium;
  pnpm('run', 'test:e2e');
  // Version skew: the shell at HEAD with the areas a change touched at their previous release
  // (built in a temporary worktree), their typed contract, then the end-to-end smoke.
  pnpm('run', 'test:skew');
  console.log('\n✓ all tests passed');
} else {
  console.error('usage: node scripts/bootstrap.mjs start|production|test|ops <command>');
  process.exit(2);
}
