import type { WelfareItem } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Translated } from '../../../core/text';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { grantBonus } from '../rewards/rewards';
import {
  toWelfareItem,
  welfareItemColumns,
  type WelfareItemRow,
  type WelfareRewardSource,
} from './welfareItems';
import { refuseOnBreak } from '../../../core/playerProtection';

/**
 * The member's welfare centre (docs/product-rules.md#welfare): the items, what waits to be
 * claimed, and the claim itself.
 */

type Ctx = Pick<DomainContext, 'db' | 'now' | 'lang'>;

export interface WelfarePageRequest {
  status?: WelfareItem['status'] | undefined;
  pageNum: number;
  pageSize: number;
}

/** A page of the player's items, newest first, optionally by status as of now. */
export async function welfarePage(
  ctx: Ctx,
  userId: number,
  req: WelfarePageRequest,
): Promise<{ list: WelfareItem[]; total: number; pageNum: number; pageSize: number }> {
  const items = `SELECT ${welfareItemColumns('$2', '$3')} FROM welfare_items WHERE user_id = $1`;
  const where = '($4::text IS NULL OR status = $4)';
  const params = [userId, ctx.lang, ctx.now, req.status ?? null];
  const { rows: counted } = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${items}) AS item WHERE ${where}`,
    params,
  );
  const { rows } = await ctx.db.query<WelfareItemRow>(
    `SELECT * FROM (${items}) AS item WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, req.pageSize, (req.pageNum - 1) * req.pageSize],
  );
  return {
    list: rows.map(toWelfareItem),
    total: counted[0]!.total,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

/** How many items and how much money wait to be claimed now, and the money claimed so far. */
export async function welfareTotals(
  ctx: Ctx,
  userId: number,
): Promise<{ claimableCount: number; claimableAmount: number; claimedAmount: number }> {
  const { rows } = await ctx.db.query<{
    claimable_count: number;
    claimable_amount: number;
    claimed_amount: number;
  }>(
    `SELECT count(*) FILTER (WHERE status = 'claimable' AND expires_at > $2)::int AS claimable_count,
            coalesce(sum(amount) FILTER (WHERE status = 'claimable' AND expires_at > $2), 0)::bigint
              AS claimable_amount,
            coalesce(sum(amount) FILTER (WHERE status = 'claimed'), 0)::bigint AS claimed_amount
     FROM welfare_items WHERE user_id = $1`,
    [userId, ctx.now],
  );
  const row = rows[0]!;
  return {
    claimableCount: Number(row.claimable_count),
    claimableAmount: Number(row.claimable_amount),
    claimedAmount: Number(row.claimed_amount),
  };
}

/** One item as the player reads it now. */
async function readItem(ctx: Ctx, id: number, lang: LanguageKey): Promise<WelfareItem> {
  const { rows } = await ctx.db.query<WelfareItemRow>(
    `SELECT ${welfareItemColumns('$2', '$3')} FROM welfare_items WHERE id = $1`,
    [id, lang, ctx.now],
  );
  return toWelfareItem(rows[0]!);
}

/**
 * Claims one item, once: in one transaction with the item row locked, a money item pays its amount
 * into the welfare wallet and an item in kind becomes a prize, both through the reward record
 * (grantBonus, keyed by the item); the item is then claimed. Someone else's item reads as not found.
 */
export async function receiveWelfare(
  ctx: Ctx,
  userId: number,
  input: { id: number },
): Promise<WelfareItem> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      user_id: number;
      type: WelfareItem['type'];
      title: Translated;
      count: number;
      amount: number;
      status: 'claimable' | 'claimed' | 'expired';
      expires_at: Date;
      reward_source: WelfareRewardSource;
    }>(
      `SELECT id, user_id, type, title, count, amount, status, expires_at, reward_source
       FROM welfare_items WHERE id = $1 FOR UPDATE`,
      [input.id],
    );
    const item = rows[0];
    if (!item || Number(item.user_id) !== userId) throw new DomainError('notFound', 'notFound');
    // On a break nothing is claimed; an item keeps its own deadline (docs/decisions-api.md#responsible-gambling-breaks).
    await refuseOnBreak(tx, userId, ctx.now);
    if (item.status === 'claimed') throw new DomainError('refused', 'welfareAlreadyClaimed');
    if (item.status === 'expired' || item.expires_at <= ctx.now)
      throw new DomainError('refused', 'welfareExpired');
    const reward = await grantBonus(tx, {
      userId,
      source: item.type === 'virtual' ? item.reward_source : 'prize',
      sourceRef: String(item.id),
      title: rewardTitle(item.title, Number(item.count)),
      amount: Number(item.amount),
      into: 'welfare',
      now: ctx.now,
    });
    await tx.query(
      `UPDATE welfare_items SET status = 'claimed', claimed_at = $2, reward_id = $3 WHERE id = $1`,
      [item.id, ctx.now, reward.rewardId],
    );
  });
  return readItem(ctx, input.id, ctx.lang);
}

/** The reward record's line for an item: its title, with the count when there are several. */
function rewardTitle(title: Translated, count: number): Translated {
  return Object.fromEntries(
    Object.entries(title).map(([lang, text]) => [lang, count > 1 ? `${text} ×${count}` : text]),
  ) as Translated;
}
