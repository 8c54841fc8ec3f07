import { auditOperator, describeAuditProblem, verifyAuditChain } from '../core/audit';
import { checkLedger } from '../core/ledger';
import { lockDataDir } from '../db/dataDirLock';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { BackupError, verifyBackupFile, type BackupHeader, type BackupKind } from './backupFile';
import {
  backupPglite,
  folderInUse,
  holdsPgliteDatabase,
  refuseIfHeld,
  restorePglite,
} from './backupPglite';
import { backupPostgres, postgresRelations, restorePostgres } from './backupPostgres';

export { BackupError, verifyBackupFile, type BackupHeader } from './backupFile';

/**
 * `pnpm ops backup` and `pnpm ops restore` (docs/decisions-api.md#backup-and-restore): the
 * configured database as a whole, PostgreSQL through its own pg_dump and pg_restore, PGlite through
 * its own data-folder tarball. Terminal only: a backup holds every player's data.
 */
export interface DatabaseStore {
  /** PostgreSQL when set. */
  databaseUrl: string | null;
  /** Otherwise the PGlite data folder. */
  dataDir: string;
}

/** What a backup holds and what it does not: printed by both commands, said in README.md too. */
export const KEYS_NOT_IN_BACKUP =
  'Personal data (card and account numbers, phones, e-mails, real names) is in a backup ' +
  'encrypted; the encryption keys are NOT in it. Keep the keys apart from the backups: a restored ' +
  'site needs the same keys to read that data.';

function kindOf(store: DatabaseStore): BackupKind {
  if (store.databaseUrl) return 'postgres';
  if (store.dataDir.startsWith('memory://'))
    throw new BackupError('DATA_DIR is memory://: an in-memory database has nothing to back up');
  return 'pglite';
}

/** Runs `fn` holding the PGlite folder, so the API cannot start on it meanwhile. */
async function holdingFolder<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  refuseIfHeld(dataDir);
  const unlock = lockDataDir(dataDir);
  try {
    return await fn();
  } finally {
    unlock();
  }
}

export interface BackupResult {
  file: string;
  header: BackupHeader;
}

export async function backupDatabase(store: DatabaseStore, file: string): Promise<BackupResult> {
  const kind = kindOf(store);
  const header =
    kind === 'postgres'
      ? await backupPostgres(store.databaseUrl!, file)
      : await holdingFolder(store.dataDir, () => backupPglite(store.dataDir, file));
  return { file, header };
}

/**
 * The checks a restored database must pass, in one list: each answers its problems (none = passed).
 */
export const RESTORE_CHECKS: readonly {
  name: string;
  run(db: Database): Promise<string[]>;
}[] = [
  {
    name: 'ledger',
    run: async (db) => (await checkLedger(db)).map((p) => `${p.kind}: ${p.detail}`),
  },
  {
    name: 'audit chain',
    run: async (db) => {
      const { problem } = await verifyAuditChain(db);
      return problem ? [describeAuditProblem(problem)] : [];
    },
  },
];

export interface RestoreResult {
  file: string;
  header: BackupHeader;
  /** The database held data and --force replaced it. */
  replaced: boolean;
  /** PGlite: where the replaced folder was moved (kept until the operator deletes it). */
  keptAside: string | null;
  /** Migrations this code applied on top of the backup's (a backup taken by an older version). */
  migrated: string[];
  checks: { name: string; problems: string[] }[];
}

/** Refuses to replace a database that holds anything, unless forced. */
async function isEmpty(store: DatabaseStore, kind: BackupKind): Promise<boolean> {
  return kind === 'postgres'
    ? (await postgresRelations(store.databaseUrl!)) === 0
    : !folderInUse(store.dataDir);
}

/**
 * Checks the whole file first (a truncated or damaged file is refused with nothing changed), then
 * restores it into the configured database, brings its schema to this version as the API's start
 * would, and runs the checks.
 */
export async function restoreDatabase(
  store: DatabaseStore,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const kind = kindOf(store);
  const backup = await verifyBackupFile(file);
  if (backup.header.kind !== kind)
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a backup of a PGlite folder; it restores only with DATABASE_URL unset (DATA_DIR names the folder)`
        : `${file} is a backup of a PostgreSQL database; set DATABASE_URL to restore it`,
    );
  const restore = async () => {
    const empty = await isEmpty(store, kind);
    if (!empty && !options.force)
      throw new BackupError(
        `${kind === 'postgres' ? 'the database (DATABASE_URL)' : `the PGlite folder ${store.dataDir}`} is not empty: ` +
          'restore refuses to overwrite it; run "restore <file> --force" to replace everything in it',
      );
    let keptAside: string | null = null;
    if (kind === 'postgres') await restorePostgres(store.databaseUrl!, backup, !empty);
    else ({ keptAside } = await restorePglite(store.dataDir, backup));
    if (kind === 'pglite' && !holdsPgliteDatabase(store.dataDir))
      throw new BackupError(`the restored folder ${store.dataDir} holds no database`);
    const db = await openDatabase(store);
    try {
      const migrated = await migrate(db);
      const checks = [];
      for (const check of RESTORE_CHECKS)
        checks.push({ name: check.name, problems: await check.run(db) });
      // The restored chain records its own restore, after the checks judged what the file held.
      const sound = checks.every((c) => c.problems.length === 0);
      await auditOperator(db, { at: new Date(), door: 'ops' }, 'ops.command', {
        subject: { type: 'command', id: 'restore' },
        detail: { outcome: sound ? 'done' : 'problem' },
        ip: null,
      });
      return { file, header: backup.header, replaced: !empty, keptAside, migrated, checks };
    } finally {
      await db.close();
    }
  };
  return kind === 'postgres' ? restore() : holdingFolder(store.dataDir, restore);
}
