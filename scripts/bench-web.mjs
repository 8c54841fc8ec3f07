// `pnpm bench:web`: builds every app (timed), starts the API on a new embedded database (start
// time, resident memory), serves the composed build, and measures in headless Chromium what a
// phone downloads: the home route's initial JavaScript and each area's first-route JavaScript,
// gzip, everything included, and the home page's JS heap. Prints the figures and writes them to
// docs/performance.md (keeping the notes under its marker). A benchmark, not a test: it never fails
// on a number. Runs with tsx to read the route table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { API_PORT, APP_PORTS } from '@platform/build-config/ports';
import { APPS, AREAS, TABS, routesOf } from '@platform/routes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');

const HOST = '127.0.0.1';
const API = `http://${HOST}:${API_PORT}`;
const SITE = `http://${HOST}:${APP_PORTS.shell}/`;
const BUDGET = { homeKb: 150, areaKb: 40 };
const RUNS = 3;

/** Each area's entry, from the route table: its bottom tab, else its first route. */
const AREA_FIRST_ROUTE = Object.fromEntries(
  AREAS.map((area) => {
    const owned = routesOf(area).map((r) => r.path);
    return [area, TABS.map((tab) => tab.path).find((path) => owned.includes(path)) ?? owned[0]];
  }),
);
const NOTES_MARKER = '<!-- Notes below this line are kept by the benchmark. -->';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function buildTimes() {
  const times = {};
  for (const app of APPS) {
    const started = performance.now();
    const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], {
      cwd: join(root, 'apps', app),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error(`build of ${app} failed`);
    times[app] = Math.round(performance.now() - started);
    console.log(`  built ${app} in ${times[app]} ms`);
  }
  return times;
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

/** Starts the API on DATA_DIR; resolves when it says it is ready, with the start time it printed. */
function startApi(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'services', 'api'),
    env: {
      ...process.env,
      HOST,
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /API ready .* \(started in (\d+) ms\)/.exec(String(chunk));
      if (match) resolve({ child, startMs: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startSite() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts', 'serve-site.mjs')],
    {
      cwd: root,
      env: { ...process.env, SITE_NO_API: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Site ready') && resolve());
    child.on('exit', (code) => reject(new Error(`site exited with ${code}`)));
  });
  return child;
}

async function json(path, init) {
  const response = await fetch(`${API}${path}`, init);
  return response.json();
}

const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A member to open the areas' member routes with (captcha and SMS code from the dev routes). */
async function registerMember() {
  const mobile = `138${String(Date.now()).slice(-8)}`;
  const username = `bench${String(Date.now()).slice(-6)}`;
  const { captchaKey } = await json('/web/guest/user/getCaptcha');
  const { answer } = await json(`/__dev/captcha/${captchaKey}`);
  await json('/web/guest/user/getPhoneCodeByRegister', form({ mobile }));
  const { messages } = await json(`/__dev/outbox?target=${mobile}`);
  const registered = await json(
    '/web/guest/user/register',
    form({
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobile,
      smsCode: messages[0].code,
      agreement: 'true',
      captchaKey,
      captchaCode: answer,
    }),
  );
  if (registered.code !== 0) throw new Error(`register failed: ${registered.msg}`);
  return registered.token;
}

/** Records every script the page downloads, with its gzip size (zlib default level, as served). */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // A script aborted by navigation has no body; it was not part of the page.
    }
  });
  return scripts;
}

const total = (scripts, key) => [...scripts.values()].reduce((sum, s) => sum + s[key], 0);

async function measurePages(browser, token) {
  const home = [];
  const heaps = [];
  let homeFiles = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(SITE, { waitUntil: 'networkidle' });
    await page.getByTestId('home').waitFor();
    home.push({ gzip: total(scripts, 'gzip'), raw: total(scripts, 'raw'), files: scripts.size });
    homeFiles = [...scripts.entries()]
      .map(([url, s]) => ({ file: new URL(url).pathname, port: new URL(url).port, ...s }))
      .sort((a, b) => b.gzip - a.gzip);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    heaps.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
    await context.close();
  }

  const areas = {};
  for (const [area, route] of Object.entries(AREA_FIRST_ROUTE)) {
    const sizes = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      await page.goto(SITE, { waitUntil: 'networkidle' });
      const scripts = recordScripts(page);
      await page.evaluate((path) => (location.hash = `#${path}`), route);
      await page.waitForLoadState('networkidle');
      await page.getByTestId(`area-page-${area}`).waitFor();
      sizes.push({ gzip: total(scripts, 'gzip'), raw: total(scripts, 'raw'), files: scripts.size });
      await context.close();
    }
    areas[area] = { route, ...sizes.sort((a, b) => a.gzip - b.gzip)[Math.floor(RUNS / 2)] };
  }
  return {
    home: home.sort((a, b) => a.gzip - b.gzip)[Math.floor(RUNS / 2)],
    homeFiles,
    heapBytes: median(heaps),
    areas,
  };
}

