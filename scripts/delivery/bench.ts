// `pnpm bench:delivery`: how long a rollout and a rollback take to reach a player. Starts the
// composed site (the existing builds, a fresh database and deployment store, its own ports), makes
// a new support-area version from the live one, then times: the rollout command, until the manifest
// shows it, and until a device in the canary's buckets loads it on its next page load; then the
// same for `pnpm rollback`. Several rounds; writes the medians to docs/performance.md between its
// markers. A benchmark, not a test: it never fails on a number and stops what it started.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceBucket, type DiscoveryManifest } from '@platform/delivery';
import { routePath } from '@platform/routes';
import { publishEntryVariant } from '@platform/delivery/publish';
import { FolderStore } from '@platform/delivery/store';
import type { BrowserType } from '@playwright/test';
import { REPO_ROOT } from './publishApp';
import { releaseApi } from './releaseApi';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORTS = { shell: 18080, api: 13100, mirror: 18086 };
const SITE = `http://127.0.0.1:${PORTS.shell}/`;
const START = '<!-- bench:delivery start -->';
const END = '<!-- bench:delivery end -->';
const { chromium } = createRequire(join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test') as {
  chromium: BrowserType;
};

async function startSite(store: string, data: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-site.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      APP_ENV: 'test',
      DATA_DIR: data,
      DEPLOY_STORE: store,
      SHELL_PORT: String(PORTS.shell),
      API_PORT: String(PORTS.api),
      DEPLOY_MIRROR_PORT: String(PORTS.mirror),
      RELEASE_API: `http://127.0.0.1:${PORTS.api}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('Site ready') && resolve());
    child.on('exit', (code) => reject(new Error(`site exited with ${code}`)));
  });
  return child;
}

/** A new support version: the live one with a marker in its entry. */
async function variant(store: FolderStore, live: string, round: number): Promise<string> {
  const marker = `/* bench ${round} ${Date.now()} */\n`;
  const record = await publishEntryVariant(store, 'support', live, (code) => marker + code, {
    semver: '1.0.1',
    commit: 'bench',
  });
  return record.version;
}

function command(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/delivery/cli.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, RELEASE_API: `http://127.0.0.1:${PORTS.api}` },
      stdio: 'ignore',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} failed`))));
  });
}

async function manifestShows(version: string, traffic: number) {
  for (;;) {
    const manifest = (await (
      await fetch(`${SITE}web/frontend-discovery.json`)
    ).json()) as DiscoveryManifest;
    const v = manifest.microFrontends.support?.find((x) => x.metadata.version === version);
    if ((v?.deployment.traffic ?? 0) === traffic) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const store = new FolderStore(await mkdtemp(join(tmpdir(), 'bench-store-')));
  const data = await mkdtemp(join(tmpdir(), 'bench-data-'));
  const site = await startSite(store.root, data);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const api = releaseApi({ base: `http://127.0.0.1:${PORTS.api}` });
  const figures = {
    rolloutCommand: [] as number[],
    rolloutManifest: [] as number[],
    rolloutLoad: [] as number[],
    rollbackCommand: [] as number[],
    rollbackManifest: [] as number[],
    rollbackLoad: [] as number[],
  };
  try {
    let device = 'bench-0';
    for (let i = 0; deviceBucket(device, 'support') > 10; i += 1) device = `bench-${i}`;
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript((id) => localStorage.setItem('deviceId', id), device);
    const page = await context.newPage();
    /** Loads the support area's entry on a fresh page load; answers when `version`'s entry arrived. */
    const loads = async (version: string) => {
      const arrived = page.waitForRequest((r) => r.url().includes(`/deploy/support/${version}/`));
      // A new document each time (the query changes), as a player's next visit is.
      await page.goto(`${SITE}?t=${Date.now()}#${routePath('help')}`);
      await arrived;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const live = (await api.releases('support')).versions.find((v) => v.default)!.version;
      const canary = await variant(store, live, round);
      await api.sync();
      let t = performance.now();
      await command('rollout', 'support', canary, '--traffic', '10');
      figures.rolloutCommand.push(performance.now() - t);
      await manifestShows(canary, 10);
      figures.rolloutManifest.push(performance.now() - t);
      await loads(canary);
      figures.rolloutLoad.push(performance.now() - t);
      t = performance.now();
      await command('rollback', 'support');
      figures.rollbackCommand.push(performance.now() - t);
      await manifestShows(canary, 0);
      figures.rollbackManifest.push(performance.now() - t);
      await loads(live);
      figures.rollbackLoad.push(performance.now() - t);
    }
  } finally {
    await browser.close();
    site.kill('SIGTERM');
    await rm(store.root, { recursive: true, force: true });
    await rm(data, { recursive: true, force: true });
  }
  const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
  const markdown = `${START}

## Delivery (\`pnpm bench:delivery\`)

Median of ${ROUNDS} rounds on this machine (${new Date().toISOString().slice(0, 10)}): a support-area canary at 10 % and its
rollback, on the composed site with a fresh database. "Command" is the CLI run whole (Node start
included); "manifest" is until \`/web/frontend-discovery.json\` says so; "next load" is until a
device in the canary's buckets, loading a page then, fetches the version's entry.

| step     | command | manifest | next load |
| -------- | ------: | -------: | --------: |
| rollout  | ${ms(figures.rolloutCommand)} | ${ms(figures.rolloutManifest)} | ${ms(figures.rolloutLoad)} |
| rollback | ${ms(figures.rollbackCommand)} | ${ms(figures.rollbackManifest)} | ${ms(figures.rollbackLoad)} |

${END}`;
  const target = join(REPO_ROOT, 'docs', 'performance.md');
  const previous = await readFile(target, 'utf8');
  const next = previous.includes(START)
    ? previous.slice(0, previous.indexOf(START)) +
      markdown +
      previous.slice(previous.indexOf(END) + END.length)
    : `${previous.trimEnd()}\n\n${markdown}\n`;
  await writeFile(target, next);
  spawnSync(join(REPO_ROOT, 'node_modules', '.bin', 'prettier'), ['--write', target]);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
