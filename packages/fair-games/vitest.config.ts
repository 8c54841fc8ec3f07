import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'fair-games', include: ['src/**/*.test.ts'], environment: 'node' },
});