function report({ builds, api, pages }) {
  const ok = (value, budget) => (value <= budget ? 'within' : '**over**');
  const homeKb = kb(pages.home.gzip);
  const lines = [
    '# Performance',
    '',
    `Measured by \`pnpm bench:web\` (scripts/bench-web.mjs) on ${new Date().toISOString().slice(0, 10)}:`,
    `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, headless Debian Chromium.`,
    `Page figures are the median of ${RUNS} cold loads (new browser context each); sizes are`,
    'what the browser downloaded, gzip-compressed at zlib level 6.',
    '',
    '## Budgets',
    '',
    '| What | Measured (gzip) | Raw | Files | Budget | |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| Home route, initial JS (everything included) | ${homeKb} KB | ${kb(pages.home.raw)} KB | ${pages.home.files} | ${BUDGET.homeKb} KB | ${ok(homeKb, BUDGET.homeKb)} |`,
    ...Object.entries(pages.areas).map(
      ([area, a]) =>
        `| ${area}: first route \`${a.route}\` after home | ${kb(a.gzip)} KB | ${kb(a.raw)} KB | ${a.files} | ${BUDGET.areaKb} KB | ${ok(kb(a.gzip), BUDGET.areaKb)} |`,
    ),
    '',
    '## Home route: the scripts it downloads',
    '',
    '| Script | Port | gzip | raw |',
    '| --- | ---: | ---: | ---: |',
    ...pages.homeFiles.map(
      (f) => `| \`${f.file}\` | ${f.port} | ${kb(f.gzip)} KB | ${kb(f.raw)} KB |`,
    ),
    '',
    '## Builds, server, memory',
    '',
    '| What | Measured |',
    '| --- | ---: |',
    ...Object.entries(builds).map(
      ([app, ms]) => `| Build ${app} (rsbuild, production) | ${ms} ms |`,
    ),
    `| API start, new embedded database (migrations + seeds) | ${api.freshStartMs} ms |`,
    `| API start, reopening the database | ${api.reopenStartMs} ms |`,
    `| API resident memory after start | ${Math.round(api.rssAfterStartKb / 1024)} MB |`,
    `| API resident memory after the page runs | ${Math.round(api.rssAfterPagesKb / 1024)} MB |`,
    `| Home page JS heap in Chromium (after GC) | ${Math.round((pages.heapBytes / 2 ** 20) * 10) / 10} MB |`,
    '',
  ];
  return lines.join('\n');
}

async function main() {
  console.log('Building every app …');
  const builds = buildTimes();

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  let site;
  let api;
  let browser;
  try {
    console.log('Starting the API on a new embedded database …');
    const fresh = await startApi(dataDir);
    await stop(fresh.child);
    api = await startApi(dataDir);
    const rssAfterStartKb = rssKb(api.child.pid);
    site = await startSite();
    const token = await registerMember();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    });
    console.log('Measuring pages in Chromium …');
    const pages = await measurePages(browser, token);
    const markdown = report({
      builds,
      api: {
        freshStartMs: fresh.startMs,
        reopenStartMs: api.startMs,
        rssAfterStartKb,
        rssAfterPagesKb: rssKb(api.child.pid),
      },
      pages,
    });
    const target = join(root, 'docs', 'performance.md');
    const previous = existsSync(target) ? readFileSync(target, 'utf8') : '';
    const notes = previous.includes(NOTES_MARKER)
      ? previous.slice(previous.indexOf(NOTES_MARKER))
      : `${NOTES_MARKER}\n`;
    writeFileSync(target, `${markdown}\n${notes}`);
    spawnSync(join(root, 'node_modules', '.bin', 'prettier'), ['--write', target]);
    console.log(`\n${markdown}\nWritten to docs/performance.md`);
  } finally {
    await browser?.close();
    if (site) await stop(site);
    if (api) await stop(api.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
