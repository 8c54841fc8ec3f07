import type { Queryable } from '../../db/database';
import { playerWalletBalances } from '../../domain/ledger/accounts';

/** The wire's userBalanceMap: what the player can spend in each own wallet, and the total. */
export async function userBalanceMap(db: Queryable, userId: number) {
  const { central, lock, welfare } = await playerWalletBalances(db, userId);
  return {
    centralWallet: central,
    lockWallet: lock,
    welfareWallet: welfare,
    total: central + lock + welfare,
  };
}
