// `pnpm bench:web`: builds every app (timed; BENCH_SKIP_BUILD=1 reuses the existing dist), starts
// the API on a new embedded database (start time, resident memory), serves the composed build, and
// measures what a phone gets: the home route's initial JavaScript and each area's first-route
// JavaScript as they cross the wire (transfer size and content-encoding, everything included), the
// home page's JS heap, Lighthouse's mobile performance figures for home (guest) and the deposit
// page opened cold by a member, and the time from a tap on home's deposit shortcut to the deposit
// form being usable under Lighthouse's slow-4G and 4x CPU throttling. Prints the figures and writes
// them to docs/performance.md (keeping the notes under its marker). A benchmark, not a test: it
// never fails on a number, and it stops every process it started. Ports come from the same
// variables as scripts/serve-site.mjs (SHELL_PORT, <AREA>_PORT, API_PORT), so it can run beside
// another copy of the site. Runs with tsx to read the route table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_PORT as DEFAULT_API_PORT, APP_PORTS } from '@platform/build-config/ports';
import { APPS, AREAS, TABS, routePath, routesOf } from '@platform/routes';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
// Lighthouse's own puppeteer-core, to seed a member's token in the Chrome it measures.
const puppeteer = (
  await import(
    pathToFileURL(createRequire(import.meta.resolve('lighthouse')).resolve('puppeteer-core')).href
  )
).default;

const HOST = '127.0.0.1';
const API_PORT = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const SHELL_PORT = Number(process.env.SHELL_PORT ?? APP_PORTS.shell);
const API = `http://${HOST}:${API_PORT}`;
const SITE = `http://${HOST}:${SHELL_PORT}/`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET = {
  homeKb: 200,
  areaKb: 40,
  score: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  tapToDepositMs: 1000,
};
const RUNS = 3;
/** Lighthouse's mobile profile (slow 4G, 4x CPU), applied to Chromium for the tap measurement. */
const SLOW_4G = throttling.mobileSlow4G;
/** Every wait in the benchmark is bounded: a stuck page fails the run instead of hanging it. */
const PAGE_TIMEOUT_MS = 120_000;
const LIGHTHOUSE_TIMEOUT_MS = 180_000;

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
      // A loopback copy with its development seeds (production needs PostgreSQL and secrets).
      APP_ENV: 'development',
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
  // serve-site.mjs reads SHELL_PORT, <AREA>_PORT and API_PORT from this environment.
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

/**
 * Records every script the page downloads as it crossed the wire: transfer size (encoded body and
 * headers), the content-encoding the server chose, and the decoded size.
 */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    try {
      const body = await response.body();
      const sizes = await request.sizes();
      scripts.set(response.url(), {
        wire: sizes.responseBodySize + sizes.responseHeadersSize,
        raw: body.length,
        encoding: (await response.headerValue('content-encoding')) ?? 'none',
      });
    } catch {
      // A script aborted by navigation has no body; it was not part of the page.
    }
  });
  return scripts;
}

const total = (scripts, key) => [...scripts.values()].reduce((sum, s) => sum + s[key], 0);

/**
 * A context whose page never reaches an idle period: what home preloads for the next tap (the
 * kit's overlays, the likely next page) is left out, so the figures are what each page needs itself.
 */
async function contextWithoutIdlePreloads(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  return context;
}

async function measurePages(browser, token) {
  const home = [];
  const heaps = [];
  let homeFiles = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await contextWithoutIdlePreloads(browser);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(SITE, { waitUntil: 'networkidle' });
    await page.getByTestId('home').waitFor();
    home.push({ wire: total(scripts, 'wire'), raw: total(scripts, 'raw'), files: scripts.size });
    homeFiles = [...scripts.entries()]
      .map(([url, s]) => ({ file: new URL(url).pathname, port: new URL(url).port, ...s }))
      .sort((a, b) => b.wire - a.wire);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    heaps.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
    await context.close();
  }

  const areas = {};
  for (const [area, route] of Object.entries(AREA_FIRST_ROUTE)) {
    const sizes = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await contextWithoutIdlePreloads(browser);
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      await page.goto(SITE, { waitUntil: 'networkidle' });
      const scripts = recordScripts(page);
      await page.evaluate((path) => (location.hash = `#${path}`), route);
      await page.waitForLoadState('networkidle');
      await page.getByTestId(`area-page-${area}`).waitFor();
      sizes.push({ wire: total(scripts, 'wire'), raw: total(scripts, 'raw'), files: scripts.size });
      await context.close();
    }
    areas[area] = { route, ...sizes.sort((a, b) => a.wire - b.wire)[Math.floor(RUNS / 2)] };
  }
  return {
    home: home.sort((a, b) => a.wire - b.wire)[Math.floor(RUNS / 2)],
    homeFiles,
    heapBytes: median(heaps),
    areas,
  };
}

