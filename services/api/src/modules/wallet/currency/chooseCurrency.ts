import type { CurrencyCode } from '@platform/api-client/contract';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { playerMoneyHasMoved, reopenIdleAccountsIn } from '../../../core/ledger';
import { offeredCurrencies } from '../../../core/site';
import type { Queryable } from '../../../db/database';

/** A deposit order of the player's is waiting, being confirmed, or paid. */
async function depositUnderWay(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM deposit_orders
       WHERE user_id = $1 AND status NOT IN ('cancelled', 'failure', 'expired')) AS found`,
    [userId],
  );
  return rows[0]?.found === true;
}

/**
 * Whether the member's currency is fixed: a deposit order is under way or paid, or some money of
 * theirs has moved (docs/product-rules.md#currency).
 */
export async function currencyIsFixed(db: Queryable, userId: number): Promise<boolean> {
  return (await depositUnderWay(db, userId)) || (await playerMoneyHasMoved(db, userId));
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
    if ((await depositUnderWay(tx, userId)) || !(await reopenIdleAccountsIn(tx, userId, currency)))
      throw new DomainError('conflict', 'currencyFixed');
    await tx.query('UPDATE users SET currency = $2, updated_at = $3 WHERE id = $1', [
      userId,
      currency,
      ctx.now,
    ]);
  });
}
