import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';

/**
 * The deadlock victim's transaction runs again instead of failing its request with a 500: found
 * by the simulation (docs/crash-test.md#simulation) between venue transfers of one player on
 * PostgreSQL. PostgreSQL only (the embedded database runs one transaction at a time).
 */
const url = process.env.DATABASE_URL;
const table = `deadlock_test_${randomBytes(4).toString('hex')}`;

describe.skipIf(!url)('a transaction chosen as a deadlock victim', () => {
  let db: Database;
  afterAll(async () => {
    await db?.exec(`DROP TABLE IF EXISTS ${table}`);
    await db?.close();
  });

  it('is run again and both transactions commit', async () => {
    db = await openPostgres(url!, { max: 4 });
    await db.exec(`CREATE TABLE ${table} (id int PRIMARY KEY, n int NOT NULL);
      INSERT INTO ${table} VALUES (1, 0), (2, 0);`);
    let firstHeld!: () => void;
    let secondHeld!: () => void;
    const first = new Promise<void>((r) => (firstHeld = r));
    const second = new Promise<void>((r) => (secondHeld = r));
    const attempts = { a: 0, b: 0 };
    const bump = (id: number) => `UPDATE ${table} SET n = n + 1 WHERE id = ${id}`;
    // Opposite orders: a takes 1 then 2, b takes 2 then 1.
    const a = db.transaction(async (tx) => {
      attempts.a++;
      await tx.query(bump(1));
      firstHeld();
      await second;
      await tx.query(bump(2));
    });
    const b = db.transaction(async (tx) => {
      attempts.b++;
      await tx.query(bump(2));
      secondHeld();
      await first;
      await tx.query(bump(1));
    });
    await expect(Promise.all([a, b])).resolves.toBeDefined();
    expect(attempts.a + attempts.b).toBe(3);
    const { rows } = await db.query<{ n: number }>(`SELECT n FROM ${table} ORDER BY id`);
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
  });
});
