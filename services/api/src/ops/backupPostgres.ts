import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  BackupError,
  payloadStream,
  writeBackupFile,
  type BackupHeader,
  type VerifiedBackup,
} from './backupFile';

const run = promisify(execFile);

type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** A connection string without its password, and the password for PGPASSWORD (off the process list). */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

async function majorOf(path: string): Promise<number | null> {
  try {
    const { stdout } = await run(path, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's own tool, found as services/api/scripts/with-postgres.sh finds the server: PG_BIN
 * when set, else the newest of PATH's and /usr/lib/postgresql/<version>/bin's. pg_dump cannot dump
 * a newer server, so a tool older than the server is refused with what to install.
 */
export async function findPgTool(tool: PgTool, serverMajor: number): Promise<string> {
  const folders = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : [
        ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
        ...(existsSync('/usr/lib/postgresql')
          ? readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`)
          : []),
      ];
  let best: { path: string; major: number } | null = null;
  for (const folder of folders) {
    const path = join(folder, tool);
    if (!existsSync(path)) continue;
    const major = await majorOf(path);
    if (major !== null && (!best || major > best.major)) best = { path, major };
  }
  const where = process.env.PG_BIN
    ? `in PG_BIN (${process.env.PG_BIN})`
    : 'on PATH or in /usr/lib/postgresql/*/bin';
  if (!best)
    throw new BackupError(
      `${tool} not found ${where}: install the PostgreSQL ${serverMajor} client tools, or set PG_BIN to their folder`,
    );
  if (best.major < serverMajor)
    throw new BackupError(
      `${tool} ${best.major} (${best.path}) is older than the server (PostgreSQL ${serverMajor}) and cannot work with it: install the PostgreSQL ${serverMajor} client tools, or set PG_BIN to their folder`,
    );
  return best.path;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function serverFacts(client: pg.Client) {
  const { rows } = await client.query<{ num: string; version: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
  );
  const { rows: present } = await client.query<{ yes: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS yes",
  );
  const { rows: last } = present[0]?.yes
    ? await client.query<{ name: string | null }>('SELECT max(name) AS name FROM schema_migrations')
    : { rows: [] };
  return {
    major: Math.floor(Number(rows[0]!.num) / 10_000),
    version: rows[0]!.version,
    lastMigration: last[0]?.name ?? null,
  };
}

/** Runs a tool; a non-zero exit becomes a BackupError carrying its last error lines. */
function spawnTool(
  path: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: { stdin?: NodeJS.ReadableStream } = {},
) {
  const child = spawn(path, args, {
    env,
    stdio: [stdio.stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  if (stdio.stdin) {
    // A tool that stops reading early says why through its exit code, not a broken pipe.
    child.stdin!.on('error', () => undefined);
    stdio.stdin.pipe(child.stdin!);
  }
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
  return { done };
}

/**
 * pg_dump's custom format: one snapshot (a repeatable-read transaction), so the running API keeps
 * serving and the backup is consistent.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupHeader> {
  const facts = await withClient(databaseUrl, serverFacts);
  const pgDump = await findPgTool('pg_dump', facts.major);
  const { url, env } = splitPassword(databaseUrl);
  const payload = `${file}.pg_dump.partial`;
  try {
    await spawnTool(pgDump, ['--format=custom', `--file=${payload}`, `--dbname=${url}`], env).done;
    return await writeBackupFile(file, payload, {
      kind: 'postgres',
      format: 'pg_dump-custom',
      createdAt: new Date().toISOString(),
      serverVersion: facts.version,
      lastMigration: facts.lastMigration,
    });
  } finally {
    await rm(payload, { force: true });
  }
}

/** How many tables, views and sequences the database holds outside PostgreSQL's own schemas. */
export async function postgresRelations(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE s.nspname NOT IN ('pg_catalog', 'information_schema')
         AND s.nspname NOT LIKE 'pg\\_toast%' AND s.nspname NOT LIKE 'pg\\_temp%'`,
    );
    return rows[0]!.n;
  });
}

/** Every schema but PostgreSQL's own: what a forced restore replaces. */
async function userSchemas(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace
       WHERE nspname NOT IN ('pg_catalog', 'information_schema')
         AND nspname NOT LIKE 'pg\\_%'`,
    );
    return rows.map((r) => r.name);
  });
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * pg_restore turns the archive into SQL (whole, before anything is touched: a pg_restore that
 * fails half-way must not leave half a script), then psql applies it in ONE transaction, preceded
 * (with --force) by dropping what the database held: a restore that fails leaves the database as
 * it was.
 */
export async function restorePostgres(
  databaseUrl: string,
  backup: VerifiedBackup,
  replace: boolean,
): Promise<void> {
  const facts = await withClient(databaseUrl, serverFacts);
  const pgRestore = await findPgTool('pg_restore', facts.major);
  const psql = await findPgTool('psql', facts.major);
  const { url, env } = splitPassword(databaseUrl);
  const clear = replace
    ? [
        ...(await userSchemas(databaseUrl)).map((s) => `DROP SCHEMA ${quoteIdent(s)} CASCADE;`),
        'CREATE SCHEMA IF NOT EXISTS public;',
      ].join(' ')
    : 'SELECT 1;';
  const folder = await mkdtemp(join(tmpdir(), 'platform-restore-'));
  const script = join(folder, 'restore.sql');
  try {
    // Owners and grants are the source site's roles; the restoring user owns what it creates.
    await spawnTool(pgRestore, ['--no-owner', '--no-privileges', `--file=${script}`], env, {
      stdin: payloadStream(backup),
    }).done;
    await spawnTool(
      psql,
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${url}`].concat([
        '-c',
        clear,
        '-f',
        script,
      ]),
      env,
    ).done;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
