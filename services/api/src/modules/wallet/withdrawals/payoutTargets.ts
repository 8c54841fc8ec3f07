import type { WithdrawalMethod } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { maskCardNumber, maskTail } from '../paymentAccounts/masking';
import { open } from '../../../core/vault';
import { accountNotFound } from '../paymentAccounts/records';

/**
 * The player's live account a withdrawal of this method pays to, with its label masked as the
 * account list shows it: the last four characters only (docs/decisions-api.md#personal-data-at-rest).
 */
export async function payoutTarget(
  db: Queryable,
  userId: number,
  method: WithdrawalMethod,
  accountId: number,
): Promise<{ accountId: number; label: string }> {
  if (method === 'bankCard') {
    const { rows } = await db.query<{ card_number_sealed: string }>(
      'SELECT card_number_sealed FROM user_bank_cards WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
      [accountId, userId],
    );
    if (!rows[0]) throw accountNotFound();
    const cardNumber = open('user_bank_cards.card_number', rows[0].card_number_sealed);
    return { accountId, label: maskCardNumber(cardNumber) };
  }
  if (method === 'virtualCoin') {
    const { rows } = await db.query<{ address_sealed: string }>(
      'SELECT address_sealed FROM user_blockchain_accounts WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
      [accountId, userId],
    );
    if (!rows[0]) throw accountNotFound();
    return {
      accountId,
      label: maskTail(open('user_blockchain_accounts.address', rows[0].address_sealed)),
    };
  }
  const { rows } = await db.query<{ account_sealed: string }>(
    `SELECT account_sealed FROM user_third_party_accounts
     WHERE id = $1 AND user_id = $2 AND account_type = $3 AND deleted_at IS NULL`,
    [accountId, userId, method],
  );
  if (!rows[0]) throw accountNotFound();
  return {
    accountId,
    label: maskTail(open('user_third_party_accounts.account', rows[0].account_sealed)),
  };
}
