import { describe, expect, it } from 'vitest';
import { ledgerFixtures, useLedgerDatabase } from '../../../tests/support/ledgerFixtures';
import type { Database } from '../../db/database';
import { houseAccountId, houseBalance, playerWalletBalances } from './accounts';
import { holdTransfer, postPendingTransfer, voidPendingTransfer } from './pendingTransfers';
import { LedgerUsageError, postTransfer } from './postTransfer';

let db: Database;
const { newPlayer, deposit, account } = ledgerFixtures(() => db);

useLedgerDatabase((opened) => (db = opened));

/** A withdrawal-shaped hold: central → house_withdrawal. */
async function holdWithdrawal(central: number, amount: number, key = `w-${Math.random()}`) {
  const house = await houseAccountId(db, 'house_withdrawal');
  return db.transaction((tx) =>
    holdTransfer(tx, {
      idempotencyKey: key,
      kind: 'withdrawal',
      legs: [
        { accountId: central, amount: -amount },
        { accountId: house, amount },
      ],
    }),
  );
}

describe('pending transfers', () => {
  it('a hold keeps the money in the wallet but out of reach until posted', async () => {
    const player = await newPlayer();
    await deposit(player.central, 10_000);
    const hold = await holdWithdrawal(player.central, 3_000);
    expect(hold).toMatchObject({ status: 'pending', replayed: false });
    expect(await account(player.central)).toEqual({ balance: 10_000, held: 3_000 });
    expect((await playerWalletBalances(db, player.userId)).central).toBe(7_000);

    const posted = await db.transaction((tx) => postPendingTransfer(tx, hold.transferId));
    expect(posted.status).toBe('posted');
    expect(posted.entries.find((e) => e.accountId === player.central)).toMatchObject({
      amount: -3_000,
      balanceAfter: 7_000,
    });
    expect(await account(player.central)).toEqual({ balance: 7_000, held: 0 });
    expect(await houseBalance(db, 'house_withdrawal')).toBe(3_000);
    expect(posted.entries.find((e) => e.accountId !== player.central)?.balanceAfter).toBeNull();
  });

  it('voiding gives the hold back and moves nothing', async () => {
    const player = await newPlayer();
    await deposit(player.central, 5_000);
    const hold = await holdWithdrawal(player.central, 5_000);
    expect((await playerWalletBalances(db, player.userId)).central).toBe(0);
    await db.transaction((tx) => voidPendingTransfer(tx, hold.transferId));
    expect(await account(player.central)).toEqual({ balance: 5_000, held: 0 });
    expect(await houseBalance(db, 'house_withdrawal')).toBe(0);
  });

  it('held money cannot be spent again, by another hold or a posted transfer', async () => {
    const player = await newPlayer();
    await deposit(player.central, 1_000);
    await holdWithdrawal(player.central, 800);
    await expect(holdWithdrawal(player.central, 300)).rejects.toMatchObject({
      messageKey: 'insufficientBalance',
    });
    const house = await houseAccountId(db, 'house_game');
    await expect(
      db.transaction((tx) =>
        postTransfer(tx, {
          idempotencyKey: 'spend',
          kind: 'walletTransfer',
          legs: [
            { accountId: player.central, amount: -300 },
            { accountId: house, amount: 300 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ messageKey: 'insufficientBalance' });
    expect(await account(player.central)).toEqual({ balance: 1_000, held: 800 });
  });

  it('posting or voiding twice is a no-op; posting a voided transfer is refused', async () => {
    const player = await newPlayer();
    await deposit(player.central, 1_000);
    const a = await holdWithdrawal(player.central, 100);
    await db.transaction((tx) => postPendingTransfer(tx, a.transferId));
    const again = await db.transaction((tx) => postPendingTransfer(tx, a.transferId));
    expect(again).toMatchObject({ status: 'posted', replayed: true });
    await expect(
      db.transaction((tx) => voidPendingTransfer(tx, a.transferId)),
    ).rejects.toBeInstanceOf(LedgerUsageError);

    const b = await holdWithdrawal(player.central, 100);
    await db.transaction((tx) => voidPendingTransfer(tx, b.transferId));
    expect(await db.transaction((tx) => voidPendingTransfer(tx, b.transferId))).toMatchObject({
      status: 'voided',
      replayed: true,
    });
    await expect(
      db.transaction((tx) => postPendingTransfer(tx, b.transferId)),
    ).rejects.toBeInstanceOf(LedgerUsageError);
    expect(await account(player.central)).toEqual({ balance: 900, held: 0 });
  });

  it('the same key replays the hold; a different body under it is a conflict', async () => {
    const player = await newPlayer();
    await deposit(player.central, 1_000);
    const first = await holdWithdrawal(player.central, 400, 'withdrawal:W1');
    const again = await holdWithdrawal(player.central, 400, 'withdrawal:W1');
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    await expect(holdWithdrawal(player.central, 401, 'withdrawal:W1')).rejects.toMatchObject({
      messageKey: 'idempotencyConflict',
    });
    expect(await account(player.central)).toEqual({ balance: 1_000, held: 400 });
  });

  it('concurrent holds never promise more than the wallet has', async () => {
    const player = await newPlayer();
    await deposit(player.central, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => holdWithdrawal(player.central, 1_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await account(player.central)).toEqual({ balance: 10_000, held: 10_000 });
  });
});
