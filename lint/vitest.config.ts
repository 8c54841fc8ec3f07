import { defineProject } from 'vitest/config';

export default defineProject({
  // Linting with the type-aware resolver takes a few seconds the first time.
  test: { name: 'lint', include: ['*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
