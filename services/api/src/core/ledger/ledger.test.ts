import { describe, expect, it } from 'vitest';
import { ledgerFixtures, useLedgerDatabase } from '../../../tests/support/ledgerFixtures';
import type { Database } from '../../db/database';
import { DomainError } from '../errors';
import { houseAccountId, houseBalance, playerWalletBalances } from './accounts';
import { checkLedger } from './checkLedger';
import { LedgerUsageError, postTransfer, type TransferRequest } from './postTransfer';

let db: Database;

/** Thrown to roll a test's transaction back on purpose. */
class Rollback extends Error {}

useLedgerDatabase((opened) => (db = opened));

const { newPlayer, deposit, account } = ledgerFixtures(() => db);

function post(req: TransferRequest) {
  return db.transaction((tx) => postTransfer(tx, req));
}

async function balanceOf(accountId: number): Promise<number> {
  return (await account(accountId)).balance;
}

describe('postTransfer', () => {
  it('moves money between accounts; entries sum to zero and balances follow', async () => {
    const player = await newPlayer();
    const posted = await deposit(player.central, 12_345);
    expect(posted).toMatchObject({ status: 'posted', replayed: false });
    expect(posted.entries.find((e) => e.accountId === player.central)).toMatchObject({
      amount: 12_345,
      balanceAfter: 12_345,
    });
    expect(await playerWalletBalances(db, player.userId)).toEqual({
      central: 12_345,
      lock: 0,
      welfare: 0,
    });
    expect(await houseBalance(db, 'house_deposit')).toBe(-12_345);
  });

  it("a house account's balance is the sum of what its posted transfers moved; its row stays at 0", async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const first = await deposit(a.central, 700);
    await deposit(b.central, 250);
    await post({
      idempotencyKey: 'back-to-house',
      kind: 'adjustment',
      legs: [
        { accountId: a.central, amount: -100 },
        { accountId: await houseAccountId(db, 'house_deposit'), amount: 100 },
      ],
    });
    expect(await houseBalance(db, 'house_deposit')).toBe(-850);
    expect(await houseBalance(db, 'house_bonus')).toBe(0);
    expect(await account(await houseAccountId(db, 'house_deposit'))).toEqual({
      balance: 0,
      held: 0,
    });
    // A house entry carries no running balance; a player's does.
    expect(first.entries.map((e) => e.balanceAfter)).toEqual([null, 700]);
  });

  it('many concurrent transfers through different players into one house account all land', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer()));
    for (const p of players) await deposit(p.central, 1_000);
    const game = await houseAccountId(db, 'house_game');
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        post({
          idempotencyKey: `bet-${i}`,
          kind: 'gameSettlement',
          legs: [
            { accountId: players[i % players.length]!.central, amount: -(i + 1) },
            { accountId: game, amount: i + 1 },
          ],
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(80);
    expect(await houseBalance(db, 'house_game')).toBe((80 * 81) / 2);
    let left = 0;
    for (const p of players) left += await balanceOf(p.central);
    expect(left).toBe(8 * 1_000 - (80 * 81) / 2);
    expect(await account(game)).toEqual({ balance: 0, held: 0 });
  });

  it('is idempotent: the same key and body post once and replay the original result', async () => {
    const player = await newPlayer();
    const first = await deposit(player.central, 500, 'order-1');
    const again = await deposit(player.central, 500, 'order-1');
    expect(again).toMatchObject({
      transferId: first.transferId,
      replayed: true,
      entries: first.entries,
    });
    expect(await balanceOf(player.central)).toBe(500);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transfers',
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('the same key with a different body is a conflict (409) and moves nothing', async () => {
    const player = await newPlayer();
    await deposit(player.central, 500, 'order-2');
    const conflict = deposit(player.central, 501, 'order-2');
    await expect(conflict).rejects.toBeInstanceOf(DomainError);
    await expect(deposit(player.central, 501, 'order-2')).rejects.toMatchObject({
      resultCode: 409,
      messageKey: 'idempotencyConflict',
    });
    expect(await balanceOf(player.central)).toBe(500);
  });

  it('never lets a player wallet go negative; the refused key stays free', async () => {
    const player = await newPlayer();
    await deposit(player.central, 100);
    const tooMuch = {
      idempotencyKey: 'move-1',
      kind: 'walletTransfer' as const,
      legs: [
        { accountId: player.central, amount: -101 },
        { accountId: player.lock, amount: 101 },
      ],
    };
    await expect(post(tooMuch)).rejects.toMatchObject({
      resultCode: 1000,
      messageKey: 'insufficientBalance',
    });
    expect(await playerWalletBalances(db, player.userId)).toEqual({
      central: 100,
      lock: 0,
      welfare: 0,
    });
    await deposit(player.central, 1);
    expect((await post(tooMuch)).replayed).toBe(false);
    expect(await playerWalletBalances(db, player.userId)).toEqual({
      central: 0,
      lock: 101,
      welfare: 0,
    });
  });

  it('refuses malformed transfers before touching the database', async () => {
    const player = await newPlayer();
    const bad: TransferRequest[] = [
      { idempotencyKey: 'a', kind: 'deposit', legs: [{ accountId: player.central, amount: 5 }] },
      {
        idempotencyKey: 'b',
        kind: 'deposit',
        legs: [
          { accountId: player.central, amount: 5 },
          { accountId: player.lock, amount: -4 },
        ],
      },
      {
        idempotencyKey: 'c',
        kind: 'deposit',
        legs: [
          { accountId: player.central, amount: 0.5 },
          { accountId: player.lock, amount: -0.5 },
        ],
      },
      {
        idempotencyKey: 'd',
        kind: 'deposit',
        legs: [
          { accountId: player.central, amount: 5 },
          { accountId: player.central, amount: -5 },
        ],
      },
      {
        idempotencyKey: '',
        kind: 'deposit',
        legs: [
          { accountId: player.central, amount: 5 },
          { accountId: player.lock, amount: -5 },
        ],
      },
    ];
    for (const req of bad) await expect(post(req)).rejects.toBeInstanceOf(LedgerUsageError);
  });

  it('50 concurrent transfers out of one funded account never overdraw it', async () => {
    const source = await newPlayer();
    const targets = await Promise.all(Array.from({ length: 5 }, () => newPlayer()));
    await deposit(source.central, 1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        post({
          idempotencyKey: `spend-${i}`,
          kind: 'walletTransfer',
          legs: [
            { accountId: source.central, amount: -30 },
            { accountId: targets[i % targets.length]!.central, amount: 30 },
          ],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(33);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        messageKey: 'insufficientBalance',
      });
    expect(await balanceOf(source.central)).toBe(10);
    let received = 0;
    for (const target of targets) received += await balanceOf(target.central);
    expect(received).toBe(990);
  });

  it('the same key posted concurrently moves money once', async () => {
    const player = await newPlayer();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => deposit(player.central, 70, 'same-order')),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await balanceOf(player.central)).toBe(70);
  });
});