/** Rejects after MS so that a stuck step ends the run; the caller's finally stops what it started. */
function bounded(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The first element node a Lighthouse audit's details name (the LCP element for the LCP insight). */
function nodeIn(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node' && details.selector) return details;
  for (const value of Object.values(details)) {
    const found = nodeIn(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * One Lighthouse run, default mobile profile (simulated slow 4G, 4x CPU), performance only, in a
 * new headless Chromium. With TOKEN, the member's token is put in localStorage first (on a stub
 * page of the same origin, so that nothing of the app is cached) and Lighthouse keeps storage.
 */
async function lighthouseRun(url, token) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    if (token) {
      const seed = await browser.newPage();
      await seed.setRequestInterception(true);
      seed.on('request', (request) =>
        request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html>' }),
      );
      await seed.goto(SITE, { timeout: PAGE_TIMEOUT_MS });
      await seed.evaluate((t) => localStorage.setItem('token', t), token);
      await seed.close();
    }
    const page = await browser.newPage();
    const result = await bounded(
      lighthouse(
        url,
        {
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(token),
          logLevel: 'error',
          output: 'json',
        },
        undefined,
        page,
      ),
      LIGHTHOUSE_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const pageTestIds = await page
      .evaluate(() => [...document.querySelectorAll('[data-testid]')].map((e) => e.dataset.testid))
      .catch(() => []);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      siMs: audit('speed-index'),
      bytes: audit('total-byte-weight'),
      jsBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      lcpElement:
        nodeIn(lhr.audits['lcp-breakdown-insight']?.details)?.selector ??
        'not named (the element was replaced before the trace ended)',
      finalUrl: lhr.finalDisplayedUrl,
      memberCalls: requests.filter((r) => /\/web\/(?!guest\/)/.test(r.url)).map((r) => r.url),
      pageTestIds,
      warnings: lhr.runWarnings,
    };
  } finally {
    await browser.close();
  }
}

/** RUNS Lighthouse runs of URL; the run with the median score, with every run's score. */
async function lighthouseMedian(url, token, check) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouseRun(url, token);
    check?.(result);
    console.log(
      `  Lighthouse ${url}: ${result.score}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
    );
    runs.push(result);
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(RUNS / 2)], scores: runs.map((r) => r.score) };
}

async function measureLighthouse(token) {
  const depositPath = routePath('deposit');
  const home = await lighthouseMedian(SITE, undefined);
  const deposit = await lighthouseMedian(`${SITE}#${depositPath}`, token, (result) => {
    // A cold member link must measure the deposit page itself, not the login page it falls back to.
    const onDeposit =
      result.finalUrl.endsWith(`#${depositPath}`) &&
      result.memberCalls.length > 0 &&
      result.pageTestIds.includes('area-page-wallet');
    if (!onDeposit) {
      throw new Error(
        `Lighthouse did not measure the deposit page: ended on ${result.finalUrl}, ` +
          `${result.memberCalls.length} member calls, test ids ${result.pageTestIds.join(', ')}`,
      );
    }
  });
  return { home, deposit };
}

/**
 * From a tap on home's deposit shortcut to the deposit form being usable (its first field visible
 * and enabled), for a member, on a 390x844 viewport under Lighthouse's slow 4G (round trip and
 * throughput) and 4x CPU slowdown. Timed inside the page, from the click event to the frame where
 * the field is ready.
 */
async function measureTapToDeposit(browser, token) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      context.setDefaultTimeout(PAGE_TIMEOUT_MS);
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const bytesPerSecond = (SLOW_4G.throughputKbps * 1024) / 8;
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_4G.rttMs,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
      await page.goto(SITE, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
      await page.getByTestId('home').waitFor();
      // Idle time, in which home may preload what a tap will need.
      await page.waitForTimeout(2000);
      await page.evaluate(() =>
        document.addEventListener('click', () => (window.__benchTapAt = performance.now()), {
          capture: true,
          once: true,
        }),
      );
      await page.getByTestId('shortcut-deposit').click();
      const ready = await page.waitForFunction(
        () => {
          const field = document.querySelector(
            '[data-testid="deposit-payerName"] input, input[data-testid="deposit-payerName"]',
          );
          if (!field || field.disabled || window.__benchTapAt === undefined) return false;
          const box = field.getBoundingClientRect();
          return box.width > 0 && box.height > 0 ? performance.now() - window.__benchTapAt : false;
        },
        undefined,
        { polling: 'raf', timeout: PAGE_TIMEOUT_MS },
      );
      times.push(Math.round(await ready.jsonValue()));
      console.log(`  tap → deposit form: ${times.at(-1)} ms`);
    } finally {
      await context.close();
    }
  }
  return { ms: median(times), runs: times };
}

