import { FolderStore, type DeploymentStore } from '@platform/delivery/store';
import type { Database } from '../../db/database';
import { addEvent, appVersions, defaultOf, isApp, lockApp, moveDefault } from './state';

export interface SyncResult {
  /** Versions of the store seen for the first time. */
  registered: { app: string; version: string }[];
  /** Apps that had no default and got their newest version as default. */
  defaults: { app: string; version: string }[];
  /** Store folders of no known app, left alone. */
  skipped: string[];
}

/**
 * Registers every version of the store not yet known (docs/product-rules.md#delivery), and gives an
 * app without a default its newest version as default at 100 %. Idempotent: at boot and on
 * `POST /ops/releases/sync`, a second run changes nothing.
 */
export async function syncReleases(
  db: Database,
  store: DeploymentStore,
  now: Date,
): Promise<SyncResult> {
  const result: SyncResult = { registered: [], defaults: [], skipped: [] };
  const records = await store.list();
  const byApp = new Map<string, typeof records>();
  for (const record of records) {
    if (!isApp(record.app)) {
      if (!result.skipped.includes(record.app)) result.skipped.push(record.app);
      continue;
    }
    byApp.set(record.app, [...(byApp.get(record.app) ?? []), record]);
  }
  for (const [app, published] of byApp) {
    await db.transaction(async (tx) => {
      await lockApp(tx, app);
      for (const record of published) {
        const { rowCount } = await tx.query(
          `INSERT INTO frontend_versions
             (app, version, entry, integrity, commit, content_hash, semver, published_at,
              registered_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (app, version) DO NOTHING`,
          [
            app,
            record.version,
            record.entry,
            record.integrity,
            record.commit,
            record.contentHash,
            record.semver,
            new Date(record.publishedAt),
            now,
          ],
        );
        if (rowCount === 0) continue;
        await addEvent(tx, { app, version: record.version, action: 'registered', traffic: 0 }, now);
        result.registered.push({ app, version: record.version });
      }
      const versions = await appVersions(tx, app);
      if (defaultOf(versions) || versions.length === 0) return;
      const newest = versions[0]!;
      await moveDefault(tx, app, null, newest.version);
      // `previous: null`: a first default has nothing to roll back to.
      await addEvent(
        tx,
        {
          app,
          version: newest.version,
          action: 'promoted',
          traffic: 100,
          detail: { previous: null },
        },
        now,
      );
      result.defaults.push({ app, version: newest.version });
    });
  }
  return result;
}

/**
 * The sync at the API's start (main.ts, after the migrations). A store that cannot be read must not
 * keep players out: the manifest keeps what the database knew.
 */
export async function syncReleasesAtBoot(db: Database, deployStore: string): Promise<void> {
  try {
    const synced = await syncReleases(db, new FolderStore(deployStore), new Date());
    if (synced.registered.length > 0)
      console.log(`releases: ${synced.registered.length} new version(s) from ${deployStore}`);
  } catch (error) {
    console.error(`releases: the deployment store ${deployStore} could not be synced`, error);
  }
}
