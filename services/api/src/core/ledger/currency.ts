import type { CurrencyCode } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';

/** Whether any ledger entry touches one of the player's accounts: some of their money has moved. */
export async function playerMoneyHasMoved(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ moved: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.owner_user_id = $1) AS moved`,
    [userId],
  );
  return rows[0]?.moved === true;
}

/**
 * Re-opens the player's accounts in `currency` (docs/product-rules.md#currency), inside the
 * caller's transaction: their rows are locked first, and nothing changes (false) once any money of
 * theirs has moved, since an account with entries keeps the currency they were written in.
 */
export async function reopenIdleAccountsIn(
  tx: Queryable,
  userId: number,
  currency: CurrencyCode,
): Promise<boolean> {
  await tx.query('SELECT id FROM ledger_accounts WHERE owner_user_id = $1 ORDER BY id FOR UPDATE', [
    userId,
  ]);
  if (await playerMoneyHasMoved(tx, userId)) return false;
  await tx.query('UPDATE ledger_accounts SET currency = $2 WHERE owner_user_id = $1', [
    userId,
    currency,
  ]);
  return true;
}
