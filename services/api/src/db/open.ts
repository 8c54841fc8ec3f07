import type { Database } from './database';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder. Each adapter is loaded
 * only when chosen, so a PGlite start does not pay for pg and the other way round.
 */
export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(config.dataDir);
}
