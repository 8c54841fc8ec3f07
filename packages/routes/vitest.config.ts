import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'routes', include: ['src/**/*.test.ts'], environment: 'node' },
});
