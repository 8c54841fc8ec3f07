import {
  type Message,
  type MessageCategory,
  MESSAGE_CATEGORIES,
} from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { messageSummary } from './messageSummary';
import { isMessageKey, renderMessage, type MessageParam } from '../../../core/messages';

/**
 * A player's message centre (unread → read → deleted: docs/product-rules.md#messages). Every
 * statement is scoped to the player: another player's message id reads as "not found" and changes
 * nothing. Every read answers in the request's language: system-written messages are rendered from
 * their keys and params, announcements come from their translation in that language; a message with
 * neither (free text) is answered exactly as stored. Showing it safely (as text) is the app's job,
 * and nothing here turns it into HTML.
 */

/** The newest this many messages (home pop-ups and the quick view). */
export const TOP_MESSAGES = 50;

interface MessageRow {
  id: number;
  category: MessageCategory;
  title: string;
  content: string;
  title_key: string | null;
  body_key: string | null;
  params: Record<string, MessageParam> | null;
  read_at: Date | null;
  created_at: Date;
}

/**
 * The reading language is the last parameter of every read ($N), joined to the announcement's
 * translation in that language (announcements are written in all 8).
 */
const COLUMNS = (langParam: number) => `m.id, m.category,
  COALESCE(t.title, m.title) AS title, COALESCE(t.content, m.content) AS content,
  m.title_key, m.body_key, m.params, m.read_at, m.created_at
  FROM messages m LEFT JOIN announcement_translations t
    ON t.announcement_id = m.announcement_id AND t.lang = $${langParam}`;
/** Live messages of the player ($1), all or one category ($2 null = all). */
const MINE = 'user_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR category = $2)';
const MINE_M = 'm.user_id = $1 AND m.deleted_at IS NULL AND ($2::text IS NULL OR m.category = $2)';
const NEWEST_FIRST = 'ORDER BY m.created_at DESC, m.id DESC';

/** The title and text in the reader's language (see the comment at the top). */
function localized(r: MessageRow, lang: LanguageKey): { title: string; content: string } {
  if (r.title_key && r.body_key && isMessageKey(r.title_key) && isMessageKey(r.body_key))
    return renderMessage(lang, {
      titleKey: r.title_key,
      bodyKey: r.body_key,
      params: r.params ?? {},
    });
  return { title: r.title, content: r.content };
}

function toMessage(r: MessageRow, lang: LanguageKey): Message & { content: string } {
  const { title, content } = localized(r, lang);
  return {
    id: r.id,
    category: r.category,
    title,
    summary: messageSummary(content),
    isRead: r.read_at !== null,
    createdAt: r.created_at.toISOString(),
    content,
  };
}

/** The list's shape: everything but the full text. */
function listed(r: MessageRow, lang: LanguageKey): Message {
  const { content: _content, ...message } = toMessage(r, lang);
  return message;
}

function notFound(): DomainError {
  return new DomainError('notFound', 'messageNotFound');
}

export async function listMessages(
  db: Queryable,
  userId: number,
  query: { pageNum: number; pageSize: number; category?: MessageCategory | undefined },
  lang: LanguageKey,
) {
  const category = query.category ?? null;
  const [page, count] = await Promise.all([
    db.query<MessageRow>(
      `SELECT ${COLUMNS(5)} WHERE ${MINE_M} ${NEWEST_FIRST} LIMIT $3 OFFSET $4`,
      [userId, category, query.pageSize, (query.pageNum - 1) * query.pageSize, lang],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE ${MINE}`, [
      userId,
      category,
    ]),
  ]);
  return {
    list: page.rows.map((r) => listed(r, lang)),
    total: count.rows[0]?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function topMessages(
  db: Queryable,
  userId: number,
  category: MessageCategory | undefined,
  lang: LanguageKey,
): Promise<Message[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS(3)} WHERE ${MINE_M} ${NEWEST_FIRST} LIMIT ${TOP_MESSAGES}`,
    [userId, category ?? null, lang],
  );
  return rows.map((r) => listed(r, lang));
}

export async function readMessage(db: Queryable, userId: number, id: number, lang: LanguageKey) {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS(4)} WHERE m.id = $3 AND ${MINE_M}`,
    [userId, null, id, lang],
  );
  if (!rows[0]) throw notFound();
  return toMessage(rows[0], lang);
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
