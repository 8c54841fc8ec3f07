import { defineConfig } from 'vitest/config';

/** The API's tests (vitest.isolated.config.ts runs the few that replace a module with vi.mock). */
export const apiTestOptions = {
  // PGlite starts in seconds and the ledger tests run many transactions: be generous.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // The embedded database is migrated and seeded once per run; each file loads that copy.
  globalSetup: ['tests/support/databaseTemplate.ts'],
  // The test mode: passwords hash at the test cost (src/core/auth/passwords.ts), never elsewhere.
  env: { APP_ENV: 'test' },
};

export default defineConfig({
  test: {
    ...apiTestOptions,
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
    // Test files in one worker share its loaded modules instead of importing the whole API again
    // for each file (about half the suite's CPU): every file builds its own app and database, and
    // the few module-level settings (the key ring, the dev mailbox) are set by each app it builds.
    // A file that replaces a module (vi.mock) needs its own module graph: it is named
    // *.isolated.test.ts and runs in vitest.isolated.config.ts (tests/testIsolation.test.ts).
    isolate: false,
  },
});
