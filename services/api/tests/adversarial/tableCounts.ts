import type { Queryable } from '../../src/db/database';

export type RowCounts = Record<string, number>;

/** Every table of the database's schema (the test's own schema on PostgreSQL). */
export async function listTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

/**
 * Row counts of every table in one query: a refused call must leave them as they were. (Counts,
 * not contents: an update is not seen, an insert or a delete is.)
 */
export function rowCounter(tables: readonly string[]) {
  const sql = `SELECT ${tables
    .map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`)
    .join(', ')}`;
  return async (db: Queryable): Promise<RowCounts> => {
    const { rows } = await db.query<RowCounts>(sql);
    return rows[0]!;
  };
}

/** The tables whose counts differ, with before → after. */
export function countChanges(before: RowCounts, after: RowCounts): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const table of Object.keys({ ...before, ...after }))
    if (before[table] !== after[table]) changed[table] = `${before[table]} → ${after[table]}`;
  return changed;
}
