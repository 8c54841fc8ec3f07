import { defineConfig } from 'vitest/config';

/** One run for every workspace project's unit and server tests. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/api', 'apps/*'],
    passWithNoTests: false,
  },
});
