import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // PGlite starts in seconds and the ledger tests run many transactions: be generous.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The embedded database is migrated and seeded once per run; each file loads that copy.
    globalSetup: ['tests/support/databaseTemplate.ts'],
    // The test mode: passwords hash at the test cost (src/core/auth/passwords.ts), never elsewhere.
    env: { APP_ENV: 'test' },
  },
});
