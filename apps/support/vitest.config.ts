import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'support',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
  },
});
