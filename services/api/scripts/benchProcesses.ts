// What the benchmark scripts (`pnpm bench:api`, `pnpm profile:transfer`) share: free ports, the
// API in a given configuration with the guarantee that every server ends with the script, and
// players registered and credited through the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export { freePort } from './freePort';

/** Every server the script starts: all are ended when it ends, whether it succeeded or not. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** Counts `child` among the servers ended with the script. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  return child;
}

/** Asks a server to stop, and kills it if it has not within 10 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

export function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => pattern.test(String(chunk)) && resolve());
    child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

/**
 * The API (src/main.ts) on DATABASE_URL, listening on 127.0.0.1:`port`: `test` for the setup (its
 * development routes), `production` for what is measured. Rate limits are lifted so that the
 * setup can register many players from one address.
 */
/**
 * The keys of personal data for this run (docs/decisions-api.md#personal-data-at-rest): random,
 * and the same for the setup's test-mode API and the measured production one on its database.
 */
const DATA_KEYS = `bench:${randomBytes(32).toString('base64')}`;
const BLIND_INDEX_KEY = randomBytes(32).toString('base64');

export async function startApi(port: number, appEnv: 'test' | 'production'): Promise<ChildProcess> {
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the measured API (open it in Chrome DevTools).
  const profile =
    appEnv === 'production' && process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [];
  // Through bash, to raise the API's soft limit on open files to the hard one (its streams).
  const node = [process.execPath, ...profile, '--import', 'tsx', 'src/main.ts'];
  const child = spawn('bash', ['-c', 'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"', ...node], {
    cwd: apiDir,
    env: {
      ...process.env,
      APP_ENV: appEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      // What production refuses to start without (its desk agents are the setup's seeded ones).
      OPS_PORT: String(port + 1),
      RELEASE_TOKEN: randomBytes(32).toString('base64url'),
      HEALTH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      DATA_KEYS,
      BLIND_INDEX_KEY,
      // BENCH_LOG_LEVEL=error shows what went wrong behind a non-2xx answer.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      RATE_LIMIT_REGISTER: '100000',
      RATE_LIMIT_CODE_PER_IP: '100000',
      RATE_LIMIT_CODE_PER_TARGET: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  await waitForLine(child, /API ready/);
  if (process.env.BENCH_LOG_LEVEL) child.stdout!.pipe(process.stderr);
  return child;
}

/** A form POST body as the app sends it. */
export function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** GET or POST `path` on the API at `base`, answering its JSON body. */
export async function apiJson(
  base: string,
  path: string,
  init?: RequestInit,
): Promise<Record<string, unknown>> {
  return (await (await fetch(`${base}${path}`, init)).json()) as Record<string, unknown>;
}

/**
 * Registers a player through the API in its `test` configuration (the SMS code and the captcha
 * read back through the development routes) and credits `creditFen` to their central wallet;
 * answers their token.
 */
export async function registerCreditedPlayer(
  base: string,
  player: { username: string; mobile: string; password: string; creditFen: number },
): Promise<string> {
  const { username, mobile, password } = player;
  await apiJson(base, '/web/guest/user/getPhoneCodeByRegister', formPost({ mobile }));
  const { messages } = (await apiJson(base, `/__dev/outbox?target=${mobile}`)) as {
    messages: { code: string }[];
  };
  const { captchaKey } = (await apiJson(base, '/web/guest/user/getCaptcha')) as {
    captchaKey: string;
  };
  const { answer } = (await apiJson(base, `/__dev/captcha/${captchaKey}`)) as { answer: string };
  const registered = await apiJson(
    base,
    '/web/guest/user/register',
    formPost({
      username,
      password,
      confirmPassword: password,
      mobile,
      smsCode: messages[0]!.code,
      agreement: 'true',
      captchaKey,
      captchaCode: answer,
    }),
  );
  if (typeof registered.token !== 'string')
    throw new Error(`registering ${username} failed: ${JSON.stringify(registered)}`);
  const credited = await apiJson(base, '/__dev/credit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, amount: player.creditFen }),
  });
  if (credited.code !== 0) throw new Error(`crediting failed: ${JSON.stringify(credited)}`);
  return registered.token;
}
