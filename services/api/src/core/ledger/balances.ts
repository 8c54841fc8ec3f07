import type { Queryable } from '../../db/database';
import type { PlayerWalletKind } from './accounts';
import { LedgerUsageError } from './postTransfer';

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

/**
 * For a query that must read balances in the same snapshot as its own tables: a derived table
 * `(kind, venue_code, spendable)` of one player's accounts (spendable = balance less holds), whose
 * owner is the query's parameter `$<userIdParam>`. Use it as `FROM ${...} a` or in a JOIN; only
 * the ledger spells its tables, and the fragment takes a parameter number, never a value.
 */
export function playerAccountsSql(userIdParam: number): string {
  if (!Number.isSafeInteger(userIdParam) || userIdParam < 1)
    throw new LedgerUsageError(`a parameter number, not ${userIdParam}`);
  return `(SELECT kind, venue_code, balance - held AS spendable FROM ledger_accounts
           WHERE owner_user_id = $${userIdParam})`;
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
