import { requireDataKeys, type AppConfig } from './config';
import { dataDirHolder, lockDataDir } from './db/dataDirLock';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './seeds';
import { installKeyRing } from './core/vault';
import { sealPlaintextRows } from './ops/personalData';

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