/**
 * Scrolling a venue's whole game list (the slots venue: every game of the category) from top to
 * bottom on a phone's CPU (4x slower): the long tasks Chromium reports while it scrolls, their
 * total blocking time (each task's time over 50 ms) and the longest one, and how many game rows
 * the page holds at the end (the list is virtualized, so a few dozen whatever the length).
 */
async function measureGameListScroll(browser, token) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      context.setDefaultTimeout(PAGE_TIMEOUT_MS);
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${SITE}#${routePath('gameList', { gameType: 'electronic' })}`, {
        waitUntil: 'networkidle',
        timeout: PAGE_TIMEOUT_MS,
      });
      await page.getByTestId('game-cover').first().waitFor();
      const games = Number(await page.getByTestId('game-grid').getAttribute('data-total'));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
      const result = await page.evaluate(async () => {
        const tasks = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        const started = performance.now();
        // A finger's flicks: 600 px per frame until the end, pages loading on the way.
        for (let stalled = 0; stalled < 60;) {
          const before = window.scrollY;
          window.scrollBy(0, 600);
          await new Promise((resolve) => requestAnimationFrame(resolve));
          stalled = window.scrollY === before ? stalled + 1 : 0;
          if (performance.now() - started > 60_000) break;
        }
        observer.disconnect();
        return {
          ms: performance.now() - started,
          longTasks: tasks.length,
          blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
          longestMs: tasks.length ? Math.max(...tasks) : 0,
          rows: document.querySelectorAll('[data-testid="game-row"]').length,
        };
      });
      runs.push({ games, ...result });
      console.log(
        `  game list scroll: ${games} games, ${result.longTasks} long tasks, ${Math.round(result.blockingMs)} ms blocking`,
      );
    } finally {
      await context.close();
    }
  }
  return runs.sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(RUNS / 2)];
}

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

function lighthouseRows(name, r) {
  return `| ${name} | ${r.score} (runs ${r.scores.join(', ')}) | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${seconds(r.siMs)} | ${kb(r.bytes)} KB | ${kb(r.jsBytes)} KB |`;
}

