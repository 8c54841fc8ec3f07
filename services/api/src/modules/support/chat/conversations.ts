import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTCHA_REQUIRED_ERROR,
  visitorKeySchema,
  type ChatConversation,
  type ServiceGroup,
} from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError, invalidInput } from '../../../core/errors';
import { deskTopic, memberTopic, visitorTopic, type EventPublisher } from '../../../core/events';
import type { UserRecord } from '../../../core/auth';
import { captchasSwitchedOn, consumeCaptcha } from '../../../core/captcha';
import {
  dailyBudgetUsed,
  DAILY_BUDGETS,
  spendDailyBudget,
  type BudgetKey,
} from '../../../core/rateLimit';
import { chatDeskOf } from './desks';

/** What chat operations need: the database, now, and where to say a conversation changed. */
export type ChatDeps = Pick<DomainContext, 'db' | 'now' | 'events'>;

export interface ConversationRow {
  id: number;
  service_group: ServiceGroup;
  status: 'open' | 'closed';
  user_id: number | null;
  display_name: string;
  vip_level: number | null;
  agent_name: string | null;
  created_at: Date;
  last_message_at: Date;
}

export const CONVERSATION_COLUMNS = `id, service_group, status, user_id, display_name, vip_level,
  agent_name, created_at, last_message_at`;

