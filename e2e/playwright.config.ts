import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** End-to-end: the composed production build and the real API on a fresh embedded database. */
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-pglite-'));

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
    url: 'http://127.0.0.1:8080/runtime-manifest.json',
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      // The tests play clients behind one more loopback proxy (X-Forwarded-For) to test ip restriction.
      TRUST_PROXY: 'loopback',
      // Many players register from one address in a run; the limits have their own server tests.
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_CODE_PER_IP: '1000',
    },
  },
});
