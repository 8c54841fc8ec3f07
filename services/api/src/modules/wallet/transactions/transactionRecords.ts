import { TRANSACTION_HISTORY_DAYS, type TransactionRecord } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TransactionFilter {
  type?: TransactionRecord['type'] | undefined;
  mode?: TransactionRecord['mode'] | undefined;
  status?: TransactionRecord['status'] | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/**
 * The record covers the last 30 days, whatever range is asked for
 * (docs/product-rules.md#transaction-records).
 */
export function clampToHistory(
  now: Date,
  startTime?: string,
  endTime?: string,
): { from: Date; to: Date } {
  const earliest = new Date(now.getTime() - TRANSACTION_HISTORY_DAYS * DAY_MS);
  const asked = (value: string | undefined) => {
    const at = value ? new Date(value) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  };
  const from = asked(startTime);
  const to = asked(endTime);
  return {
    from: from && from > earliest ? from : earliest,
    to: to && to < now ? to : now,
  };
}

interface Row {
  order_no: string;
  type: TransactionRecord['type'];
  mode: TransactionRecord['mode'];
  status: TransactionRecord['status'];
  deposit_status: TransactionRecord['depositStatus'];
  amount: number;
  fee: number;
  created_at: Date;
  completed_at: Date | null;
  transfer_id: number | null;
  subject: string;
  remark: string | null;
}

function toRecord(row: Row): TransactionRecord {
  return {
    orderNo: row.order_no,
    type: row.type,
    mode: row.mode,
    status: row.status,
    depositStatus: row.deposit_status,
    amount: row.amount,
    createdAt: row.created_at.toISOString(),
  };
}

/** A page of the player's transactions, newest first. */
export async function transactionPage(
  db: Queryable,
  userId: number,
  filter: TransactionFilter,
  now: Date,
) {
  const { from, to } = clampToHistory(now, filter.startTime, filter.endTime);
  const where = `user_id = $1 AND created_at >= $2 AND created_at <= $3
    AND ($4::text IS NULL OR type = $4) AND ($5::text IS NULL OR mode = $5)
    AND ($6::text IS NULL OR status = $6)`;
  const params = [
    userId,
    from,
    to,
    filter.type ?? null,
    filter.mode ?? null,
    filter.status ?? null,
  ];
  const { rows: count } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM player_transactions WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<Row>(
    `SELECT * FROM player_transactions WHERE ${where}
     ORDER BY created_at DESC, order_no DESC LIMIT $7 OFFSET $8`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  return {
    list: rows.map(toRecord),
    total: count[0]!.total,
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

/** What the movement was, in the request's language. */
async function describe(db: Queryable, row: Row, lang: LanguageKey): Promise<string> {
  const t = (key: string, params?: Record<string, string>) =>
    translate(lang, `server:transactions.${key}`, params);
  if (row.type === 'transfer' && row.subject === 'welfareToCentral') return t('welfareToCentral');
  if (row.type === 'transfer') {
    const [direction, platCode] = row.subject.split(':') as [string, string];
    const { rows } = await db.query<{ name: string }>(
      'SELECT names ->> $2 AS name FROM venue_platforms WHERE plat_code = $1',
      [platCode, lang],
    );
    const venue = rows[0]?.name ?? platCode;
    return direction === 'toVenue' ? t('toVenue', { venue }) : t('toCentral', { venue });
  }
  if (row.type === 'deposit') {
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM deposit_channel_translations WHERE channel = $1 AND lang = $2',
      [row.subject, lang],
    );
    return t('deposit', { channel: rows[0]?.name ?? row.subject });
  }
  if (row.type === 'withdrawal')
    return t('withdrawal', { method: translate(lang, `server:withdrawMethods.${row.subject}`) });
  return t(row.type);
}

/** One transaction with its balance after, description and remark. */
export async function transactionDetail(
  db: Queryable,
  userId: number,
  orderNo: string,
  lang: LanguageKey,
) {
  const { rows } = await db.query<Row>(
    'SELECT * FROM player_transactions WHERE user_id = $1 AND order_no = $2',
    [userId, orderNo],
  );
  const row = rows[0];
  if (!row) throw new DomainError('notFound', 'transactionNotFound');
  // The balance right after the movement posted (null until it has): the central wallet's when
  // it moved (a move from the welfare centre moves both), else the own wallet that did.
  const { rows: after } = await db.query<{ balance_after: number | null }>(
    `SELECT e.balance_after FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE e.transfer_id = $1 AND a.owner_user_id = $2 AND a.kind IN ('central', 'lock', 'welfare')
     ORDER BY a.kind = 'central' DESC, e.id LIMIT 1`,
    [row.transfer_id, userId],
  );
  return {
    ...toRecord(row),
    fee: row.fee,
    balanceAfter: after[0]?.balance_after ?? 0,
    description: await describe(db, row, lang),
    remark: row.remark,
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}
