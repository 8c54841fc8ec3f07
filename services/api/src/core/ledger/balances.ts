import type { Queryable } from '../../db/database';
import { PLAYER_WALLET_KINDS, type PlayerWalletKind, type WalletBalances } from './accounts';

/** What an account can spend now: its balance less what pending transfers hold (0 if unknown). */
export async function spendableBalance(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ spendable: number }>(
    'SELECT balance - held AS spendable FROM ledger_accounts WHERE id = $1',
    [accountId],
  );
  return Number(rows[0]?.spendable ?? 0);
}

export interface LockedWallet {
  id: number;
  spendable: number;
}

/**
 * The player's wallets of these kinds, locked (FOR UPDATE) in id order as transfers lock them, so
 * the spendable balance read is the one a transfer in the same transaction moves.
 */
export async function lockPlayerWallets(
  tx: Queryable,
  userId: number,
  kinds: readonly PlayerWalletKind[],
): Promise<Partial<Record<PlayerWalletKind, LockedWallet>>> {
  const { rows } = await tx.query<{ id: number; kind: PlayerWalletKind; spendable: number }>(
    `SELECT id, kind, balance - held AS spendable FROM ledger_accounts
     WHERE owner_user_id = $1 AND kind = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [userId, [...kinds]],
  );
  const wallets: Partial<Record<PlayerWalletKind, LockedWallet>> = {};
  for (const row of rows)
    wallets[row.kind] = { id: Number(row.id), spendable: Number(row.spendable) };
  return wallets;
}

export interface PlayerBalances {
  /** What each own wallet can spend (0 for one never opened). */
  wallets: WalletBalances;
  /** What each venue wallet the player has opened can spend, by venue code; absent means 0. */
  venues: ReadonlyMap<string, number>;
}

/** The player's own wallets and every venue wallet they have, balance less holds, in one query. */
export async function playerBalances(db: Queryable, userId: number): Promise<PlayerBalances> {
  const { rows } = await db.query<{
    kind: PlayerWalletKind | 'venue';
    venue_code: string | null;
    balance: number;
  }>(
    `SELECT kind, venue_code, (balance - held)::bigint AS balance FROM ledger_accounts
     WHERE owner_user_id = $1 AND (kind = ANY($2::text[]) OR kind = 'venue')`,
    [userId, [...PLAYER_WALLET_KINDS]],
  );
  const wallets: WalletBalances = { central: 0, lock: 0, welfare: 0 };
  const venues = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'venue') venues.set(row.venue_code!, Number(row.balance));
    else wallets[row.kind] = Number(row.balance);
  }
  return { wallets, venues };
}

export interface VenueAccountBalance {
  userId: number;
  venueCode: string;
  /** The posted balance: holds not deducted. */
  balance: number;
}

/** Every player's venue wallet with its posted balance, in the order they were opened. */
export async function postedVenueBalances(db: Queryable): Promise<VenueAccountBalance[]> {
  const { rows } = await db.query<{ owner_user_id: number; venue_code: string; balance: number }>(
    "SELECT owner_user_id, venue_code, balance FROM ledger_accounts WHERE kind = 'venue' ORDER BY id",
  );
  return rows.map((r) => ({
    userId: r.owner_user_id,
    venueCode: r.venue_code,
    balance: r.balance,
  }));
}
