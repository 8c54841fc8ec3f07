import type { Queryable } from '../../db/database';

export interface LedgerProblem {
  kind:
    | 'ledgerDoesNotBalance'
    | 'transferDoesNotBalance'
    | 'balanceMismatch'
    | 'holdMismatch'
    | 'negativePlayerBalance'
    | 'houseRowNotZero';
  detail: string;
}

/**
 * The ledger's invariants, checked from the data: all entries of each currency sum to zero, each transfer sums to
 * zero, every player account's balance (wallets and venue wallets) equals the sum of its posted
 * entries, every hold equals the player debits of pending transfers, no player wallet's spendable
 * amount (balance - held) is negative, and every house row's balance and held are 0: a house
 * account's balance is its posted entries (`houseBalance`), never a column
 * (docs/decisions.md#the-house-side-of-the-ledger). An empty list means the books are sound.
 */
export async function checkLedger(db: Queryable): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];

  // Per currency: money never changes currency, so each currency's entries sum to zero on their own.
  const overall = await db.query<{ currency: string; total: number }>(
    `SELECT a.currency, sum(e.amount)::bigint AS total
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     GROUP BY a.currency HAVING sum(e.amount) <> 0 ORDER BY a.currency`,
  );
  for (const r of overall.rows)
    problems.push({
      kind: 'ledgerDoesNotBalance',
      detail: `${r.currency} entries sum to ${r.total}`,
    });

  const transfers = await db.query<{ transfer_id: number; total: number }>(
    `SELECT transfer_id, sum(amount)::bigint AS total FROM ledger_entries
     GROUP BY transfer_id HAVING sum(amount) <> 0 ORDER BY transfer_id LIMIT 100`,
  );
  for (const r of transfers.rows) {
    problems.push({
      kind: 'transferDoesNotBalance',
      detail: `transfer ${r.transfer_id} sums to ${r.total}`,
    });
  }

  const balances = await db.query<{ id: number; balance: number; posted: number }>(
    `SELECT a.id, a.balance, coalesce(p.total, 0)::bigint AS posted
     FROM ledger_accounts a
     LEFT JOIN (
       SELECT e.account_id, sum(e.amount) AS total
       FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE t.status = 'posted'
       GROUP BY e.account_id
     ) p ON p.account_id = a.id
     WHERE a.owner_user_id IS NOT NULL AND a.balance <> coalesce(p.total, 0)
     ORDER BY a.id LIMIT 100`,
  );
  for (const r of balances.rows) {
    problems.push({
      kind: 'balanceMismatch',
      detail: `account ${r.id} balance ${r.balance} but posted entries sum to ${r.posted}`,
    });
  }

  const holds = await db.query<{ id: number; held: number; pending: number }>(
    `SELECT a.id, a.held, coalesce(p.total, 0)::bigint AS pending
     FROM ledger_accounts a
     LEFT JOIN (
       SELECT e.account_id, -sum(e.amount) AS total
       FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE t.status = 'pending' AND e.amount < 0
       GROUP BY e.account_id
     ) p ON p.account_id = a.id
     WHERE a.owner_user_id IS NOT NULL AND a.held <> coalesce(p.total, 0)
     ORDER BY a.id LIMIT 100`,
  );
  for (const r of holds.rows) {
    problems.push({
      kind: 'holdMismatch',
      detail: `account ${r.id} holds ${r.held} but pending debits sum to ${r.pending}`,
    });
  }

  const negative = await db.query<{ id: number; balance: number }>(
    `SELECT id, balance - held AS balance FROM ledger_accounts
     WHERE owner_user_id IS NOT NULL AND balance - held < 0 ORDER BY id LIMIT 100`,
  );
  for (const r of negative.rows) {
    problems.push({
      kind: 'negativePlayerBalance',
      detail: `account ${r.id} balance ${r.balance}`,
    });
  }

  const houses = await db.query<{ id: number; kind: string; balance: number; held: number }>(
    `SELECT id, kind, balance, held FROM ledger_accounts
     WHERE owner_user_id IS NULL AND (balance <> 0 OR held <> 0) ORDER BY id`,
  );
  for (const r of houses.rows) {
    problems.push({
      kind: 'houseRowNotZero',
      detail: `house account ${r.id} (${r.kind}) keeps balance ${r.balance}, held ${r.held}`,
    });
  }
  return problems;
}
