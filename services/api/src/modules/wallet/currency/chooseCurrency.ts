import type { CurrencyCode } from '@platform/api-client/contract';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { offeredCurrencies } from '../../../core/site';
import type { Queryable } from '../../../db/database';

/**
 * Whether the member's currency is fixed: some money of theirs has moved (any ledger entry on
 * their accounts), or a deposit order is under way or paid.
 */
export async function currencyIsFixed(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ fixed: boolean }>(
    `SELECT EXISTS (
         SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.owner_user_id = $1)
       OR EXISTS (
         SELECT 1 FROM deposit_orders
         WHERE user_id = $1 AND status NOT IN ('cancelled', 'failure', 'expired')) AS fixed`,
    [userId],
  );
  return rows[0]?.fixed === true;
}

/**
 * Sets the member's wallet currency (docs/product-rules.md#currency): one the operator offers, and
 * only while no money of theirs has moved and no deposit order is under way; after that it is
 * fixed, because money is never converted. Their wallets (all at zero, with no entries) are
 * re-opened in the new currency in the same transaction.
 */
export async function chooseCurrency(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  userId: number,
  currency: CurrencyCode,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await offeredCurrencies(tx)).includes(currency))
      throw new DomainError('invalidInput', 'currencyNotOffered');
    // The same lock a deposit order takes first: an order and a change never cross.
    const { rows: users } = await tx.query<{ currency: string }>(
      'SELECT currency FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [userId],
    );
    if (users[0]?.currency === currency) return;
    await tx.query(
      'SELECT id FROM ledger_accounts WHERE owner_user_id = $1 ORDER BY id FOR UPDATE',
      [userId],
    );
    if (await currencyIsFixed(tx, userId)) throw new DomainError('conflict', 'currencyFixed');
    await tx.query('UPDATE users SET currency = $2, updated_at = $3 WHERE id = $1', [
      userId,
      currency,
      ctx.now,
    ]);
    await tx.query('UPDATE ledger_accounts SET currency = $2 WHERE owner_user_id = $1', [
      userId,
      currency,
    ]);
  });
}