export function toConversation(row: ConversationRow): ChatConversation {
  return {
    id: Number(row.id),
    group: row.service_group,
    status: row.status,
    displayName: row.display_name,
    agentName: row.agent_name,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * A guest's visitor key: 256 random bits as 43 base64url characters. Only its sha256 is stored,
 * so a database reader cannot take over a guest's conversation (docs/decisions.md#customer-service-chat).
 */
export function newVisitorKey(): string {
  return randomBytes(32).toString('base64url');
}

export function visitorKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Who is chatting: a member (token) and/or a guest's visitor key. */
export interface ChatCaller {
  userId: number | null;
  visitorKey?: string | undefined;
}

/**
 * The caller's conversation with this id: a member's own, or the one their visitor key names.
 * Anything else (another player's, a wrong key) reads as not found, never as someone else's.
 */
export async function callerConversation(
  db: Queryable,
  caller: ChatCaller,
  conversationId: number,
): Promise<ConversationRow> {
  const keyHash = caller.visitorKey ? visitorKeyHash(caller.visitorKey) : null;
  if (caller.userId !== null || keyHash !== null) {
    const { rows } = await db.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations
       WHERE id = $1 AND (user_id = $2 OR visitor_key_hash = $3)`,
      [conversationId, caller.userId, keyHash],
    );
    if (rows[0]) return rows[0];
  }
  throw new DomainError('notFound', 'notFound');
}

/** Tells the player (their member or visitor topic) and the group's agents that it changed. */
export function publishChatChange(events: EventPublisher | undefined, row: ConversationRow): void {
  const ref = Number(row.id);
  const player = row.user_id === null ? visitorTopic(ref) : memberTopic(Number(row.user_id));
  events?.publish(
    { topic: player, type: 'chat', ref },
    { topic: deskTopic(row.service_group), type: 'chat', ref },
  );
}

/** The first line of a new conversation: the desk's greeting, and when it opens if it is closed now. */
async function greeting(
  db: Queryable,
  group: ServiceGroup,
  lang: LanguageKey,
  now: Date,
): Promise<string> {
  const hello = translate(lang, `server:chat.greeting.${group}`);
  const desk = await chatDeskOf(db, group, lang, now);
  if (!desk || desk.isOpen || !desk.opensAt) return hello;
  return `${hello} ${translate(lang, 'server:chat.opensAt', { time: desk.opensAt })}`;
}

async function createConversation(
  ctx: ChatDeps & { lang: LanguageKey },
  values: {
    group: ServiceGroup;
    userId: number | null;
    visitorKeyHash: string | null;
    displayName: string;
    vipLevel: number | null;
  },
): Promise<ConversationRow> {
  const text = await greeting(ctx.db, values.group, ctx.lang, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<ConversationRow>(
      `INSERT INTO chat_conversations
         (service_group, user_id, visitor_key_hash, display_name, vip_level, created_at, last_message_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (user_id, service_group) WHERE status = 'open' AND user_id IS NOT NULL DO NOTHING
       RETURNING ${CONVERSATION_COLUMNS}`,
      [
        values.group,
        values.userId,
        values.visitorKeyHash,
        values.displayName,
        values.vipLevel,
        ctx.now,
      ],
    );
    const row = rows[0];
    if (!row) {
      // A member's second open at the same moment: the first one's conversation.
      const existing = await tx.query<ConversationRow>(
        `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations
         WHERE user_id = $1 AND service_group = $2 AND status = 'open'`,
        [values.userId, values.group],
      );
      return existing.rows[0]!;
    }
    await tx.query(
      `INSERT INTO chat_messages (conversation_id, author, text, created_at) VALUES ($1, 'system', $2, $3)`,
      [row.id, text, ctx.now],
    );
    return row;
  });
}

/** A guest address's new conversations today that need no captcha; the later ones need one. */
export const GUEST_CHAT_OPENS_WITHOUT_CAPTCHA = 3;

/**
 * A guest's new conversation costs their address (docs/product-rules.md#customer-service): one
 * per ten seconds and DAILY_BUDGETS.guestChatOpens a business day, the captcha from the fourth of
 * the day. The refusal asking for it carries errorCode CAPTCHA_REQUIRED_ERROR so the page shows
 * one; it is not counted by the ten-second throttle, so the guest can answer it at once.
 */
async function admitGuestConversation(
  ctx: ChatOpenContext,
  input: { captchaKey?: string | undefined; captchaCode?: string | undefined },
): Promise<void> {
  const budget: BudgetKey = { budget: 'guestChatOpens', subject: `ip:${ctx.ip}` };
  const used = await dailyBudgetUsed(ctx.db, budget, ctx.now);
  if (used >= DAILY_BUDGETS.guestChatOpens) throw new DomainError('refused', 'chatOpenLimit');
  const asked = used >= GUEST_CHAT_OPENS_WITHOUT_CAPTCHA && (await captchasSwitchedOn(ctx.db));
  if (asked) {
    if (!input.captchaKey || !input.captchaCode) {
      throw new DomainError(
        'refused',
        'chatCaptchaRequired',
        {},
        {
          errorCode: CAPTCHA_REQUIRED_ERROR,
        },
      );
    }
  }
  ctx.limiter.consume({ rule: 'guestChatOpens', key: ctx.ip });
  if (input.captchaKey && input.captchaCode && asked)
    await consumeCaptcha(ctx.db, input.captchaKey, input.captchaCode, ctx.now);
  if (!(await spendDailyBudget(ctx.db, budget, ctx.now)))
    throw new DomainError('refused', 'chatOpenLimit');
}

/** What opening a chat needs: the chat's deps, the language, and who asks from where. */
export type ChatOpenContext = ChatDeps & Pick<DomainContext, 'lang' | 'ip' | 'limiter'>;

/**
 * support/chat/open (docs/product-rules.md#customer-service): a member resumes their open
 * conversation of the group or starts one (display name = username, VIP level kept for the
 * agents); a guest's valid key resumes theirs when the group matches; otherwise a guest starts
 * one with a name (a returning guest's name is kept) and gets a new visitor key.
 */
export async function openChat(
  ctx: ChatOpenContext,
  member: UserRecord | null,
  input: {
    group: ServiceGroup;
    guestName?: string | undefined;
    visitorKey?: string | undefined;
    captchaKey?: string | undefined;
    captchaCode?: string | undefined;
  },
): Promise<{ conversation: ChatConversation; visitorKey: string | null }> {
  if (member) {
    const { rows } = await ctx.db.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations
       WHERE user_id = $1 AND service_group = $2 AND status = 'open'`,
      [member.id, input.group],
    );
    const row =
      rows[0] ??
      (await createConversation(ctx, {
        group: input.group,
        userId: member.id,
        visitorKeyHash: null,
        displayName: member.username,
        vipLevel: member.vipLevel,
      }));
    if (!rows[0]) publishChatChange(ctx.events, row);
    return { conversation: toConversation(row), visitorKey: null };
  }

  let knownName: string | null = null;
  if (input.visitorKey) {
    const { rows } = await ctx.db.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations WHERE visitor_key_hash = $1`,
      [visitorKeyHash(input.visitorKey)],
    );
    const row = rows[0];
    if (row && row.service_group === input.group && row.status === 'open') {
      return { conversation: toConversation(row), visitorKey: null };
    }
    knownName = row?.display_name ?? null;
  }
  const displayName = input.guestName ?? knownName;
  if (!displayName) throw invalidInput('chat.guestName');
  await admitGuestConversation(ctx, input);
  const visitorKey = newVisitorKey();
  const row = await createConversation(ctx, {
    group: input.group,
    userId: null,
    visitorKeyHash: visitorKeyHash(visitorKey),
    displayName,
    vipLevel: null,
  });
  publishChatChange(ctx.events, row);
  return { conversation: toConversation(row), visitorKey };
}

/** The event topic a guest's visitor key opens (its conversation's), or none for a wrong key. */
export async function visitorTopics(db: Queryable, header: unknown): Promise<string[]> {
  const parsed = visitorKeySchema.safeParse(typeof header === 'string' ? header.trim() : header);
  if (!parsed.success) return [];
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM chat_conversations WHERE visitor_key_hash = $1',
    [visitorKeyHash(parsed.data)],
  );
  return rows[0] ? [visitorTopic(Number(rows[0].id))] : [];
}
