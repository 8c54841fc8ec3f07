import { existsSync, readdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { dataDirHolder } from '../db/dataDirLock';
import {
  BackupError,
  payloadStream,
  writeBackupFile,
  type BackupHeader,
  type VerifiedBackup,
} from './backupFile';

/**
 * A PGlite folder belongs to one process (db/dataDirLock.ts): a running site holds it, and a
 * second PGlite on it would corrupt it. Backup and restore refuse rather than wait.
 */
export function refuseIfHeld(dataDir: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder)
    throw new BackupError(
      `the PGlite folder ${dataDir} is in use by process ${holder} (the API?). A PGlite folder ` +
        'belongs to one process: stop the site first, or run it on PostgreSQL (DATABASE_URL), ' +
        'where a backup is taken while it serves.',
    );
}

/** A folder PGlite has initialised (what `pnpm ops` and the API would open). */
export function holdsPgliteDatabase(dataDir: string): boolean {
  return existsSync(`${dataDir}/PG_VERSION`);
}

/** A folder with anything in it: a restore would replace it. */
export function folderInUse(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).length > 0;
}

/**
 * PGlite's own copy of its data folder (`dumpDataDir`, a gzipped tarball), taken while this process
 * holds the folder alone: nothing writes during it, so it is consistent.
 */
export async function backupPglite(dataDir: string, file: string): Promise<BackupHeader> {
  if (!holdsPgliteDatabase(dataDir))
    throw new BackupError(`no PGlite database in ${dataDir} (DATA_DIR): nothing to back up`);
  const pg = await PGlite.create(dataDir);
  const payload = `${file}.pglite.partial`;
  try {
    const { rows } = await pg.query<{ version: string; last: string | null }>(
      `SELECT current_setting('server_version') AS version,
              (SELECT max(name) FROM schema_migrations) AS last`,
    );
    const tarball = await pg.dumpDataDir('gzip');
    await writeFile(payload, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    return await writeBackupFile(file, payload, {
      kind: 'pglite',
      format: 'pglite-data-dir.tar.gz',
      createdAt: new Date().toISOString(),
      serverVersion: rows[0]!.version,
      lastMigration: rows[0]!.last,
    });
  } finally {
    await pg.close();
    await rm(payload, { force: true });
  }
}

async function payloadBytes(backup: VerifiedBackup): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of payloadStream(backup) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Loads the tarball into a fresh folder beside the target, then swaps it in: the target is only
 * touched once the copy opened. A replaced folder is kept aside (answered), not deleted.
 */
export async function restorePglite(
  dataDir: string,
  backup: VerifiedBackup,
): Promise<{ keptAside: string | null }> {
  const target = dataDir.replace(/\/+$/, '');
  const fresh = `${target}.restoring`;
  await rm(fresh, { recursive: true, force: true });
  try {
    const pg = await PGlite.create(fresh, {
      loadDataDir: new Blob([new Uint8Array(await payloadBytes(backup))]),
    });
    await pg.query('SELECT 1');
    await pg.close();
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw new BackupError(
      `PGlite could not open the backup's data folder: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let keptAside: string | null = null;
  if (existsSync(target) && !folderInUse(target)) await rm(target, { recursive: true });
  if (existsSync(target)) {
    keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, keptAside);
  }
  await rename(fresh, target);
  return { keptAside };
}
