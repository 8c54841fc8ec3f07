import type { Message, MessageCategory } from '@platform/api-client/contract';
import { MESSAGE_CATEGORIES } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { messageSummary } from './messageSummary';

/**
 * A player's message centre (unread → read → deleted: docs/product-rules.md#messages). Every
 * statement is scoped to the player: another player's message id reads as "not found" and changes
 * nothing. Content is kept and answered exactly as stored; showing it safely (as text) is the app's
 * job, and nothing here turns it into HTML.
 */

/** The newest this many messages (home pop-ups and the quick view). */
export const TOP_MESSAGES = 50;

interface MessageRow {
  id: number;
  category: MessageCategory;
  title: string;
  content: string;
  read_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, category, title, content, read_at, created_at';
/** Live messages of the player ($1), all or one category ($2 null = all). */
const MINE = 'user_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR category = $2)';
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

function toMessage(r: MessageRow): Message {
  return {
    id: r.id,
    category: r.category,
    title: r.title,
    summary: messageSummary(r.content),
    isRead: r.read_at !== null,
    createdAt: r.created_at.toISOString(),
  };
}

function notFound(): DomainError {
  return new DomainError('notFound', 'messageNotFound');
}

export async function listMessages(
  db: Queryable,
  userId: number,
  query: { pageNum: number; pageSize: number; category?: MessageCategory | undefined },
) {
  const category = query.category ?? null;
  const [page, count] = await Promise.all([
    db.query<MessageRow>(
      `SELECT ${COLUMNS} FROM messages WHERE ${MINE} ${NEWEST_FIRST} LIMIT $3 OFFSET $4`,
      [userId, category, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE ${MINE}`, [
      userId,
      category,
    ]),
  ]);
  return {
    list: page.rows.map(toMessage),
    total: count.rows[0]?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function topMessages(
  db: Queryable,
  userId: number,
  category: MessageCategory | undefined,
): Promise<Message[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE ${MINE} ${NEWEST_FIRST} LIMIT ${TOP_MESSAGES}`,
    [userId, category ?? null],
  );
  return rows.map(toMessage);
}

export async function readMessage(db: Queryable, userId: number, id: number) {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE id = $3 AND ${MINE}`,
    [userId, null, id],
  );
  if (!rows[0]) throw notFound();
  return { ...toMessage(rows[0]), content: rows[0].content };
}

/** Unread in total and per category, every category listed (zero included) for the badges. */
export async function unreadCounts(db: Queryable, userId: number) {
  const { rows } = await db.query<{ category: MessageCategory; n: number }>(
    `SELECT category, count(*)::int AS n FROM messages
     WHERE user_id = $1 AND deleted_at IS NULL AND read_at IS NULL GROUP BY category`,
    [userId],
  );
  const byCategory = new Map(rows.map((r) => [r.category, r.n]));
  const categoryUnreadList = MESSAGE_CATEGORIES.map((category) => ({
    category,
    unreadCount: byCategory.get(category) ?? 0,
  }));
  return {
    unreadCount: categoryUnreadList.reduce((sum, c) => sum + c.unreadCount, 0),
    categoryUnreadList,
  };
}

/** Marking read twice is fine (the first time counts); a deleted or foreign id is not found. */
export async function markRead(db: Queryable, userId: number, id: number, now: Date) {
  const { rows } = await db.query(
    `UPDATE messages SET read_at = COALESCE(read_at, $3)
     WHERE id = $4 AND ${MINE} RETURNING id`,
    [userId, null, now, id],
  );
  if (rows.length === 0) throw notFound();
}

export async function markAllRead(
  db: Queryable,
  userId: number,
  category: MessageCategory | undefined,
  now: Date,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE messages SET read_at = $3 WHERE ${MINE} AND read_at IS NULL`,
    [userId, category ?? null, now],
  );
  return rowCount;
}

/**
 * Final (docs/product-rules.md#messages): the row stays for the records but is never listed again.
 */
export async function deleteMessage(db: Queryable, userId: number, id: number, now: Date) {
  const { rows } = await db.query(
    `UPDATE messages SET deleted_at = $3 WHERE id = $4 AND ${MINE} RETURNING id`,
    [userId, null, now, id],
  );
  if (rows.length === 0) throw notFound();
}
