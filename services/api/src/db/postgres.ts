import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  DATE_OID,
  INT8_OID,
  parseSafeInt8,
  type Database,
  type QueryResult,
  type Queryable,
} from './database';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return parseSafeInt8;
    // A calendar date stays a string: pg would turn it into a local-midnight Date.
    if (oid === DATE_OID) return (text: string) => text;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

const statementNames = new Map<string, string>();

/**
 * Parameterised queries run as named prepared statements: each connection parses and plans a
 * statement once instead of on every call (the hot calls repeat a few dozen statements).
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result =
        params.length > 0
          ? await target.query({ name: statementName(sql), text: sql, values: [...params] })
          : await target.query(sql);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** Tests isolate themselves in a schema of their own. */
  searchPath?: string;
  max?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: typeParsers,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const root = wrap(pool);
  await root.query('SELECT 1');
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
