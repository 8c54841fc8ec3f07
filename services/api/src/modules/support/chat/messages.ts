import type { ChatAuthor, ChatMessage } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import {
  DAILY_BUDGETS,
  refundDailyBudget,
  spendDailyBudget,
  type BudgetKey,
} from '../../../core/rateLimit';
import { saveUpload, uploadIdFromUrl, uploadUrl } from '../../../core/uploads';
import { publishChatChange, type ChatDeps, type ConversationRow } from './conversations';

/** The window a conversation answers: its newest lines (docs/decisions.md#customer-service-chat). */
export const CHAT_WINDOW = 200;

interface MessageRow {
  id: number;
  conversation_id: number;
  author: ChatAuthor;
  author_name: string;
  text: string | null;
  image_upload_id: string | null;
  client_id: string | null;
  created_at: Date;
  read_at: Date | null;
}

const MESSAGE_COLUMNS = `id, conversation_id, author, author_name, text, image_upload_id, client_id,
  created_at, read_at`;

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    author: row.author,
    authorName: row.author_name,
    text: row.text,
    imageUrl: row.image_upload_id ? uploadUrl(row.image_upload_id) : null,
    clientId: row.client_id,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** The newest CHAT_WINDOW lines, oldest first, and whether older ones exist. */
export async function conversationMessages(
  db: Queryable,
  conversationId: number,
): Promise<{ messages: ChatMessage[]; hasEarlier: boolean }> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1
     ORDER BY id DESC LIMIT ${CHAT_WINDOW + 1}`,
    [conversationId],
  );
  return {
    messages: rows.slice(0, CHAT_WINDOW).reverse().map(toMessage),
    hasEarlier: rows.length > CHAT_WINDOW,
  };
}

async function lineByClientId(
  db: Queryable,
  conversationId: number,
  clientId: string,
): Promise<ChatMessage | null> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND client_id = $2`,
    [conversationId, clientId],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}

type Content = { text: string } | { imageUploadId: string };

/** Stores one line and the conversation's activity time in one transaction. */
async function insertLine(
  deps: ChatDeps,
  conversation: ConversationRow,
  line: { author: 'player' | 'agent'; authorName: string; clientId: string | null } & Content,
): Promise<ChatMessage | null> {
  const text = 'text' in line ? line.text : null;
  const image = 'imageUploadId' in line ? line.imageUploadId : null;
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<MessageRow>(
      `INSERT INTO chat_messages (conversation_id, author, author_name, text, image_upload_id, client_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (conversation_id, client_id) DO NOTHING
       RETURNING ${MESSAGE_COLUMNS}`,
      [conversation.id, line.author, line.authorName, text, image, line.clientId, deps.now],
    );
    if (!rows[0]) return null;
    await tx.query(
      `UPDATE chat_conversations SET last_message_at = $2,
         agent_name = CASE WHEN $3 = 'agent' THEN $4 ELSE agent_name END
       WHERE id = $1`,
      [conversation.id, deps.now, line.author, line.authorName],
    );
    return toMessage(rows[0]);
  });
}

function requireOpen(conversation: ConversationRow): void {
  if (conversation.status !== 'open') throw new DomainError('refused', 'server:chat.closed');
}

/**
 * A player's chat image. A member's counts in their daily uploads (saveUpload); a guest has no
 * account, so their address has its own daily budget of images and bytes, spent before the image
 * is stored and given back if it is refused (docs/decisions-api.md#guest-chat).
 */
async function savePlayerImage(
  ctx: DomainContext,
  conversation: ConversationRow,
  image: Buffer,
): Promise<string> {
  if (conversation.user_id !== null) {
    return uploadIdFromUrl(await saveUpload(ctx, conversation.user_id, 'chat', image))!;
  }
  const subject = `ip:${ctx.ip}`;
  const count: BudgetKey = { budget: 'guestChatImages', subject };
  const bytes: BudgetKey = { budget: 'guestChatImageBytes', subject };
  const refused = () =>
    new DomainError('refused', 'guestChatImageLimit', {
      count: DAILY_BUDGETS.guestChatImages,
      mb: DAILY_BUDGETS.guestChatImageBytes / (1024 * 1024),
    });
  if (!(await spendDailyBudget(ctx.db, count, ctx.now))) throw refused();
  if (!(await spendDailyBudget(ctx.db, bytes, ctx.now, image.length))) {
    await refundDailyBudget(ctx.db, count, ctx.now);
    throw refused();
  }
  try {
    return uploadIdFromUrl(await saveUpload(ctx, null, 'chat', image))!;
  } catch (error) {
    await refundDailyBudget(ctx.db, count, ctx.now);
    await refundDailyBudget(ctx.db, bytes, ctx.now, image.length);
    throw error;
  }
}

/**
 * A player's line (text or image), idempotent by (conversation, clientId): a retry answers the
 * stored line and counts nothing. At most 10 lines per 10 s per conversation
 * (docs/product-rules.md#customer-service).
 */
export async function sendPlayerLine(
  ctx: DomainContext,
  conversation: ConversationRow,
  clientId: string,
  content: { text: string } | { image: Buffer },
): Promise<ChatMessage> {
  const earlier = await lineByClientId(ctx.db, conversation.id, clientId);
  if (earlier) return earlier;
  requireOpen(conversation);
  ctx.limiter.consume({ rule: 'chatLines', key: String(conversation.id) });
  const line: Content =
    'text' in content
      ? { text: content.text }
      : { imageUploadId: await savePlayerImage(ctx, conversation, content.image) };
  const message =
    (await insertLine(ctx, conversation, {
      author: 'player',
      authorName: conversation.display_name,
      clientId,
      ...line,
    })) ?? (await lineByClientId(ctx.db, conversation.id, clientId))!;
  publishChatChange(ctx.events, conversation);
  return message;
}

/** An agent's line (text or an image already checked by saveUpload); sets the conversation's agent. */
export async function sendAgentLine(
  deps: ChatDeps,
  conversation: ConversationRow,
  agentName: string,
  content: { text: string } | { image: Buffer },
): Promise<ChatMessage> {
  requireOpen(conversation);
  const line: Content =
    'text' in content
      ? { text: content.text }
      : { imageUploadId: uploadIdFromUrl(await saveUpload(deps, null, 'chat', content.image))! };
  const message = (await insertLine(deps, conversation, {
    author: 'agent',
    authorName: agentName,
    clientId: null,
    ...line,
  }))!;
  publishChatChange(deps.events, conversation);
  return message;
}

/**
 * Marks the other side's lines read: the player reads agent lines up to `upToId`, an agent reads
 * the player's lines. Tells both sides when anything changed.
 */
export async function markRead(
  deps: ChatDeps,
  conversation: ConversationRow,
  reader: 'player' | 'agent',
  upToId?: number,
): Promise<number> {
  const { rowCount } = await deps.db.query(
    `UPDATE chat_messages SET read_at = $2
     WHERE conversation_id = $1 AND author = $3 AND read_at IS NULL AND ($4::bigint IS NULL OR id <= $4)`,
    [conversation.id, deps.now, reader === 'player' ? 'agent' : 'player', upToId ?? null],
  );
  if (rowCount > 0) publishChatChange(deps.events, conversation);
  return rowCount;
}
