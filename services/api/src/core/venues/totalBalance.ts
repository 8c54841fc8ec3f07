import type { Queryable } from '../../db/database';
import { PLAYER_WALLET_KINDS, type WalletBalances } from '../ledger';

/** One venue wallet as the total sees it: what the player holds there, if the platform knows. */
export interface VenueHolding {
  platCode: string;
  /** Balance less pending holds, in fen. */
  balance: number;
  /** Under maintenance (the provider is down) or a transfer still waiting for its answer. */
  unknown: boolean;
  /** The player's venue lock on it is open (docs/product-rules.md#venue-lock). */
  locked: boolean;
}

export interface TotalBalance {
  /** central + welfare + every venue whose balance is known, in fen. */
  total: number;
  /**
   * The lock wallet the player sees: what they can spend in their locked venues whose balance is
   * known, in fen. Part of the venues already in the total, never added to it again.
   */
  lockWallet: number;
  /** The venues left out of the total because their balance is unknown, in display order. */
  unknownVenues: string[];
}

/**
 * The player's total balance, the one definition every page shows
 * (docs/product-rules.md#transfers): the own wallets plus every venue wallet, and the venues whose
 * balance is unknown named rather than silently left out. The lock wallet is the locked venues
 * among them (docs/decisions.md#venue-lock-and-the-lock-wallet); the ledger's own `lock` account
 * is never posted to, so it adds 0 and the locked money is counted once, as venue money.
 */
export function totalBalance(
  wallets: WalletBalances,
  venues: readonly VenueHolding[],
): TotalBalance {
  let total = wallets.central + wallets.welfare + wallets.lock;
  let lockWallet = 0;
  const unknownVenues: string[] = [];
  for (const venue of venues) {
    if (venue.unknown) {
      unknownVenues.push(venue.platCode);
      continue;
    }
    total += venue.balance;
    if (venue.locked) lockWallet += venue.balance;
  }
  return { total, lockWallet, unknownVenues };
}

/**
 * The player's own wallets and every venue wallet, in one query. A venue's balance is unknown while
 * it is under maintenance or a transfer with it waits for the provider's answer (the money in
 * flight is then neither here nor there); a venue is locked while the player's lock on it is open.
 */
export async function playerHoldings(
  db: Queryable,
  userId: number,
): Promise<{ wallets: WalletBalances; venues: VenueHolding[] }> {
  const { rows } = await db.query<{
    kind: string;
    plat_code: string | null;
    balance: number;
    unknown: boolean;
    locked: boolean;
  }>(
    `SELECT kind, NULL AS plat_code, (balance - held)::bigint AS balance, false AS unknown,
            false AS locked, 0 AS sort
     FROM ledger_accounts WHERE owner_user_id = $1 AND kind = ANY($2::text[])
     UNION ALL
     SELECT 'venue', p.plat_code, coalesce(a.balance - a.held, 0)::bigint,
            p.maintenance OR EXISTS (SELECT 1 FROM venue_transfers t
                                     WHERE t.user_id = $1 AND t.plat_code = p.plat_code
                                       AND t.status = 'pending'),
            EXISTS (SELECT 1 FROM venue_locks l
                    WHERE l.user_id = $1 AND l.plat_code = p.plat_code AND l.released_at IS NULL),
            p.sort
     FROM venue_platforms p
     LEFT JOIN ledger_accounts a
       ON a.owner_user_id = $1 AND a.kind = 'venue' AND a.venue_code = p.plat_code
     ORDER BY sort, plat_code`,
    [userId, [...PLAYER_WALLET_KINDS]],
  );
  const wallets: WalletBalances = { central: 0, lock: 0, welfare: 0 };
  const venues: VenueHolding[] = [];
  for (const row of rows) {
    const balance = Number(row.balance);
    if (row.plat_code === null) wallets[row.kind as keyof WalletBalances] = balance;
    else
      venues.push({ platCode: row.plat_code, balance, unknown: row.unknown, locked: row.locked });
  }
  return { wallets, venues };
}
