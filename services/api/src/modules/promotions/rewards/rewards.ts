import type { LanguageKey } from '@platform/i18n/languages';
import type { RewardRecord, RewardSource } from '@platform/api-client/contract';
import { auditOperator } from '../../../core/audit';
import type { Queryable } from '../../../db/database';
import type { Translated } from '../../../core/text';
import { houseAccountFor, playerAccountId, postTransfer } from '../../../core/ledger';

/**
 * The one path every bonus takes (docs/product-rules.md#rewards): a row of the reward record, once
 * per source and reference, and its ledger transfer from the house bonus account (rebates from the
 * house rebate account). Offers, welfare, VIP gifts, rebates and invite rewards all grant through here.
 */
export interface RewardGrant {
  userId: number;
  source: RewardSource;
  /** The granting engine's own reference (an application id, a welfare item id, a date …). */
  sourceRef: string;
  /** What the player reads in the reward record. */
  title: Translated;
  /** Fen; 0 for an in-kind prize, which moves no money. */
  amount: number;
  /** The wallet the money is credited to. */
  into: 'central' | 'welfare';
  now: Date;
}

export interface GrantedReward {
  rewardId: number;
  /** False when this source and reference had been granted before: nothing moved this time. */
  fresh: boolean;
}

async function insertReward(
  tx: Queryable,
  grant: Omit<RewardGrant, 'into'>,
  status: 'pending' | 'paid',
  ledgerTransferId: number | null,
): Promise<GrantedReward> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO rewards
       (user_id, source, source_ref, title, amount, status, ledger_transfer_id, created_at, settled_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, CASE WHEN $6 = 'paid' THEN $8::timestamptz END)
     ON CONFLICT (source, source_ref) DO NOTHING
     RETURNING id`,
    [
      grant.userId,
      grant.source,
      grant.sourceRef,
      JSON.stringify(grant.title),
      grant.amount,
      status,
      ledgerTransferId,
      grant.now,
    ],
  );
  if (rows[0]) {
    // Every bonus, whichever engine grants it, is chained here (docs/decisions-api.md#the-audit-chain).
    await auditOperator(tx, { at: grant.now, door: 'system' }, 'bonus.granted', {
      subject: { type: 'reward', id: Number(rows[0].id) },
      detail: { userId: grant.userId, source: grant.source, amount: grant.amount, status },
    });
    return { rewardId: Number(rows[0].id), fresh: true };
  }
  const { rows: known } = await tx.query<{ id: number }>(
    'SELECT id FROM rewards WHERE source = $1 AND source_ref = $2',
    [grant.source, grant.sourceRef],
  );
  return { rewardId: Number(known[0]!.id), fresh: false };
}

/** The house account a source pays from: rebates from house_rebate, every other bonus from house_bonus. */
export function houseAccountOf(source: RewardSource): 'house_rebate' | 'house_bonus' {
  return source === 'rebate' ? 'house_rebate' : 'house_bonus';
}

/**
 * Grants a bonus inside the caller's transaction: the reward row first (a second grant of the same
 * source and reference waits for the first and then finds it), then the posting from the source's
 * house account (houseAccountOf) under the key `reward:<source>:<ref>`, so the money moves once
 * whatever retries.
 */
export async function grantBonus(tx: Queryable, grant: RewardGrant): Promise<GrantedReward> {
  const granted = await insertReward(tx, grant, 'paid', null);
  if (!granted.fresh || grant.amount === 0) return granted;
  const transfer = await postTransfer(tx, {
    idempotencyKey: `reward:${grant.source}:${grant.sourceRef}`,
    kind: 'bonus',
    legs: [
      {
        accountId: await houseAccountFor(tx, houseAccountOf(grant.source), grant.userId),
        amount: -grant.amount,
      },
      { accountId: await playerAccountId(tx, grant.userId, grant.into), amount: grant.amount },
    ],
    metadata: { source: grant.source, sourceRef: grant.sourceRef, userId: grant.userId },
    at: grant.now,
  });
  await tx.query('UPDATE rewards SET ledger_transfer_id = $2 WHERE id = $1', [
    granted.rewardId,
    transfer.transferId,
  ]);
  return granted;
}

/**
 * Records a bonus whose money travels in a transfer the caller holds (an offer's bonus goes into a
 * venue with the player's transfer): pending until settleReward says how the transfer ended.
 */
export function recordPendingReward(
  tx: Queryable,
  grant: Omit<RewardGrant, 'into'> & { ledgerTransferId: number },
): Promise<GrantedReward> {
  return insertReward(tx, grant, 'pending', grant.ledgerTransferId);
}

/** Ends a pending reward as its transfer ended; an ended one stays as it is. */
export async function settleReward(
  tx: Queryable,
  input: { source: RewardSource; sourceRef: string; status: 'paid' | 'rejected'; now: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE rewards SET status = $3, settled_at = $4
     WHERE source = $1 AND source_ref = $2 AND status = 'pending'`,
    [input.source, input.sourceRef, input.status, input.now],
  );
  return (rowCount ?? 0) > 0;
}

export interface RewardPageRequest {
  list: 'rewards' | 'prizes';
  source?: RewardSource | undefined;
  pageNum: number;
  pageSize: number;
}

/**
 * A page of the reward record, newest first: the money bonuses (every source but prizes) or the
 * in-kind prizes redeemed, with the paid total of the whole list.
 */
export async function rewardPage(
  db: Queryable,
  userId: number,
  req: RewardPageRequest,
  lang: LanguageKey,
): Promise<{
  list: RewardRecord[];
  total: number;
  paidTotal: number;
  pageNum: number;
  pageSize: number;
}> {
  const where = `user_id = $1 AND (source = 'prize') = $2 AND ($3::text IS NULL OR source = $3)`;
  const params = [userId, req.list === 'prizes', req.source ?? null];
  const { rows: sums } = await db.query<{ total: number; paid_total: number }>(
    `SELECT count(*)::int AS total,
            coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::bigint AS paid_total
     FROM rewards WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<{
    id: number;
    source: RewardSource;
    title: string;
    amount: number;
    status: RewardRecord['status'];
    created_at: Date;
    settled_at: Date | null;
  }>(
    `SELECT id, source, coalesce(title->>$4, title->>'en') AS title, amount, status, created_at,
            settled_at
     FROM rewards WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, lang, req.pageSize, (req.pageNum - 1) * req.pageSize],
  );
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      source: row.source,
      title: row.title,
      amount: Number(row.amount),
      status: row.status,
      createdAt: row.created_at.toISOString(),
      settledAt: row.settled_at?.toISOString() ?? null,
    })),
    total: sums[0]!.total,
    paidTotal: Number(sums[0]!.paid_total),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}
