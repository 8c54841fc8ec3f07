import type { Queryable } from '../../db/database';
import type { WalletBalances } from '../../core/ledger';
import { playerHoldings, totalBalance, type VenueHolding } from '../../core/venues';

/**
 * The wire's userBalanceMap: what the player can spend in the central and welfare wallets, the lock
 * wallet (the money in their locked venues), and the total with every venue
 * (docs/product-rules.md#transfers), naming the venues whose balance is unknown.
 */
function toUserBalanceMap(wallets: WalletBalances, venues: readonly VenueHolding[]) {
  const { total, lockWallet, unknownVenues } = totalBalance(wallets, venues);
  return {
    centralWallet: wallets.central,
    lockWallet,
    welfareWallet: wallets.welfare,
    total,
    unknownVenues,
  };
}

export async function userBalanceMap(db: Queryable, userId: number) {
  const { wallets, venues } = await playerHoldings(db, userId);
  return toUserBalanceMap(wallets, venues);
}

/** userBalanceMap and the player's balance at one venue, in one query (after a transfer). */
export async function userBalanceMapWithVenue(db: Queryable, userId: number, platCode: string) {
  const { wallets, venues } = await playerHoldings(db, userId);
  const venueBalance = venues.find((v) => v.platCode === platCode)?.balance ?? 0;
  return { userBalanceMap: toUserBalanceMap(wallets, venues), venueBalance };
}
