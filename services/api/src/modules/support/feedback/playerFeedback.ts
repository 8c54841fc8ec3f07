import { feedbackOrderTimeSchema, type Feedback } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError, invalidInput, refuseUnless } from '../../../core/errors';
import { businessInstant } from '../../../core/scheduler';
import { businessDate } from '../../../core/time';
import { requireOwnUploadUrl } from '../../../core/uploads';
import { FEEDBACK_COLUMNS, NEWEST_FIRST, toFeedback, type FeedbackRow } from './feedbackRecords';
import { FEEDBACK_DAILY_LIMIT } from './feedbackRules';

/**
 * A player's feedback (docs/product-rules.md#feedback). Every statement is scoped to the player:
 * another player's feedback id, or a deleted one, reads as "not found" and changes nothing.
 */

export const FEEDBACK_QUESTION_TYPES = 'feedback_question_type';

export interface FeedbackInput {
  questionType: string;
  orderNo?: string | undefined;
  /** Already 20-200 characters: the contract's feedbackDescriptionSchema checked it at the edge. */
  description: string;
  imageUrls?: string[] | undefined;
}

function notFound(): DomainError {
  return new DomainError('notFound', 'server:feedback.notFound');
}

/** The question type must be a value of the dictionary the form offers (getSysDictionary). */
async function requireQuestionType(db: Queryable, questionType: string): Promise<string> {
  const { rows } = await db.query(
    'SELECT 1 FROM dictionary_entries WHERE dict_type = $1 AND dict_value = $2',
    [FEEDBACK_QUESTION_TYPES, questionType],
  );
  if (rows.length === 0) throw invalidInput('feedback.questionType');
  return questionType;
}

/**
 * The related order must be one of the player's own orders (any record of their transaction
 * records) from the last 7 days. Another player's order number is refused exactly like an unknown
 * one, so the answer never tells that it exists.
 */
async function requireRecentOwnOrder(
  db: Queryable,
  userId: number,
  orderNo: string,
  now: Date,
): Promise<string> {
  const { rows } = await db.query<{ created_at: Date }>(
    `SELECT max(created_at) AS created_at FROM player_transactions
     WHERE user_id = $1 AND order_no = $2`,
    [userId, orderNo],
  );
  const createdAt = rows[0]?.created_at;
  if (!createdAt) throw new DomainError('refused', 'server:feedback.orderNotFound');
  refuseUnless(feedbackOrderTimeSchema(now), new Date(createdAt).toISOString());
  return orderNo;
}

/** Each image must be one of the player's own uploads; answered in canonical form, duplicates dropped. */
async function requireOwnImages(db: Queryable, userId: number, urls: string[]): Promise<string[]> {
  const own: string[] = [];
  for (const url of urls) own.push(await requireOwnUploadUrl(db, userId, url, 'feedback.image'));
  return [...new Set(own)];
}

export async function saveFeedback(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  userId: number,
  input: FeedbackInput,
): Promise<Feedback> {
  const questionType = await requireQuestionType(ctx.db, input.questionType);
  const orderNo = input.orderNo
    ? await requireRecentOwnOrder(ctx.db, userId, input.orderNo, ctx.now)
    : null;
  const imageUrls = await requireOwnImages(ctx.db, userId, input.imageUrls ?? []);
  const dayStart = businessInstant(businessDate(ctx.now), '00:00');

  return ctx.db.transaction(async (tx) => {
    // One save at a time per player, so two at once cannot both pass the daily cap.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    // Deleted ones count too: deleting does not buy more feedback that day.
    const { rows: counted } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feedback WHERE user_id = $1 AND created_at >= $2',
      [userId, dayStart],
    );
    if ((counted[0]?.n ?? 0) >= FEEDBACK_DAILY_LIMIT) {
      throw new DomainError('refused', 'server:feedback.dailyLimit', { max: FEEDBACK_DAILY_LIMIT });
    }
    const { rows } = await tx.query<FeedbackRow>(
      `INSERT INTO feedback AS f (user_id, question_type, order_no, description, image_urls, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING ${FEEDBACK_COLUMNS}`,
      [userId, questionType, orderNo, input.description, JSON.stringify(imageUrls), ctx.now],
    );
    return toFeedback(rows[0]!);
  });
}

const MINE = 'f.user_id = $1 AND f.deleted_at IS NULL';

export async function listFeedback(
  db: Queryable,
  userId: number,
  page: { pageNum: number; pageSize: number },
) {
  const [list, count] = await Promise.all([
    db.query<FeedbackRow>(
      `SELECT ${FEEDBACK_COLUMNS} FROM feedback f WHERE ${MINE} ${NEWEST_FIRST} LIMIT $2 OFFSET $3`,
      [userId, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedback f WHERE ${MINE}`, [userId]),
  ]);
  return {
    list: list.rows.map(toFeedback),
    total: count.rows[0]?.n ?? 0,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

export async function readFeedback(db: Queryable, userId: number, id: number): Promise<Feedback> {
  const { rows } = await db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLUMNS} FROM feedback f WHERE ${MINE} AND f.id = $2`,
    [userId, id],
  );
  if (!rows[0]) throw notFound();
  return toFeedback(rows[0]);
}

/** Hides the feedback from the player; the record stays for the desk's history. */
export async function deleteFeedback(
  db: Queryable,
  userId: number,
  id: number,
  now: Date,
): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE feedback f SET deleted_at = $3 WHERE ${MINE} AND f.id = $2`,
    [userId, id, now],
  );
  if (rowCount === 0) throw notFound();
}
