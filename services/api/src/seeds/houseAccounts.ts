import { openHouseAccounts } from '../core/ledger';
import type { Queryable } from '../db/database';

/** One house account per kind: the other side of deposits, withdrawals, bonuses, rebates and game results. */
export async function seedHouseAccounts(tx: Queryable): Promise<void> {
  await openHouseAccounts(tx);
}
