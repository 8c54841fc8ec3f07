import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'build-config', include: ['src/**/*.test.ts'], environment: 'node' },
});
