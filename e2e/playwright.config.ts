import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end: the composed production build and the real API on a fresh embedded database, with
 * a fresh deployment store. The runner makes the folders once; its workers inherit them through
 * the environment (the delivery tests publish versions into the same store the site serves).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-pglite-'));
process.env.E2E_DEPLOY_STORE ??= mkdtempSync(join(tmpdir(), 'e2e-deploy-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:8080/',
    viewport: { width: 390, height: 844 },
    // The service worker answers area files from its cache, where page.route cannot reach them;
    // only the installable-app tests let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    // A stuck click or navigation fails at its own step with its own message, instead of
    // surfacing as the whole test's timeout with no step named.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  webServer: {
    command: 'node --import tsx ../scripts/serve-site.mjs',
    // The site answers once every build is published and live.
    url: 'http://127.0.0.1:8080/',
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      APP_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEPLOY_STORE: process.env.E2E_DEPLOY_STORE,
      // A canary is judged after a few views here (production: 20 in 15 minutes).
      CANARY_MIN_VIEWS: '3',
      // Every page of the run reports from one address; the intake's limit has its own server tests.
      HEALTH_REPORTS_PER_MINUTE: '10000',
      // The API trusts the site server in front of it, on loopback, which sends the address it saw
      // and never a client's X-Forwarded-For; a test that plays a player at another address calls
      // the API itself as that trusted proxy would (restriction.spec.ts).
      TRUST_PROXY: 'loopback',
      // Many players register from one address in a run; the limits have their own server tests.
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_CODE_PER_IP: '1000',
      // Every test's browser logs in from loopback: only the username's refused logins ask for a
      // captcha here, or one test's wrong passwords would put a captcha before every other login.
      LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP: '1000',
    },
  },
});
