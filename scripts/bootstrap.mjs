// `npm start` and `npm test` on a machine with only Node and npm: installs the pinned pnpm locally
// (corepack cannot verify signatures here), the workspace, and for tests Chromium and PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const pnpmBin = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function pnpm(...args) {
  run(pnpmBin, args, { env: { ...process.env, PATH: `${dirname(pnpmBin)}:${process.env.PATH}` } });
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

let aptUpdated = false;
function aptInstall(pkg) {
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '-qq', pkg], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (!isRoot) {
    console.error(
      'Chromium is needed for the end-to-end tests: run `sudo apt-get install -y chromium` (Debian) and try again.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium (apt-get) …');
  aptInstall('chromium');
}

function ensurePostgres() {
  if (existsSync('/usr/lib/postgresql')) return true;
  if (!isRoot) {
    console.warn(
      'PostgreSQL is not installed: the server suite runs on PGlite only (install `postgresql` to run it on PostgreSQL too).',
    );
    return false;
  }
  console.log('Installing PostgreSQL (apt-get) …');
  aptInstall('postgresql');
  return true;
}

const command = process.argv[2];
ensurePnpm();
pnpm('install', '--frozen-lockfile');

if (command === 'start') {
  pnpm('run', 'build');
  pnpm('run', 'serve');
} else if (command === 'test') {
  ensureChromium();
  const withPostgres = ensurePostgres();
  pnpm('run', 'test:all');
  if (withPostgres) pnpm('run', 'test:server:postgres');
  pnpm('run', 'build');
  pnpm('run', 'test:e2e');
  console.log('\n✓ all tests passed');
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
