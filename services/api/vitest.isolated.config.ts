import { defineConfig } from 'vitest/config';
import { apiTestOptions } from './vitest.config';

/** The API's tests that replace a module (vi.mock), each in its own module graph. */
export default defineConfig({
  test: {
    ...apiTestOptions,
    name: '@platform/api (isolated)',
    include: ['src/**/*.isolated.test.ts', 'tests/**/*.isolated.test.ts'],
  },
});
