import { defineConfig } from 'vitest/config';

/**
 * One run for every workspace project's unit and server tests: each package, service and app that
 * has a vitest config is a project, so a new area's tests join without editing this file.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      // The API's tests that replace a module, each in a module graph of its own.
      'services/*/vitest.isolated.config.ts',
      'apps/*/vitest.config.ts',
      'lint/vitest.config.ts',
    ],
    passWithNoTests: false,
  },
});
