import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => FILE_PATTERN.test(f))
    .sort()
    .map((name) => ({
      version: name.slice(0, 3),
      name,
      sql: readFileSync(`${dir}/${name}`, 'utf8'),
    }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, all in one transaction
 * under an advisory lock, so two processes starting together on PostgreSQL cannot both apply one.
 */
export async function migrate(db: Database): Promise<string[]> {
  const migrations = listMigrations();
  // Fast path for an up-to-date database: one read, no transaction, no lock.
  const pending = await pendingVersions(db, migrations);
  if (pending.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(7261001)`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const done: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      done.push(m.name);
    }
    return done;
  });
}

async function pendingVersions(db: Database, migrations: Migration[]): Promise<string[]> {
  const { rows: exists } = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!exists[0]?.present) return migrations.map((m) => m.version);
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  return migrations.filter((m) => !applied.has(m.version)).map((m) => m.version);
}
