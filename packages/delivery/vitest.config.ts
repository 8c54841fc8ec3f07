import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'delivery', include: ['src/**/*.test.ts'], environment: 'node' },
});
