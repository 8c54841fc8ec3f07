import { defineConfig } from 'vitest/config';

/** One run for every workspace project's unit and server tests. */
export default defineConfig({
  test: {
    projects: [
      'packages/api-client',
      'packages/i18n',
      'packages/ui',
      'services/api',
      'apps/shell',
      'apps/wallet',
      'apps/account',
    ],
    passWithNoTests: false,
  },
});
