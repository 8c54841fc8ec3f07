import {
  blindIndex,
  currentKeyId,
  indexIsCurrent,
  isSealed,
  open,
  rewrap,
  seal,
  type IndexKind,
  type SealedColumn,
} from '../core/vault';
import type { Database, Queryable } from '../db/database';

/**
 * Every sealed column of the database (docs/decisions-api.md#personal-data-at-rest), with the
 * plaintext column it replaced and its blind index: the start-up seals rows still plaintext, and
 * `keys:rotate` walks the same list.
 */
interface SealedField {
  table: string;
  column: SealedColumn;
  /** The plaintext column of rows written before migration 046 (null once sealed). */
  plain: string;
  sealed: string;
  index?: { column: string; kind: IndexKind; of: (value: string, row: Row) => string };
  /** Other columns the index is made of. */
  extra?: string[];
}

type Row = Record<string, unknown> & { id: number };

export const SEALED_FIELDS: readonly SealedField[] = [
  {
    table: 'users',
    column: 'users.mobile',
    plain: 'mobile',
    sealed: 'mobile_sealed',
    index: { column: 'mobile_index', kind: 'mobile', of: (v) => v },
  },
  {
    table: 'users',
    column: 'users.email',
    plain: 'email',
    sealed: 'email_sealed',
    index: { column: 'email_index', kind: 'email', of: (v) => v },
  },
  { table: 'users', column: 'users.real_name', plain: 'real_name', sealed: 'real_name_sealed' },
  {
    table: 'user_bank_cards',
    column: 'user_bank_cards.card_number',
    plain: 'card_number',
    sealed: 'card_number_sealed',
    index: { column: 'card_number_index', kind: 'card', of: (v) => v },
  },
  {
    table: 'user_bank_cards',
    column: 'user_bank_cards.branch_address',
    plain: 'branch_address',
    sealed: 'branch_address_sealed',
  },
  {
    table: 'user_bank_cards',
    column: 'user_bank_cards.holder_name',
    plain: 'holder_name',
    sealed: 'holder_name_sealed',
  },
  {
    table: 'user_blockchain_accounts',
    column: 'user_blockchain_accounts.address',
    plain: 'address',
    sealed: 'address_sealed',
    index: {
      column: 'address_index',
      kind: 'blockchain',
      of: (v, row) => `${String(row.protocol)}:${v}`,
    },
    extra: ['protocol'],
  },
  {
    table: 'user_third_party_accounts',
    column: 'user_third_party_accounts.account',
    plain: 'account',
    sealed: 'account_sealed',
    index: {
      column: 'account_index',
      kind: 'thirdParty',
      of: (v, row) => `${String(row.account_type)}:${String(row.platform_name ?? '')}:${v}`,
    },
    extra: ['account_type', 'platform_name'],
  },
  {
    table: 'deposit_orders',
    column: 'deposit_orders.payer_name',
    plain: 'payer_name',
    sealed: 'payer_name_sealed',
  },
];

/** Rows per transaction: short enough not to hold locks a player's call would wait on. */
export const BATCH_SIZE = 200;

function selectColumns(field: SealedField, ...more: string[]): string {
  return ['id', ...more, ...(field.extra ?? [])].join(', ');
}

/**
 * Seals what is still plaintext (rows written before migration 046), in batches of their own
 * transaction, and empties the plaintext columns; the outbox's older messages too. Runs at start-up
 * (prepare.ts) before the API serves: idempotent, a no-op once done. Answers rows sealed.
 */
export async function sealPlaintextRows(db: Database): Promise<number> {
  let total = 0;
  for (const field of SEALED_FIELDS) {
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>(
          `SELECT ${selectColumns(field, field.plain)} FROM ${field.table}
           WHERE ${field.plain} IS NOT NULL ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE`,
        );
        for (const row of rows) {
          const value = String(row[field.plain]);
          const sets = [`${field.sealed} = $2`, `${field.plain} = NULL`];
          const params: unknown[] = [row.id, seal(field.column, value)];
          if (field.index) {
            sets.push(`${field.index.column} = $3`);
            params.push(blindIndex(field.index.kind, field.index.of(value, row)));
          }
          await tx.query(`UPDATE ${field.table} SET ${sets.join(', ')} WHERE id = $1`, params);
        }
        return rows.length;
      });
      total += done;
      if (done < BATCH_SIZE) break;
    }
  }
  return total + (await sealOutbox(db));
}