describe('database invariants', () => {
  it('a transfer whose entries do not sum to zero cannot commit', async () => {
    const player = await newPlayer();
    const attempt = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        "INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, status, posted_at) VALUES ('raw', 'h', 'adjustment', 'posted', now()) RETURNING id",
      );
      await tx.query(
        'INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, 5)',
        [rows[0]!.id, player.central],
      );
    });
    await expect(attempt).rejects.toThrow(/does not balance/);
    const { rows } = await db.query('SELECT 1 FROM ledger_transfers');
    expect(rows).toHaveLength(0);
  });

  it('a player balance below zero violates a CHECK; entries cannot be edited or deleted', async () => {
    const player = await newPlayer();
    await expect(
      db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [player.central]),
    ).rejects.toThrow(/ledger_accounts_player_(nonnegative|available)/);
    await deposit(player.central, 10);
    await expect(db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
  });

  it("a house row's balance and held cannot leave 0, and checkLedger would name one that did", async () => {
    const house = await houseAccountId(db, 'house_deposit');
    await expect(
      db.query('UPDATE ledger_accounts SET balance = -5 WHERE id = $1', [house]),
    ).rejects.toThrow(/ledger_accounts_house_derived/);
    await expect(
      db.query('UPDATE ledger_accounts SET held = 5 WHERE id = $1', [house]),
    ).rejects.toThrow(/ledger_accounts_house_derived/);
    await db
      .transaction(async (tx) => {
        await tx.exec('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_house_derived');
        await tx.query('UPDATE ledger_accounts SET balance = -5 WHERE id = $1', [house]);
        expect(await checkLedger(tx)).toEqual([
          {
            kind: 'houseRowNotZero',
            detail: `house account ${house} (house_deposit) keeps balance -5, held 0`,
          },
        ]);
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    expect(await account(house)).toEqual({ balance: 0, held: 0 });
  });

  it('checkLedger reports a balance that does not match its entries', async () => {
    const player = await newPlayer();
    await deposit(player.central, 10);
    await db.query('UPDATE ledger_accounts SET balance = 11 WHERE id = $1', [player.central]);
    const problems = await checkLedger(db);
    expect(problems).toEqual([
      {
        kind: 'balanceMismatch',
        detail: `account ${player.central} balance 11 but posted entries sum to 10`,
      },
    ]);
    await db.query('UPDATE ledger_accounts SET balance = 10 WHERE id = $1', [player.central]);
  });
});
