import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { seed } from '../../src/seeds';
import { adminQuery, databaseUrl } from './postgresAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite database as a tarball, that each test file starts from. */
    pgliteTemplate: string | null;
    /** On PostgreSQL: the migrated and seeded database each test file's database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest's global setup for the API's tests: the embedded database is created, migrated and seeded
 * once per run, and every test file loads that copy (tests/support/testDatabase.ts) instead of
 * doing it again, which took most of a small test file's time. On PostgreSQL the template is a
 * database each file's own database is created from.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  project.provide('pgliteTemplate', null);
  project.provide('postgresTemplate', null);
  if (url) {
    const name = `test_template_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const db = await openPostgres(databaseUrl(url, name), { max: 2 });
    await migrate(db);
    await seed(db, { devAgents: true });
    await db.close();
    project.provide('postgresTemplate', name);
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
