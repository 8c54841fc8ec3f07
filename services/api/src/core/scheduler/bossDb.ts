import type PgBoss from 'pg-boss';
import type { Queryable } from '../../db/database';

/**
 * pg-boss talks to the database through our own driver (docs/decisions.md#scheduler), so it runs
 * on PGlite without a socket and a job can be sent inside our transaction (`{ db: bossDb(tx) }`).
 *
 * pg-boss sends its schema scripts and maintenance (BEGIN; ...; COMMIT;) as several statements
 * without values. PGlite's `query` takes one statement only, so those go through `exec`; pg-boss
 * reads no rows from them. Everything else is one statement and goes through `query`.
 */
export function bossDb(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && isScript(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      const { rows } = await db.query(text, values ?? []);
      return { rows };
    },
  };
}

/** More than one statement: a ';' before the end that is not inside a $$ function body or a quote. */
function isScript(text: string): boolean {
  const bare = text
    .replace(/\$\$[\s\S]*?\$\$/g, '')
    .replace(/'(?:[^']|'')*'/g, '')
    .trim()
    .replace(/;$/, '');
  return bare.includes(';');
}
