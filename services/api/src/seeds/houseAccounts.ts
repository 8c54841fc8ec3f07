import { DEFAULT_CURRENCY, HOUSE_ACCOUNT_KINDS } from '../core/ledger';
import type { Queryable } from '../db/database';

/** One house account per kind: the other side of deposits, withdrawals, bonuses, rebates and game results. */
export async function seedHouseAccounts(tx: Queryable): Promise<void> {
  for (const kind of HOUSE_ACCOUNT_KINDS) {
    await tx.query(
      `INSERT INTO ledger_accounts (owner_user_id, kind, currency) VALUES (NULL, $1, $2)
       ON CONFLICT (kind) WHERE owner_user_id IS NULL DO NOTHING`,
      [kind, DEFAULT_CURRENCY],
    );
  }
}
