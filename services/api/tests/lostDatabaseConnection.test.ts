import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isLostDatabaseConnection, PG_UNIQUE_VIOLATION } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';

/**
 * Which errors mean "the database went away": main.ts lets pg-boss's unawaited job completion
 * fail with one of these while PostgreSQL restarts (the run is redelivered, exactly once by our
 * rows), and ends the process on anything else. Found by the simulation
 * (docs/crash-test.md#simulation): a PostgreSQL restart under a scheduler worker ended the API.
 */
const url = process.env.DATABASE_URL;

describe('a lost database connection', () => {
  it('is a refused connection, a server that is not accepting them, a connection ended', async () => {
    const closed = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const refused = await closed.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isLostDatabaseConnection(refused)).toBe(true);
    expect(isLostDatabaseConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isLostDatabaseConnection(Object.assign(new Error('starting up'), { code: '57P03' })),
    ).toBe(true);
  });

  it('is not a refusal, a deadlock or a bug', () => {
    for (const code of [PG_UNIQUE_VIOLATION, '40P01', '23503'])
      expect(isLostDatabaseConnection(Object.assign(new Error(code), { code }))).toBe(false);
    expect(isLostDatabaseConnection(new TypeError('x is undefined'))).toBe(false);
    expect(isLostDatabaseConnection('a string')).toBe(false);
  });

  it.skipIf(!url)('is what a query gets when the server ends its connection', async () => {
    const db = await openPostgres(url!, { max: 2 });
    try {
      const ended = await db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((r) => setTimeout(r, 300));
          await tx.query('SELECT 1');
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isLostDatabaseConnection(ended)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
