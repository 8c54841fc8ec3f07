import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { copyFile, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/core/audit';
import { checkLedger } from '../src/core/ledger';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import {
  backupDatabase,
  restoreDatabase,
  type DatabaseStore,
  type RestoreResult,
} from '../src/ops/backup';
import { seed } from '../src/seeds';
import { useTestApp, type TestApp } from './support/testApp';
import { databaseUrl } from './support/postgresAdmin';
import { plaintextOf, type TestDatabase } from './support/testDatabase';

/**
 * The test harness (a fresh app per test, the ledger checked after each) on the given database:
 * each block names its own (the source site, the restored copy).
 */
function harnessOn(open: () => Promise<TestDatabase>): TestApp {
  return useTestApp({ openDatabase: open });
}

/**
 * Backup and restore (docs/decisions-api.md#backup-and-restore) on whichever database the suite runs
 * on: PGlite folders, or — with DATABASE_URL — databases created here on that PostgreSQL. A site
 * gets a player with money on a venue; its backup, restored into an empty database, serves that
 * player's login and balance.
 */
const serverUrl = process.env.DATABASE_URL ?? null;
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
const file = join(work, 'site.backup');
const suffix = randomBytes(4).toString('hex');
const created: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl! });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An empty database: a new PostgreSQL database on the suite's server, or a new PGlite folder. */
async function emptyStore(name: string): Promise<DatabaseStore> {
  if (!serverUrl) return { databaseUrl: null, dataDir: join(work, name) };
  const database = `backup_${name}_${suffix}`;
  await admin((c) => c.query(`CREATE DATABASE ${database}`));
  created.push(database);
  return { databaseUrl: databaseUrl(serverUrl, database), dataDir: 'memory://' };
}

/** What the API's start does on a store: open, migrate, seed. */
async function opened(store: DatabaseStore): Promise<TestDatabase> {
  const db = await openDatabase(store);
  await migrate(db);
  await seed(db, { devAgents: true });
  return {
    db,
    url: store.databaseUrl,
    plaintextOf: (values) => plaintextOf(db, values),
    reset: async () => undefined,
    close: () => db.close(),
  };
}

