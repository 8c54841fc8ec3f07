import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  ChangeEvents,
  DATE_OID,
  INT8_OID,
  parseSafeInt8,
  pgErrorCode,
  type Database,
  type ListenHandlers,
  type QueryResult,
  type ChangeEvent,
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

function wrap(
  target: pg.Pool | pg.PoolClient,
  publishAfterCommit: (...events: ChangeEvent[]) => void,
): Queryable {
  return {
    publishAfterCommit,
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

/** A deadlock victim (40P01): its transaction is run again up to this many times in all. */
const PG_DEADLOCK = '40P01';
const DEADLOCK_ATTEMPTS = 3;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: typeParsers,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const changes = new ChangeEvents();
  const root = wrap(pool, changes.now);
  await root.query('SELECT 1');

  async function once<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A checked-out client has no error listener of the pool's: a connection the server ends
    // inside the transaction (a restart) would crash the process. Kept, the next query fails the
    // caller instead, and the broken client is destroyed rather than pooled again.
    let lost: Error | undefined;
    const onError = (error: Error) => (lost = error);
    client.on('error', onError);
    try {
      return await changes.inTransaction(async (publish) => {
        await client.query('BEGIN');
        try {
          const result = await fn(wrap(client, publish));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    } finally {
      client.removeListener('error', onError);
      client.release(lost);
    }
  }

  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    publishAfterCommit: changes.now,
    // docs/crash-test.md#simulation: two transactions that take the same rows in different orders
    // (seen: a venue transfer's completion against another transaction of the same player) can
    // deadlock; PostgreSQL rolls one back, and that one runs again from the start, as a taken
    // order number already does (core/orders), instead of answering 500.
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(fn);
        } catch (error) {
          if (pgErrorCode(error) !== PG_DEADLOCK || attempt >= DEADLOCK_ATTEMPTS) throw error;
          await new Promise((r) => setTimeout(r, attempt * (5 + Math.random() * 20)));
        }
      }
    },
    listen: (channel, handlers) => listenWithReconnect(url, channel, handlers),
    attachChangeSink: changes.attach,
    close: () => pool.end(),
  };
}

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000];

/**
 * LISTEN holds one connection of its own (a pooled one would be handed to others). When it is
 * lost (server restart, network), it reconnects with backoff and reports the gap through
 * onReconnect, since PostgreSQL does not keep notifications for a listener that was away.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onNotify(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    client = next;
  };

  const scheduleReconnect = (): void => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          attempt = 0;
          handlers.onReconnect();
        },
        () => scheduleReconnect(),
      );
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
