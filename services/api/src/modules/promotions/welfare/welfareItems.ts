import { WELFARE_BONUS_VALID_DAYS, type WelfareItem } from '@platform/api-client/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, languageByCode } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import { auditOperator } from '../../../core/audit';
import type { Queryable } from '../../../db/database';
import type { Translated } from '../../../core/text';
import { postMessage, timeParam } from '../../../core/messages';

/**
 * Welfare items (docs/product-rules.md#welfare): granted once per grant key, claimable until
 * WELFARE_BONUS_VALID_DAYS after the grant, then expired.
 */

export type WelfareItemType = WelfareItem['type'];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WelfareGrant {
  userId: number;
  type: WelfareItemType;
  title: Translated;
  count: number;
  /** Fen the claim credits (the whole item); 0 for an item in kind. */
  amount: number;
  /** Who grants it and why ('ops:…', an engine's own reference): the item is granted once. */
  grantKey: string;
  now: Date;
  /** Its own deadline (the weekly red envelope's Wednesday); else WELFARE_BONUS_VALID_DAYS. */
  expiresAt?: Date;
  /** The reward record's source when claimed: 'welfare' unless a VIP gift; in kind is a prize. */
  rewardSource?: WelfareRewardSource;
}

/** The reward sources a money item may be claimed under (migration 031). */
export type WelfareRewardSource = 'welfare' | 'vipUpgrade' | 'vipBirthday' | 'vipWeekly';

export interface GrantedWelfare {
  id: number;
  /** False when this grant key had been granted before: nothing new this time. */
  fresh: boolean;
  expiresAt: Date;
}

/** When an item granted at `grantedAt` stops being claimable. */
export function welfareExpiresAt(grantedAt: Date): Date {
  return new Date(grantedAt.getTime() + WELFARE_BONUS_VALID_DAYS * DAY_MS);
}

/** The standard title of a money item: the server's "Welfare bonus" in every language. */
export function welfareBonusTitle(): Translated {
  return Object.fromEntries(
    LANGUAGES.map((l) => [l.key, translate(l.key, 'server:welfare.bonusTitle')]),
  ) as Translated;
}

/** An operator's own words for an item in kind, taken as given for every language. */
export function sameInEveryLanguage(text: string): Translated {
  return Object.fromEntries(LANGUAGES.map((l) => [l.key, text])) as Translated;
}

/**
 * Grants a welfare item inside the caller's transaction and tells the player (an `activity`
 * message). A second grant with the same key changes nothing and answers the first item. Every
 * engine that gives welfare (operators, later weekly red envelopes …) grants through here.
 */
export async function grantWelfare(tx: Queryable, grant: WelfareGrant): Promise<GrantedWelfare> {
  if (!Number.isSafeInteger(grant.count) || grant.count <= 0)
    throw new Error(`a welfare item's count is a positive integer (got ${grant.count})`);
  if (grant.type === 'virtual' ? !(grant.amount > 0) : grant.amount !== 0)
    throw new Error(`a ${grant.type} welfare item cannot have amount ${grant.amount}`);
  const expiresAt = grant.expiresAt ?? welfareExpiresAt(grant.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO welfare_items
       (user_id, type, title, count, amount, grant_key, created_at, expires_at, reward_source)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (grant_key) DO NOTHING
     RETURNING id`,
    [
      grant.userId,
      grant.type,
      JSON.stringify(grant.title),
      grant.count,
      grant.amount,
      grant.grantKey,
      grant.now,
      expiresAt,
      grant.rewardSource ?? 'welfare',
    ],
  );
  if (!rows[0]) {
    const { rows: known } = await tx.query<{ id: number; expires_at: Date }>(
      'SELECT id, expires_at FROM welfare_items WHERE grant_key = $1',
      [grant.grantKey],
    );
    return { id: Number(known[0]!.id), fresh: false, expiresAt: known[0]!.expires_at };
  }
  await auditOperator(tx, { at: grant.now, door: 'system' }, 'welfare.granted', {
    subject: { type: 'welfareItem', id: Number(rows[0].id) },
    detail: { userId: grant.userId, type: grant.type, amount: grant.amount, count: grant.count },
  });
  // The title is the item's own text, not a key: the message keeps it in the language the player
  // read when it was granted (docs/decisions.md#welfare-and-rewards).
  const { rows: users } = await tx.query<{ lang_type: number }>(
    'SELECT lang_type FROM users WHERE id = $1',
    [grant.userId],
  );
  const lang = languageByCode(Number(users[0]?.lang_type))?.key ?? DEFAULT_LANGUAGE;
  // An item with its own deadline says only the deadline ("by …"), not a count of days.
  const message = grant.expiresAt ? 'welfareArrivedBy' : 'welfareArrived';
  await postMessage(tx, {
    userId: grant.userId,
    category: 'activity',
    titleKey: `${message}.title`,
    bodyKey: `${message}.body`,
    params: {
      title: grant.title[lang],
      ...(grant.expiresAt ? {} : { days: WELFARE_BONUS_VALID_DAYS }),
      until: timeParam(expiresAt),
    },
    now: grant.now,
  });
  return { id: Number(rows[0].id), fresh: true, expiresAt };
}

/** A row of welfare_items as the centre reads it: title in one language, status as of a moment. */
export interface WelfareItemRow {
  id: number;
  title: string;
  type: WelfareItemType;
  status: WelfareItem['status'];
  count: number;
  amount: number;
  created_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
}

/**
 * The columns of a welfare item for a language ($lang) and a moment ($now): an item past its
 * deadline reads as expired even before the expiry job has marked it.
 */
export function welfareItemColumns(lang: string, now: string): string {
  return `id, coalesce(title->>${lang}, title->>'en') AS title, type,
    CASE WHEN status = 'claimable' AND expires_at <= ${now} THEN 'expired' ELSE status END AS status,
    count, amount, created_at, expires_at, claimed_at`;
}

export function toWelfareItem(row: WelfareItemRow): WelfareItem {
  return {
    id: Number(row.id),
    title: row.title,
    type: row.type,
    status: row.status,
    count: Number(row.count),
    amount: Number(row.amount),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    claimedAt: row.claimed_at?.toISOString() ?? null,
  };
}
