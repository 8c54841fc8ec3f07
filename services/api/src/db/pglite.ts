import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  ChangeEvents,
  DATE_OID,
  INT8_OID,
  parseSafeInt8,
  type ChangeEvent,
  type Database,
  type QueryResult,
  type Queryable,
} from './database';

function wrap(
  target: PGlite | Transaction,
  publishAfterCommit: (...events: ChangeEvent[]) => void,
): Queryable {
  return {
    publishAfterCommit,
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** Starts from this copy of a database (`dumpDataDir`'s tarball) instead of an empty one. */
  loadDataDir?: Blob;
}

/** An embedded database that can also write itself out as a tarball (a test template). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded Postgres. `memory://` keeps everything in memory (tests); any other value is a data
 * folder. PGlite is one connection: transactions run one at a time, which is correct if slower.
 */
export async function openPglite(
  dataDir: string,
  options: PgliteOptions = {},
): Promise<PgliteDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: parseSafeInt8, [DATE_OID]: (text: string) => text },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const changes = new ChangeEvents();
  const root = wrap(pg, changes.now);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    publishAfterCommit: changes.now,
    transaction: (fn) =>
      changes.inTransaction((publish) => pg.transaction((tx) => fn(wrap(tx, publish)))),
    // One in-process connection: it is never lost, so onReconnect never runs.
    listen: async (channel, { onNotify }) => pg.listen(channel, onNotify),
    attachChangeSink: changes.attach,
    close: () => pg.close(),
    dumpDataDir: async () => (await pg.dumpDataDir('none')) as Blob,
  };
}
