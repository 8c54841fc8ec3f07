import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { seed } from '../../src/seeds';
import { adminQuery, databaseUrl } from './postgresAdmin';

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL database's own URL (null on PGlite), for tools such as pg_dump. */
  url: string | null;
  /**
   * The rows (`table: row as JSON`, cut short) that hold any of the values in plain text, among
   * every table a test writes (docs/decisions-api.md#personal-data-at-rest); one query.
   */
  plaintextOf(values: readonly string[]): Promise<string[]>;
  /** Empties everything a test can write; seed data stays, house balances go back to zero. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Tables tests write to; reference data (seeds) is not listed and survives a reset. */
const WRITABLE_TABLES = [
  'ledger_entries',
  'ledger_transfers',
  'sessions',
  'password_reset_tickets',
  'captchas',
  'login_failures',
  'verification_codes',
  'outbox',
  'restricted_networks',
  'deposit_orders',
  'messages',
  'user_bank_cards',
  'user_blockchain_accounts',
  'user_third_party_accounts',
  'uploads',
  'pay_password_guards',
  'daily_budgets',
  'security_verification_guards',
  'announcements',
  'announcement_translations',
  'venue_transfers',
  'venue_locks',
  'venue_sim_wallets',
  'venue_sim_transfers',
  'withdrawal_orders',
  'game_favourites',
  'game_search_log',
  'venue_sim_inhouse_seeds',
  'venue_sim_inhouse_rounds',
  'venue_sim_bet_feed_heads',
  'venue_sim_bet_feed',
  'bet_records',
  'bet_feed_cursors',
  'venue_sim_lottery6_tickets',
  'venue_sim_lottery6_draws',
  'welfare_items',
  'rewards',
  'activity_applications',
  'invite_rebates',
  'vip_level_changes',
  'rebate_payments',
  'rebated_bets',
  'chat_messages',
  'chat_conversations',
  'support_agent_sessions',
  'support_agent_guards',
  'agent_audit',
  'feedback',
  'frontend_health',
  'frontend_health_loads',
  'frontend_release_events',
  'frontend_versions',
  // Responsible gambling (migration 048).
  'play_sessions',
  'player_play_usage',
  'player_limits',
  'player_protection',
  // Append-only (no UPDATE or DELETE) but TRUNCATE stays allowed for this reset.
  'audit_log',
  // Responsible gambling (migration 048).
  'player_protection',
  'player_limits',
  'player_play_usage',
  'play_sessions',
];

/** One scan of what tests write, for any of the values, case-insensitively. */
export async function plaintextOf(db: Database, values: readonly string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const patterns = values.map((v) => `%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const scan = [...WRITABLE_TABLES, 'users']
    .map((table) => `SELECT '${table}' AS t, row_to_json(x)::text AS j FROM ${table} x`)
    .join(' UNION ALL ');
  const { rows } = await db.query<{ t: string; j: string }>(
    `SELECT t, left(j, 400) AS j FROM (${scan}) rows WHERE lower(j) LIKE ANY($1::text[])`,
    [patterns],
  );
  return rows.map((r) => `${r.t}: ${r.j}`);
}

async function resetData(db: Database): Promise<void> {
  await db.exec(`TRUNCATE ${WRITABLE_TABLES.join(', ')} RESTART IDENTITY`);
  await db.exec(`DELETE FROM ledger_accounts WHERE owner_user_id IS NOT NULL`);
  await db.exec(`UPDATE ledger_accounts SET balance = 0 WHERE balance <> 0`);
  await db.exec(`DELETE FROM users`);
}

/**
 * A migrated and seeded embedded database: a copy of the run's template
 * (tests/support/databaseTemplate.ts), or built here when the run has none.
 */
async function openEmbedded() {
  const template = inject('pgliteTemplate');
  if (template)
    return openPglite('memory://', { loadDataDir: new Blob([await readFile(template)]) });
  const db = await openPglite('memory://');
  await migrate(db);
  await seed(db, { devAgents: true });
  return db;
}

/**
 * One database per test file: PGlite in memory, or — when DATABASE_URL is set — a database of its
 * own on that PostgreSQL, so test files running in parallel never see each other's rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openEmbedded();
    return {
      db,
      url: null,
      plaintextOf: (values) => plaintextOf(db, values),
      reset: () => resetData(db),
      close: () => db.close(),
    };
  }
  // A copy of the run's template database (tests/support/databaseTemplate.ts): copying its files
  // (FILE_COPY: a fraction of a second for a database this small) instead of migrating and
  // seeding again (about 3 s).
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(
    url,
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`,
  );
  const ownUrl = databaseUrl(url, name);
  const db = await openPostgres(ownUrl, { max: 20 });
  if (!template) {
    await migrate(db);
    await seed(db, { devAgents: true });
  }
  return {
    db,
    url: ownUrl,
    plaintextOf: (values) => plaintextOf(db, values),
    reset: () => resetData(db),
    async close() {
      await db.close();
      await adminQuery(url, `DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}
