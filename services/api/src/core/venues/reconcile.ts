import type { Queryable } from '../../db/database';
import { postedVenueBalances } from '../ledger';
import { playerRefOf, type VenueProvider } from './provider';

export interface VenueMismatch {
  userId: number;
  platCode: string;
  ledger: number;
  provider: number;
}

/**
 * Our books against the providers': every player venue wallet on the ledger (posted balance)
 * must equal what the provider holds for that player. Meaningful once no transfer is pending.
 */
export async function reconcileVenues(
  db: Queryable,
  provider: VenueProvider,
): Promise<{ checked: number; pending: number; mismatches: VenueMismatch[] }> {
  const accounts = await postedVenueBalances(db);
  const { rows: pending } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM venue_transfers WHERE status = 'pending'",
  );
  const mismatches: VenueMismatch[] = [];
  for (const account of accounts) {
    const held = await provider.balance(account.venueCode, playerRefOf(account.userId));
    if (held !== account.balance)
      mismatches.push({
        userId: account.userId,
        platCode: account.venueCode,
        ledger: account.balance,
        provider: held,
      });
  }
  return { checked: accounts.length, pending: pending[0]!.n, mismatches };
}
