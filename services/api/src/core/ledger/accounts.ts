import { BASE_CURRENCY, CURRENCY_CODES, type CurrencyCode } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';

export const PLAYER_WALLET_KINDS = ['central', 'lock', 'welfare'] as const;
export type PlayerWalletKind = (typeof PLAYER_WALLET_KINDS)[number];

export const HOUSE_ACCOUNT_KINDS = [
  'house_deposit',
  'house_withdrawal',
  'house_bonus',
  'house_rebate',
  'house_game',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountKind = PlayerWalletKind | 'venue' | HouseAccountKind;

/** The currency of a player who has not chosen one (docs/product-rules.md#currency). */
export const DEFAULT_CURRENCY: CurrencyCode = BASE_CURRENCY;

export function isHouseKind(kind: string): kind is HouseAccountKind {
  return (HOUSE_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

/** A new player's central, lock and welfare wallets, all at zero (inside the sign-up transaction). */
export async function openPlayerWallets(
  tx: Queryable,
  userId: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (owner_user_id, kind, currency)
     SELECT $1, k, $2 FROM unnest($3::text[]) AS k`,
    [userId, currency, [...PLAYER_WALLET_KINDS]],
  );
}

/**
 * One house account per kind and currency, opened once (the seeds run it for every currency the
 * platform knows; a second run opens nothing): money in one currency only ever meets the house in
 * the same currency.
 */
export async function openHouseAccounts(
  tx: Queryable,
  currencies: readonly CurrencyCode[] = CURRENCY_CODES,
): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (owner_user_id, kind, currency)
     SELECT NULL, k, c FROM unnest($1::text[]) AS k CROSS JOIN unnest($2::text[]) AS c
     ON CONFLICT (kind, currency) WHERE owner_user_id IS NULL DO NOTHING`,
    [[...HOUSE_ACCOUNT_KINDS], [...currencies]],
  );
}

export type WalletBalances = Record<PlayerWalletKind, number>;

/** What the player can spend in each wallet: the balance less what pending transfers hold. */
export async function playerWalletBalances(db: Queryable, userId: number): Promise<WalletBalances> {
  return (await playerBalancesWithVenue(db, userId, null)).wallets;
}

/** The player's wallets and, in the same query, their wallet at one venue (0 if never opened). */
export async function playerBalancesWithVenue(
  db: Queryable,
  userId: number,
  venueCode: string | null,
): Promise<{ wallets: WalletBalances; venue: number }> {
  const { rows } = await db.query<{ kind: PlayerWalletKind | 'venue'; balance: number }>(
    `SELECT kind, balance - held AS balance FROM ledger_accounts
     WHERE owner_user_id = $1
       AND (kind = ANY($2::text[]) OR (kind = 'venue' AND venue_code = $3::text))`,
    [userId, [...PLAYER_WALLET_KINDS], venueCode],
  );
  const wallets: WalletBalances = { central: 0, lock: 0, welfare: 0 };
  let venue = 0;
  for (const row of rows) {
    if (row.kind === 'venue') venue = row.balance;
    else wallets[row.kind] = row.balance;
  }
  return { wallets, venue };
}

export async function playerAccountId(
  db: Queryable,
  userId: number,
  kind: PlayerWalletKind,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE owner_user_id = $1 AND kind = $2',
    [userId, kind],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`user ${userId} has no ${kind} wallet`);
  return id;
}

export async function houseAccountId(
  db: Queryable,
  kind: HouseAccountKind,
  currency: CurrencyCode = BASE_CURRENCY,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE owner_user_id IS NULL AND kind = $1 AND currency = $2',
    [kind, currency],
  );
  const id = rows[0]?.id;
  if (id === undefined)
    throw new Error(`house account ${kind} in ${currency} is missing (seeds not applied?)`);
  return id;
}

/** The house account of `kind` in the player's own currency (that of their central wallet), in one query. */
export async function houseAccountFor(
  db: Queryable,
  kind: HouseAccountKind,
  userId: number,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT h.id FROM ledger_accounts p
     JOIN ledger_accounts h ON h.owner_user_id IS NULL AND h.kind = $1 AND h.currency = p.currency
     WHERE p.owner_user_id = $2 AND p.kind = 'central'`,
    [kind, userId],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${kind} house account in user ${userId}'s currency`);
  return id;
}

/**
 * A house account's balance: the sum of its posted transfers' entries. House rows keep no balance
 * of their own (docs/decisions.md#the-house-side-of-the-ledger), so that no transfer waits on them.
 * Goes negative as money enters the platform.
 */
export async function houseBalance(
  db: Queryable,
  kind: HouseAccountKind,
  currency: CurrencyCode = BASE_CURRENCY,
): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    `SELECT coalesce(sum(e.amount), 0)::bigint AS balance
     FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transfers t ON t.id = e.transfer_id AND t.status = 'posted'
     WHERE a.owner_user_id IS NULL AND a.kind = $1 AND a.currency = $2`,
    [kind, currency],
  );
  return rows[0]?.balance ?? 0;
}
