import type { Queryable } from '../../db/database';

/**
 * The player's central wallet (if any) and their wallet at the venue, opened on first use: a
 * transfer or a bet from the venue's feed may come first. Two at once open one (the unique key).
 */
async function findOrOpenVenueAccount(
  tx: Queryable,
  userId: number,
  venueCode: string,
): Promise<{ central: number | undefined; venue: number }> {
  const find = async () => {
    const { rows } = await tx.query<{ id: number; kind: 'central' | 'venue' }>(
      `SELECT id, kind FROM ledger_accounts
       WHERE owner_user_id = $1 AND (kind = 'central' OR (kind = 'venue' AND venue_code = $2))`,
      [userId, venueCode],
    );
    return {
      central: rows.find((r) => r.kind === 'central')?.id,
      venue: rows.find((r) => r.kind === 'venue')?.id,
    };
  };
  let found = await find();
  if (found.venue === undefined) {
    await tx.query(
      // In the player's own currency, that of their central wallet (a venue account is never
      // opened for a player without one).
      `INSERT INTO ledger_accounts (owner_user_id, kind, venue_code, currency)
       SELECT $1, 'venue', $2, currency FROM ledger_accounts WHERE owner_user_id = $1 AND kind = 'central'
       ON CONFLICT DO NOTHING`,
      [userId, venueCode],
    );
    found = await find();
  }
  if (found.venue === undefined) throw new Error(`user ${userId} has no ${venueCode} wallet`);
  return { central: found.central, venue: found.venue };
}

/** The player's wallet at the venue, opened if it is the first use. */
export async function openVenueAccount(
  tx: Queryable,
  userId: number,
  venueCode: string,
): Promise<number> {
  return (await findOrOpenVenueAccount(tx, userId, venueCode)).venue;
}

/** The two sides of a venue transfer: the central wallet and the venue wallet (opened on first use). */
export async function venueTransferAccounts(
  tx: Queryable,
  userId: number,
  venueCode: string,
): Promise<{ central: number; venue: number }> {
  const { central, venue } = await findOrOpenVenueAccount(tx, userId, venueCode);
  if (central === undefined)
    throw new Error(`user ${userId} has no central or ${venueCode} wallet`);
  return { central, venue };
}
