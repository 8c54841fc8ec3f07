import { openNullable } from '../../../core/vault';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';

/** The tables of the three kinds of payment account; all soft-delete with deleted_at. */
export type AccountTable =
  'user_bank_cards' | 'user_blockchain_accounts' | 'user_third_party_accounts';

/**
 * Coin and third-party accounts: the product caps only bank cards; 10 of each kind keeps lists sane
 * (docs/product-rules.md#payment-accounts).
 */
export const MAX_ACCOUNTS_PER_KIND = 10;

/** Another player's id, a deleted account or a wrong id all read the same: not found. */
export function accountNotFound(): DomainError {
  return new DomainError('notFound', 'paymentAccountNotFound');
}

/** Runs a write; a card, address or wallet account already bound (unique index) is a refusal. */
export async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new DomainError('refused', 'paymentAccountDuplicate');
    }
    throw error;
  }
}

/**
 * Locks the player's row for the rest of the transaction, so two binds at once cannot both pass the
 * count limit or both adopt a real name. Answers the real name.
 */
export async function lockOwner(tx: Queryable, userId: number): Promise<string | null> {
  const { rows } = await tx.query<{ real_name_sealed: string | null }>(
    'SELECT real_name_sealed FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return openNullable('users.real_name', rows[0]?.real_name_sealed ?? null);
}

/** Live accounts of a player in one table, optionally of one `account_type`. */
export async function countLiveAccounts(
  tx: Queryable,
  table: AccountTable,
  userId: number,
  accountType?: string,
): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table}
     WHERE user_id = $1 AND deleted_at IS NULL ${accountType ? 'AND account_type = $2' : ''}`,
    accountType ? [userId, accountType] : [userId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Unbinds an account of the player's. Soft delete: withdrawals that used it keep showing it, and
 * its card or address may be bound again.
 */
export async function softDeleteAccount(
  db: Queryable,
  table: AccountTable,
  userId: number,
  id: number,
  now: Date,
): Promise<void> {
  const { rows } = await db.query(
    `UPDATE ${table} SET deleted_at = $3, updated_at = $3
     WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, userId, now],
  );
  if (rows.length === 0) throw accountNotFound();
}
