// `npm start` and `npm test` on a machine with only Node and npm: installs the pinned pnpm locally
// (corepack cannot verify signatures here) and the workspace, then builds and serves or tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const pnpmBin = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

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

const command = process.argv[2];
ensurePnpm();
pnpm('install', '--frozen-lockfile');

if (command === 'start') {
  pnpm('run', 'build');
  pnpm('run', 'serve');
} else if (command === 'test') {
  pnpm('run', 'test:all');
  pnpm('run', 'build');
  console.log('\n✓ all tests passed');
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