/** The gateway's older messages: the text sealed, the destination as its blind index. */
async function sealOutbox(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; target: string; body: string }>(
        `SELECT id, target, body FROM outbox WHERE body NOT LIKE 'v1.%'
         ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE`,
      );
      for (const row of rows) {
        if (isSealed(row.body)) continue;
        await tx.query('UPDATE outbox SET target = $2, body = $3 WHERE id = $1', [
          row.id,
          blindIndex('codeTarget', row.target),
          seal('outbox.body', row.body),
        ]);
      }
      return rows.length;
    });
    total += done;
    if (done < BATCH_SIZE) return total;
  }
}

export interface RotationReport {
  keyId: string;
  /** Per sealed column: values re-wrapped, and blind indexes recomputed. */
  columns: { column: string; rewrapped: number; reindexed: number }[];
}

/**
 * `keys:rotate`: every data key wrapped under another key than the current one is re-wrapped under
 * it, and every blind index made under another index key is recomputed, batch by batch, each batch
 * its own short transaction. The plaintext never changes, so a reader racing the rotation opens
 * the old value or the new one alike (the ring holds both keys); a row a player rewrote meanwhile is
 * left alone (it is sealed under the current key already). Idempotent: a second run finds nothing.
 */
export async function rotateDataKeys(db: Database): Promise<RotationReport> {
  const keyId = currentKeyId();
  const columns: RotationReport['columns'] = [];
  const fields: SealedField[] = [
    ...SEALED_FIELDS,
    { table: 'outbox', column: 'outbox.body', plain: 'body', sealed: 'body' },
  ];
  for (const field of fields) {
    let rewrapped = 0;
    let reindexed = 0;
    let after = 0;
    for (;;) {
      const { rows } = await db.query<Row>(
        `SELECT ${selectColumns(field, field.sealed, ...(field.index ? [field.index.column] : []))}
         FROM ${field.table} WHERE id > $1 AND ${field.sealed} IS NOT NULL
           AND (split_part(${field.sealed}, '.', 2) <> $2
                ${field.index ? `OR ${field.index.column} IS NULL OR ${field.index.column} NOT LIKE $3` : ''})
         ORDER BY id LIMIT ${BATCH_SIZE}`,
        field.index ? [after, keyId, `${indexPrefix()}%`] : [after, keyId],
      );
      if (rows.length === 0) break;
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const counted = await rotateRow(tx, field, row);
          rewrapped += counted.rewrapped;
          reindexed += counted.reindexed;
        }
      });
      after = rows[rows.length - 1]!.id;
    }
    columns.push({ column: field.column, rewrapped, reindexed });
  }
  return { keyId, columns };
}

/** The index key's stored prefix (`<fingerprint>.`): any index made now starts with it. */
function indexPrefix(): string {
  return blindIndex('mobile', '').split('.')[0]! + '.';
}

async function rotateRow(tx: Queryable, field: SealedField, row: Row) {
  const old = String(row[field.sealed]);
  if (!isSealed(old)) return { rewrapped: 0, reindexed: 0 };
  const moved = rewrap(field.column, old);
  const sets: string[] = [];
  const params: unknown[] = [row.id, old];
  if (moved) {
    params.push(moved);
    sets.push(`${field.sealed} = $${params.length}`);
  }
  let reindexed = 0;
  if (field.index) {
    const index = row[field.index.column] as string | null;
    if (index === null || !indexIsCurrent(index)) {
      params.push(blindIndex(field.index.kind, field.index.of(open(field.column, old), row)));
      sets.push(`${field.index.column} = $${params.length}`);
      reindexed = 1;
    }
  }
  if (sets.length === 0) return { rewrapped: 0, reindexed: 0 };
  // Only if nobody rewrote the value meanwhile (a new value is sealed under the current key).
  const { rows } = await tx.query(
    `UPDATE ${field.table} SET ${sets.join(', ')} WHERE id = $1 AND ${field.sealed} = $2 RETURNING id`,
    params,
  );
  return rows.length === 0
    ? { rewrapped: 0, reindexed: 0 }
    : { rewrapped: moved ? 1 : 0, reindexed };
}
