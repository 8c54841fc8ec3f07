import type { ActivityApplication } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { type Translated, inLanguage } from '../../../core/text';

/** A member's bonus applications as they read them (docs/product-rules.md#offers). */

interface ApplicationRow {
  id: number;
  activity_id: number;
  title: Translated;
  plat_code: string | null;
  names: Translated | null;
  transfer_amount: number;
  bonus: number;
  required_turnover: number | null;
  status: ActivityApplication['status'];
  applied_at: Date;
  reviewed_at: Date | null;
  request_hash: string;
}

const FROM = `FROM activity_applications a
  JOIN activities o ON o.id = a.activity_id
  LEFT JOIN venue_platforms p ON p.plat_code = a.plat_code`;
const COLUMNS = `a.id, a.activity_id, o.title, a.plat_code, p.names, a.transfer_amount, a.bonus,
  a.required_turnover, a.status, a.applied_at, a.reviewed_at, a.request_hash`;

function toApplication(row: ApplicationRow, lang: LanguageKey): ActivityApplication {
  return {
    id: Number(row.id),
    activityId: Number(row.activity_id),
    activityTitle: inLanguage(row.title, lang),
    platCode: row.plat_code,
    platName: row.names ? inLanguage(row.names, lang) : null,
    transferAmount: Number(row.transfer_amount),
    amount: Number(row.bonus),
    requiredTurnover: row.required_turnover === null ? null : Number(row.required_turnover),
    status: row.status,
    appliedAt: row.applied_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** The member's application under an idempotency key, with the hash of the request that made it. */
export async function applicationByKey(
  db: Queryable,
  userId: number,
  idempotencyKey: string,
  lang: LanguageKey,
): Promise<{ application: ActivityApplication; requestHash: string } | null> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE a.user_id = $1 AND a.idempotency_key = $2`,
    [userId, idempotencyKey],
  );
  const row = rows[0];
  return row ? { application: toApplication(row, lang), requestHash: row.request_hash } : null;
}

/** A page of the member's applications, newest first, optionally of one status. */
export async function applicationPage(
  db: Queryable,
  userId: number,
  req: { pageNum: number; pageSize: number; status?: ActivityApplication['status'] | undefined },
  lang: LanguageKey,
): Promise<{ list: ActivityApplication[]; total: number; pageNum: number; pageSize: number }> {
  const where = 'a.user_id = $1 AND ($2::text IS NULL OR a.status = $2)';
  const params = [userId, req.status ?? null];
  const { rows: count } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM activity_applications a WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where}
     ORDER BY a.applied_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [...params, req.pageSize, (req.pageNum - 1) * req.pageSize],
  );
  return {
    list: rows.map((row) => toApplication(row, lang)),
    total: count[0]!.total,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}