async function isEmpty(store: DatabaseStore): Promise<boolean> {
  if (!store.databaseUrl) return !existsSync(store.dataDir);
  const client = new pg.Client({ connectionString: store.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (serverUrl)
    for (const database of created)
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  await rm(work, { recursive: true, force: true });
});

let source: DatabaseStore;
const player = { username: '', password: '', balance: {} as Record<string, unknown> };

describe('a site with a player who deposited and moved money to a venue', () => {
  const t = harnessOn(async () => opened((source = await emptyStore('source'))));

  it('registers, deposits (approved) and transfers to a venue', async () => {
    const registered = await t.registerPlayer();
    const token = registered.token;
    const order = await t.call(
      'createBankCardTransferOrder',
      { amount: 80_000, payerName: '张三', idempotencyKey: 'backup-deposit-1' },
      { token },
    );
    expect(order.body).toMatchObject({ code: 0 });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/__dev/sandbox/deposits/${order.body.orderNo as string}/approve`,
    });
    expect(approved.json()).toMatchObject({ code: 0, changed: true });
    const moved = await t.call(
      'convertMoney',
      { platCode: 'STSLOT', direction: 'toVenue', amount: 30_000, idempotencyKey: 'backup-move-1' },
      { token },
    );
    expect(moved.body).toMatchObject({ code: 0 });
    const balance = await t.call('getUserBalance', {}, { token });
    expect(balance.body.userBalanceMap).toMatchObject({ centralWallet: 50_000, total: 80_000 });
    Object.assign(player, {
      username: registered.username,
      password: registered.password,
      balance: balance.body.userBalanceMap,
    });
    // PostgreSQL: pg_dump takes its snapshot while this site is up. A PGlite folder belongs to
    // one process: its backup waits until the site above has closed it (the next block).
    if (serverUrl) await backupDatabase(source, file);
  });
});

describe('the backup, restored into an empty database', () => {
  let target: DatabaseStore;
  let restored: RestoreResult;
  const t = harnessOn(async () => {
    if (!serverUrl) await backupDatabase(source, file);
    target = await emptyStore('target');
    restored = await restoreDatabase(target, file, { force: false });
    return opened(target);
  });

  it('serves a login of that player and the same balance, and its ledger and audit chain check', async () => {
    expect(restored).toMatchObject({ replaced: false, migrated: [] });
    expect(restored.checks).toContainEqual({ name: 'ledger', problems: [] });
    expect(restored.checks).toContainEqual({ name: 'audit chain', problems: [] });
    const chain = await verifyAuditChain(t.db);
    expect(chain.ok).toBe(true);
    const last = await t.db.query<{ action: string; subject_id: string }>(
      'SELECT action, subject_id FROM audit_log WHERE seq = $1',
      [chain.head!.seq],
    );
    // The restored chain ends with its own restore.
    expect(last.rows[0]).toEqual({ action: 'ops.command', subject_id: 'restore' });
    expect(restored.checks.flatMap((c) => c.problems)).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
    const login = await t.call('login', {
      username: player.username,
      password: player.password,
      ...(await t.captcha()),
    });
    expect(login.body).toMatchObject({ code: 0, userInfo: { username: player.username } });
    const balance = await t.call('getUserBalance', {}, { token: login.body.token as string });
    expect(balance.body.userBalanceMap).toEqual(player.balance);
  });

  it('refuses a truncated or damaged backup with a clear message, changing nothing', async () => {
    const empty = await emptyStore('untouched');
    const truncated = join(work, 'truncated.backup');
    await copyFile(file, truncated);
    await truncate(truncated, Math.floor((await readFile(file)).length / 2));
    await expect(restoreDatabase(empty, truncated, { force: false })).rejects.toThrow(
      /is truncated: \d+ of its \d+ payload bytes are there/,
    );
    const stranger = join(work, 'notes.txt');
    await writeFile(stranger, 'not a backup\n');
    await expect(restoreDatabase(empty, stranger, { force: false })).rejects.toThrow(
      /is not a backup made by "pnpm ops backup"/,
    );
    expect(await isEmpty(empty)).toBe(true);
  });

  it('refuses to overwrite a database that holds data unless forced, and a damaged file even then', async () => {
    await expect(restoreDatabase(target, file, { force: false })).rejects.toThrow(
      /is not empty: restore refuses to overwrite it/,
    );
    const damaged = join(work, 'damaged.backup');
    const bytes = await readFile(file);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    await writeFile(damaged, bytes);
    await expect(restoreDatabase(target, damaged, { force: true })).rejects.toThrow(
      /is damaged: its content does not match its SHA-256 checksum/,
    );
    const balance = await t.call(
      'getUserBalance',
      {},
      {
        token: (
          await t.call('login', {
            username: player.username,
            password: player.password,
            ...(await t.captcha()),
          })
        ).body.token as string,
      },
    );
    expect(balance.body.userBalanceMap).toEqual(player.balance);
  });

  it.skipIf(serverUrl)('refuses a PGlite folder that a running site holds', async () => {
    // The site's lock names a live process (here our parent): backup and restore stay away.
    const lock = `${source.dataDir}.lock`;
    await writeFile(lock, String(process.ppid));
    try {
      await expect(backupDatabase(source, join(work, 'held.backup'))).rejects.toThrow(
        /is in use by process \d+ \(the API\?\)\. A PGlite folder belongs to one process: stop the site first/,
      );
      await expect(restoreDatabase(source, file, { force: true })).rejects.toThrow(
        /is in use by process/,
      );
      expect(existsSync(join(work, 'held.backup'))).toBe(false);
    } finally {
      await rm(lock, { force: true });
    }
  });
});
