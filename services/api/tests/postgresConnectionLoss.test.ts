import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';

/**
 * A connection the server ends in the middle of a transaction (a PostgreSQL restart, an operator's
 * pg_terminate_backend) fails that transaction's caller; the API process goes on and the next
 * transaction gets a sound connection. Found by the simulation (docs/crash-test.md#simulation):
 * the lost connection crashed the process. PostgreSQL only (the embedded database has none).
 */
const url = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)('a PostgreSQL connection lost inside a transaction', () => {
  let db: Database;
  afterAll(async () => db?.close());

  it('fails the transaction, not the process, and the next one works', async () => {
    db = await openPostgres(url!, { max: 2 });
    const transaction = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      // The server's goodbye arrives while the transaction waits on something else.
      await sleep(300);
      await tx.query('SELECT 1');
    });
    await expect(transaction).rejects.toThrow();
    for (let i = 0; i < 3; i++) {
      const answer = await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
      expect(answer.rows[0]!.one).toBe(1);
    }
  });
});
