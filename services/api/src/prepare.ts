import type { AppConfig } from './config';
import { dataDirHolder, lockDataDir } from './db/dataDirLock';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './seeds';
import { installKeyRing, type KeyRing } from './core/vault';
import { sealPlaintextRows } from './ops/personalData';

/** The keys of personal data (startupChecks.ts refuses production without them first). */
export function requireDataKeys(config: AppConfig): KeyRing {
  if (!config.dataKeys)
    throw new Error(
      'DATA_KEYS and BLIND_INDEX_KEY are not set: personal data cannot be read or written without them',
    );
  return config.dataKeys;
}

export interface PreparedDatabase {
  db: Database;
  /** Closes the database and releases the PGlite folder. */
  release(): Promise<void>;
}

/** Opens the configured database (locking a PGlite folder), migrates and seeds it. */
export async function prepareDatabase(config: AppConfig): Promise<PreparedDatabase> {
  const usesFolder = !config.databaseUrl && !config.dataDir.startsWith('memory://');
  if (usesFolder) {
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      throw new Error(
        `the PGlite folder ${config.dataDir} is held by process ${holder} (the API server?). ` +
          'Stop it first, or point DATABASE_URL at PostgreSQL to share one database between processes.',
      );
    }
  }
  const unlock = usesFolder ? lockDataDir(config.dataDir) : () => undefined;
  try {
    installKeyRing(requireDataKeys(config));
    const db = await openDatabase(config);
    await migrate(db);
    await seed(db, { devAgents: config.appEnv !== 'production' });
    // docs/decisions-api.md#personal-data-at-rest: rows from before migration 046 are sealed here.
    await sealPlaintextRows(db);
    return {
      db,
      async release() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
