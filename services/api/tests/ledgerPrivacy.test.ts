import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const MIGRATIONS = join(SRC, 'db/migrations');
/** The ledger's own code: the one place its tables may be named. */
const LEDGER = join(SRC, 'core/ledger');

/** Every table and view the migrations create under the ledger's prefix. */
function ledgerTables(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'))) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    for (const match of sql.matchAll(
      /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:MATERIALIZED\s+)?(?:TABLE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?(ledger_\w+)/gi,
    ))
      names.add(match[1]!.toLowerCase());
  }
  return [...names].sort();
}

/** The .ts files under src outside the ledger and the migrations. */
function filesOutsideLedger(dir = SRC): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== LEDGER && path !== MIGRATIONS) files.push(...filesOutsideLedger(path));
    } else if (entry.name.endsWith('.ts')) files.push(path);
  }
  return files;
}

/** `file:line: text` for every line that names one of the tables. */
function mentionsOf(tables: readonly string[], file: string, text: string): string[] {
  const pattern = new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i');
  return text
    .split('\n')
    .flatMap((line, i) =>
      pattern.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
    );
}

// The ledger's tables are the ledger's (docs/architecture.md#the-ledger): every other part of the
// API reads and moves money through the functions core/ledger/index.ts exports.
describe('the ledger tables', () => {
  const tables = ledgerTables();

  it('are the ones the migrations create', () => {
    expect(tables).toEqual(
      expect.arrayContaining(['ledger_accounts', 'ledger_entries', 'ledger_transfers']),
    );
  });

  it('are named nowhere in src outside core/ledger and the migrations', () => {
    const files = filesOutsideLedger();
    expect(files.length).toBeGreaterThan(100);
    const mentions = files.flatMap((file) => mentionsOf(tables, file, readFileSync(file, 'utf8')));
    expect(
      mentions,
      `query the ledger through core/ledger instead:\n${mentions.join('\n')}`,
    ).toEqual([]);
  });

  it('are found in a query, and a column such as ledger_transfer_id is not one', () => {
    const query = [
      'const id = row.ledger_transfer_id;',
      "await db.query('SELECT balance FROM LEDGER_ACCOUNTS WHERE id = $1', [id]);",
    ].join('\n');
    expect(mentionsOf(tables, join(SRC, 'modules/x.ts'), query)).toEqual([
      "modules/x.ts:2: await db.query('SELECT balance FROM LEDGER_ACCOUNTS WHERE id = $1', [id]);",
    ]);
  });
});
