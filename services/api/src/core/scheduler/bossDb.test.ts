import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { bossDb } from './bossDb';

function recorder() {
  const calls: string[] = [];
  const db: Queryable = {
    query: async (sql: string) => {
      calls.push(`query ${sql}`);
      return { rows: [{ ok: 1 }] as never[], rowCount: 1 };
    },
    exec: async (sql: string) => {
      calls.push(`exec ${sql}`);
    },
  };
  return { db, calls };
}

describe('bossDb', () => {
  it('runs a script of several statements without values through exec', async () => {
    const { db, calls } = recorder();
    const script = 'BEGIN; SELECT 1; COMMIT;';
    expect(await bossDb(db).executeSql(script, [])).toEqual({ rows: [] });
    expect(calls).toEqual([`exec ${script}`]);
  });

  it('runs one statement through query and returns its rows, with or without values', async () => {
    const { db, calls } = recorder();
    const fn = `CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; END; $$ LANGUAGE plpgsql;`;
    expect(await bossDb(db).executeSql("SELECT ';' AS semi", [])).toEqual({ rows: [{ ok: 1 }] });
    await bossDb(db).executeSql(fn, []);
    await bossDb(db).executeSql('SELECT $1', [1]);
    expect(calls.every((c) => c.startsWith('query '))).toBe(true);
  });
});