function report({ builds, buildNote, api, pages, phone }) {
  const ok = (value, budget) => (value <= budget ? 'met' : '**not met**');
  const atLeast = (value, budget) => (value >= budget ? 'met' : '**not met**');
  const homeKb = kb(pages.home.wire);
  const lh = phone.lighthouse.home;
  const lines = [
    '# Performance',
    '',
    `Measured by \`pnpm bench:web\` (scripts/bench-web.mjs) on ${new Date().toISOString().slice(0, 10)}:`,
    `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, headless Debian Chromium.`,
    buildNote,
    `Page figures are the median of ${RUNS} cold loads (new browser each); sizes are what crossed`,
    'the wire (transfer size: encoded body and headers, as the server sent it). The size rows count',
    "what each page needs itself: idle-time preloading (the kit's overlays, home's likely next page)",
    'is switched off for them; Lighthouse and the tap measure the site as it runs, preloads included.',
    '',
    '## Budgets',
    '',
    '| What | Measured (wire) | Raw | Files | Budget | |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| Home route, initial JS (everything included) | ${homeKb} KB | ${kb(pages.home.raw)} KB | ${pages.home.files} | ${BUDGET.homeKb} KB | ${ok(homeKb, BUDGET.homeKb)} |`,
    ...Object.entries(pages.areas).map(
      ([area, a]) =>
        `| ${area}: first route \`${a.route}\` after home | ${kb(a.wire)} KB | ${kb(a.raw)} KB | ${a.files} | ${BUDGET.areaKb} KB | ${ok(kb(a.wire), BUDGET.areaKb)} |`,
    ),
    '',
    '| On a phone | Measured | Budget | |',
    '| --- | ---: | ---: | --- |',
    `| Home, Lighthouse mobile performance | ${lh.score} | ≥ ${BUDGET.score} | ${atLeast(lh.score, BUDGET.score)} |`,
    `| Home, Largest Contentful Paint | ${seconds(lh.lcpMs)} | ≤ ${seconds(BUDGET.lcpMs)} | ${ok(lh.lcpMs, BUDGET.lcpMs)} |`,
    `| Home, Total Blocking Time | ${ms(lh.tbtMs)} | ≤ ${ms(BUDGET.tbtMs)} | ${ok(lh.tbtMs, BUDGET.tbtMs)} |`,
    `| Home, Cumulative Layout Shift | ${lh.cls.toFixed(3)} | ≤ ${BUDGET.cls} | ${ok(lh.cls, BUDGET.cls)} |`,
    `| From a tap on home to the deposit page interactive | ${ms(phone.tap.ms)} | ≤ ${ms(BUDGET.tapToDepositMs)} | ${ok(phone.tap.ms, BUDGET.tapToDepositMs)} |`,
    '',
    '## On a phone: Lighthouse mobile',
    '',
    `Lighthouse ${phone.lighthouseVersion}, default mobile profile (simulated slow 4G: ${SLOW_4G.rttMs} ms round trip,`,
    `${SLOW_4G.throughputKbps} Kbps, ${SLOW_4G.cpuSlowdownMultiplier}x CPU slowdown), performance only; the run with the median score.`,
    'Deposit is opened from a cold link by a member (token in localStorage, storage kept).',
    '',
    '| Page | Score | FCP | LCP | TBT | CLS | Speed Index | Bytes on the wire | JS on the wire |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    lighthouseRows('Home (guest)', lh),
    lighthouseRows(`Deposit \`${routePath('deposit')}\` (member)`, phone.lighthouse.deposit),
    '',
    `Home's LCP element: \`${lh.lcpElement}\`.`,
    '',
    `From a tap on home's deposit shortcut to the deposit form's first field visible and enabled: runs`,
    `${phone.tap.runs.map(ms).join(', ')} (390x844, ${SLOW_4G.rttMs} ms latency, ${SLOW_4G.throughputKbps} Kbps, CPU ${SLOW_4G.cpuSlowdownMultiplier}x slower; home left idle 2 s first).`,
    '',
    '## Scrolling the game list',
    '',
    `A member scrolls the slots venue's list (${phone.gameList.games} games) from top to bottom, CPU ${SLOW_4G.cpuSlowdownMultiplier}x slower,`,
    `600 px a frame, pages of games loading on the way; the run with the median blocking time.`,
    '',
    '| Scroll time | Long tasks | Blocking time (over 50 ms each) | Longest task | Game rows in the page at the end |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${ms(phone.gameList.ms)} | ${phone.gameList.longTasks} | ${ms(phone.gameList.blockingMs)} | ${ms(phone.gameList.longestMs)} | ${phone.gameList.rows} |`,
    '',
    '## Home route: the scripts it downloads',
    '',
    '| Script | Port | Wire | Encoding | Raw |',
    '| --- | ---: | ---: | --- | ---: |',
    ...pages.homeFiles.map(
      (f) => `| \`${f.file}\` | ${f.port} | ${kb(f.wire)} KB | ${f.encoding} | ${kb(f.raw)} KB |`,
    ),
    '',
    '## Builds, server, memory',
    '',
    '| What | Measured |',
    '| --- | ---: |',
    ...builds,
    `| API start, new embedded database (migrations + seeds) | ${api.freshStartMs} ms |`,
    `| API start, reopening the database | ${api.reopenStartMs} ms |`,
    `| API resident memory after start | ${Math.round(api.rssAfterStartKb / 1024)} MB |`,
    `| API resident memory after the page runs | ${Math.round(api.rssAfterPagesKb / 1024)} MB |`,
    `| Home page JS heap in Chromium (after GC) | ${Math.round((pages.heapBytes / 2 ** 20) * 10) / 10} MB |`,
    '',
  ];
  return lines.join('\n');
}

/** Build rows: measured now, or (BENCH_SKIP_BUILD=1) the previous report's, said so. */
function buildRows(previous) {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const commit = head.stdout.trim();
  if (process.env.BENCH_SKIP_BUILD === '1') {
    const builtAt = statSync(join(root, 'apps', 'shell', 'dist', 'index.html')).mtime;
    const rows = previous.split('\n').filter((line) => line.startsWith('| Build '));
    return {
      builds: rows,
      buildNote: `It measured the existing build (dist of ${builtAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, not rebuilt; HEAD ${commit}); build times are from the previous run.`,
    };
  }
  console.log('Building every app …');
  const times = buildTimes();
  return {
    builds: Object.entries(times).map(
      ([app, ms]) => `| Build ${app} (rsbuild, production) | ${ms} ms |`,
    ),
    buildNote: `It measured a fresh production build of ${commit}.`,
  };
}

async function main() {
  const target = join(root, 'docs', 'performance.md');
  const previous = existsSync(target) ? readFileSync(target, 'utf8') : '';
  const { builds, buildNote } = buildRows(previous);

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
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    });
    console.log('Measuring pages in Chromium …');
    const pages = await measurePages(browser, token);
    console.log('From a tap on home to the deposit page, throttled …');
    const tap = await measureTapToDeposit(browser, token);
    console.log('Lighthouse, mobile …');
    const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
    const gameList = await measureGameListScroll(browser, token);
    const phone = { lighthouse: await measureLighthouse(token), tap, gameList, lighthouseVersion };
    const markdown = report({
      builds,
      buildNote,
      phone,
      api: {
        freshStartMs: fresh.startMs,
        reopenStartMs: api.startMs,
        rssAfterStartKb,
        rssAfterPagesKb: rssKb(api.child.pid),
      },
      pages,
    });
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
