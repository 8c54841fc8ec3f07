import type { Queryable } from '../../db/database';
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
  const { rows } = await db.query<{ owner_user_id: number; venue_code: string; balance: number }>(
    "SELECT owner_user_id, venue_code, balance FROM ledger_accounts WHERE kind = 'venue' ORDER BY id",
  );
  const { rows: pending } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM venue_transfers WHERE status = 'pending'",
  );
  const mismatches: VenueMismatch[] = [];
  for (const row of rows) {
    const held = await provider.balance(row.venue_code, playerRefOf(row.owner_user_id));
    if (held !== row.balance)
      mismatches.push({
        userId: row.owner_user_id,
        platCode: row.venue_code,
        ledger: row.balance,
        provider: held,
      });
  }
  return { checked: rows.length, pending: pending[0]!.n, mismatches };
}
