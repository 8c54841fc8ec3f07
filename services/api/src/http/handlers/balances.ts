import type { Queryable } from '../../db/database';
import {
  playerBalancesWithVenue,
  playerWalletBalances,
  type WalletBalances,
} from '../../domain/ledger/accounts';

/** The wire's userBalanceMap: what the player can spend in each own wallet, and the total. */
function toUserBalanceMap({ central, lock, welfare }: WalletBalances) {
  return {
    centralWallet: central,
    lockWallet: lock,
    welfareWallet: welfare,
    total: central + lock + welfare,
  };
}

export async function userBalanceMap(db: Queryable, userId: number) {
  return toUserBalanceMap(await playerWalletBalances(db, userId));
}

/** userBalanceMap and the player's balance at one venue, in one query (after a transfer). */
export async function userBalanceMapWithVenue(db: Queryable, userId: number, platCode: string) {
  const { wallets, venue } = await playerBalancesWithVenue(db, userId, platCode);
  return { userBalanceMap: toUserBalanceMap(wallets), venueBalance: venue };
}
