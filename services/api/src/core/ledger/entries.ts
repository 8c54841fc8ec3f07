import type { Queryable } from '../../db/database';

/**
 * The player's balance right after a transfer posted (null until it has): the central wallet's
 * when it moved (a move from the welfare centre moves both), else the own wallet that did.
 */
export async function playerBalanceAfter(
  db: Queryable,
  transferId: number | null,
  userId: number,
): Promise<number | null> {
  const { rows } = await db.query<{ balance_after: number | null }>(
    `SELECT e.balance_after FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE e.transfer_id = $1 AND a.owner_user_id = $2 AND a.kind IN ('central', 'lock', 'welfare')
     ORDER BY a.kind = 'central' DESC, e.id LIMIT 1`,
    [transferId, userId],
  );
  return rows[0]?.balance_after ?? null;
}

/** What the transfer made under this key moved on one account, fen; null if no such entry. */
export async function amountMovedOnAccount(
  db: Queryable,
  idempotencyKey: string,
  accountId: number,
): Promise<number | null> {
  const { rows } = await db.query<{ moved: number }>(
    `SELECT e.amount AS moved FROM ledger_transfers t
     JOIN ledger_entries e ON e.transfer_id = t.id AND e.account_id = $2
     WHERE t.idempotency_key = $1`,
    [idempotencyKey, accountId],
  );
  return rows[0] ? Number(rows[0].moved) : null;
}

/**
 * What was credited to the player in posted transfers after `since` (ever, when null), fen: the
 * deposits into the central wallet, and the bonuses, what the house bonus or rebate account paid
 * in a transfer that credits one of the player's own wallets or venues.
 */
export async function creditsSince(
  db: Queryable,
  userId: number,
  since: Date | null,
): Promise<{ deposited: number; bonuses: number }> {
  const { rows } = await db.query<{ deposited: number; bonuses: number }>(
    `WITH credited AS (
       SELECT DISTINCT t.id, t.kind FROM ledger_entries e
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.owner_user_id = $1 AND e.amount > 0 AND t.status = 'posted'
         AND t.posted_at > coalesce($2::timestamptz, '-infinity'::timestamptz))
     SELECT
       (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e
        JOIN credited c ON c.id = e.transfer_id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE c.kind = 'deposit' AND a.owner_user_id = $1 AND a.kind = 'central')::bigint AS deposited,
       (SELECT coalesce(-sum(e.amount), 0) FROM ledger_entries e
        JOIN credited c ON c.id = e.transfer_id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.kind IN ('house_bonus', 'house_rebate'))::bigint AS bonuses`,
    [userId, since],
  );
  return { deposited: Number(rows[0]!.deposited), bonuses: Number(rows[0]!.bonuses) };
}
