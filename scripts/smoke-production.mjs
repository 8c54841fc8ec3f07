// Proves the README's production command (README.md#running-in-production) as a new operator would
// run it on a fresh clone: the first operator account by command, then `npm run start:production`
// on the PostgreSQL of DATABASE_URL (`.ci/run` runs it under services/api/scripts/with-postgres.sh).
// Checks that the site and its API answer, that the API runs as several processes, that nothing
// development-only answers and that the operator surfaces are on their own port only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkHomeAndApi, smokeSite } from './smoke/siteRun.mjs';

const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.DATABASE_URL) {
  console.error('✗ smoke-production: DATABASE_URL is not set (run it under with-postgres.sh)');
  process.exit(2);
}
const API = 'http://127.0.0.1:3100';
const OPS = 'http://127.0.0.1:3101';
// The keys of personal data as an operator keeps them: files only the service user reads.
const keyFolder = mkdtempSync(join(tmpdir(), 'smoke-keys-'));
writeFileSync(join(keyFolder, 'data-keys'), `k1:${randomBytes(32).toString('base64')}\n`, {
  mode: 0o600,
});
writeFileSync(join(keyFolder, 'blind-index-key'), `${randomBytes(32).toString('base64')}\n`, {
  mode: 0o600,
});
const env = {
  ...process.env,
  RELEASE_TOKEN: randomBytes(32).toString('base64url'),
  HEALTH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
  DATA_KEYS_FILE: join(keyFolder, 'data-keys'),
  BLIND_INDEX_KEY_FILE: join(keyFolder, 'blind-index-key'),
  LOG_LEVEL: 'warn',
};
delete env.APP_ENV;

const agent = spawnSync(
  'npm',
  [
    'run',
    '--silent',
    'ops',
    '--',
    'support:agent-add',
    '--name',
    'Operator',
    '--group',
    'online',
    '--password-stdin',
  ],
  {
    cwd: root,
    env,
    input: `${randomBytes(18).toString('base64url')}\n`,
    stdio: ['pipe', 'inherit', 'inherit'],
  },
);
if (agent.status !== 0) {
  console.error(`✗ smoke-production: support:agent-add exited ${agent.status}`);
  process.exit(1);
}

async function status(url) {
  return (await fetch(url)).status;
}

async function check(site, output) {
  const home = await checkHomeAndApi(site);
  const policy = home.headers.get('content-security-policy') ?? '';
  if (!/frame-ancestors 'none'/.test(policy) || /script-src[^;]*'unsafe-inline'/.test(policy))
    throw new Error(`the home page's CSP is not the site's: "${policy}"`);
  if (!/API ready on .*: 2 processes/.test(output))
    throw new Error('the API did not say it runs as 2 processes');
  const expectations = [
    [new URL('__dev/outbox?target=1', site).href, 404],
    [new URL('ops/support', site).href, 404],
    [`${API}/__dev/outbox?target=1`, 404],
    [`${API}/ops/support`, 404],
    [`${API}/ops/releases/shell`, 404],
  ];
  for (const [url, expected] of expectations) {
    const got = await status(url);
    if (got !== expected) throw new Error(`${url} answered ${got}, not ${expected}`);
  }
  const desk = await status(`${OPS}/ops/support`);
  if (desk === 404 || desk >= 500) throw new Error(`the operator port's desk answered ${desk}`);
  const releases = await fetch(`${OPS}/ops/releases/shell`, {
    headers: { authorization: `Bearer ${env.RELEASE_TOKEN}` },
  });
  if (!releases.ok) throw new Error(`the operator port's release API answered ${releases.status}`);
}

const ok = await smokeSite({
  name: 'npm run start:production',
  cwd: root,
  args: ['run', 'start:production'],
  env,
  check,
});
process.exitCode = ok ? 0 : 1;
