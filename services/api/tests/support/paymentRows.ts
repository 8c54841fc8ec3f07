import type { Queryable } from '../../src/db/database';
import { blindIndex, seal } from '../../src/core/vault';

/**
 * A bound card written straight into the table, sealed as the app stores it
 * (docs/decisions-api.md#personal-data-at-rest); holder 张三 of the first bank, branch Shenzhen.
 */
export async function insertBankCard(
  db: Queryable,
  userId: number,
  cardNumber: string,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO user_bank_cards (user_id, card_type, bank_id, holder_name_sealed, card_number_sealed,
       card_number_index, branch_address_sealed, created_at, updated_at)
     VALUES ($1, 'savings', (SELECT id FROM sys_banks ORDER BY id LIMIT 1), $2, $3, $4, $5, now(), now())
     RETURNING id`,
    [
      userId,
      seal('user_bank_cards.holder_name', '张三'),
      seal('user_bank_cards.card_number', cardNumber),
      blindIndex('card', cardNumber),
      seal('user_bank_cards.branch_address', 'Shenzhen'),
    ],
  );
  return rows[0]!.id;
}

/** A bound TRC20 USDT address named "mine", sealed as the app stores it. */
export async function insertCoinAddress(
  db: Queryable,
  userId: number,
  address: string,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO user_blockchain_accounts (user_id, alias, coin_type, protocol, address_sealed,
       address_index, created_at, updated_at)
     VALUES ($1, 'mine', 'USDT', 'TRC20', $2, $3, now(), now()) RETURNING id`,
    [
      userId,
      seal('user_blockchain_accounts.address', address),
      blindIndex('blockchain', `TRC20:${address}`),
    ],
  );
  return rows[0]!.id;
}
