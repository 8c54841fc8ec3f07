import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { checkLedger } from '../../src/core/ledger/checkLedger';
import { houseAccountId, openPlayerWallets, playerAccountId } from '../../src/core/ledger/accounts';
import { postTransfer } from '../../src/core/ledger/postTransfer';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let players = 0;

/**
 * One database for a ledger test file, handed to `use` once open; after each test the books must
 * be sound, then the data is reset.
 */
export function useLedgerDatabase(use: (db: Database) => void): void {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    use(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(async () => {
    expect(await checkLedger(database.db)).toEqual([]);
    await database.reset();
  });
}

/** Players with wallets and money, straight on the ledger (no HTTP), for ledger-level tests. */
export function ledgerFixtures(db: () => Database) {
  return {
    async newPlayer(): Promise<{ userId: number; central: number; lock: number }> {
      players += 1;
      const username = `ledger${players}`;
      const userId = await db().transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          "INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id",
          [username],
        );
        await openPlayerWallets(tx, rows[0]!.id);
        return rows[0]!.id;
      });
      return {
        userId,
        central: await playerAccountId(db(), userId, 'central'),
        lock: await playerAccountId(db(), userId, 'lock'),
      };
    },

    /** House → account, as a deposit would. */
    async deposit(
      accountId: number,
      amount: number,
      key = `deposit-${accountId}-${amount}-${Math.random()}`,
    ) {
      const house = await houseAccountId(db(), 'house_deposit');
      return db().transaction((tx) =>
        postTransfer(tx, {
          idempotencyKey: key,
          kind: 'deposit',
          legs: [
            { accountId: house, amount: -amount },
            { accountId, amount },
          ],
        }),
      );
    },

    async account(accountId: number): Promise<{ balance: number; held: number }> {
      const { rows } = await db().query<{ balance: number; held: number }>(
        'SELECT balance, held FROM ledger_accounts WHERE id = $1',
        [accountId],
      );
      return rows[0]!;
    },
  };
}
