import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { seed } from '../../src/seeds';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite database as a tarball, that each test file starts from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Vitest's global setup for the API's tests: the embedded database is created, migrated and seeded
 * once per run, and every test file loads that copy (tests/support/testDatabase.ts) instead of
 * doing it again, which took most of a small test file's time. On PostgreSQL each file still
 * builds its own schema.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const db = await openPglite('memory://');
  await migrate(db);
  await seed(db, { devAgents: true });
  const file = join(tmpdir(), `platform-api-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return async () => rm(file, { force: true });
}
