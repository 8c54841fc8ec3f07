import {
  CHAT_MAX_CHARS,
  chatTextSchema,
  type ChatMessage,
  type ServiceGroup,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { conversationTarget, recordAgentAction } from './agentAudit';
import { findAgent, type SupportAgent } from './agents';
import {
  CONVERSATION_COLUMNS,
  publishChatChange,
  type ChatDeps,
  type ConversationRow,
} from './conversations';
import { conversationMessages, markRead, sendAgentLine } from './messages';

/** A conversation as the operator page lists it. */
export interface DeskConversation {
  id: number;
  group: ServiceGroup;
  status: 'open' | 'closed';
  displayName: string;
  /** Member (their username is the display name) or guest. */
  kind: 'member' | 'guest';
  vipLevel: number | null;
  agentName: string | null;
  /** The player's lines no agent has read yet. */
  unread: number;
  lastMessageAt: string;
  createdAt: string;
}

const DESK_LIST_LIMIT = 100;

type DeskRow = ConversationRow & { unread: number };

/** The desk's view of conversations matching `where` (on table alias c), newest activity first. */
async function deskRows(db: Queryable, where: string, params: unknown[]): Promise<DeskRow[]> {
  const { rows } = await db.query<DeskRow>(
    `SELECT c.id, c.service_group, c.status, c.user_id, c.display_name, c.vip_level, c.agent_name,
       c.created_at, c.last_message_at,
       (SELECT count(*)::int FROM chat_messages m
         WHERE m.conversation_id = c.id AND m.author = 'player' AND m.read_at IS NULL) AS unread
     FROM chat_conversations c WHERE ${where}
     ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${DESK_LIST_LIMIT}`,
    params,
  );
  return rows;
}

function toDeskConversation(r: DeskRow): DeskConversation {
  return {
    id: Number(r.id),
    group: r.service_group,
    status: r.status,
    displayName: r.display_name,
    kind: r.user_id === null ? 'guest' : 'member',
    vipLevel: r.vip_level,
    agentName: r.agent_name,
    unread: r.unread,
    lastMessageAt: r.last_message_at.toISOString(),
    createdAt: r.created_at.toISOString(),
  };
}

/** The group's conversations, newest activity first (docs/product-rules.md#customer-service). */
export async function listDeskConversations(
  db: Queryable,
  group: ServiceGroup,
): Promise<DeskConversation[]> {
  return (await deskRows(db, 'c.service_group = $1', [group])).map(toDeskConversation);
}

/** A conversation of the agent's group; another group's (or an unknown id) reads as not found. */
export async function agentConversation(
  db: Queryable,
  agent: Pick<SupportAgent, 'group'>,
  conversationId: number,
): Promise<ConversationRow> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations WHERE id = $1 AND service_group = $2`,
    [conversationId, agent.group],
  );
  if (!rows[0]) throw new DomainError('notFound', 'notFound');
  return rows[0];
}

/** The agent reads a conversation: its lines, and the player's lines are marked read. */
export async function readAsAgent(
  deps: ChatDeps,
  agent: Pick<SupportAgent, 'group'>,
  conversationId: number,
): Promise<{ conversation: DeskConversation; messages: ChatMessage[]; hasEarlier: boolean }> {
  const row = await agentConversation(deps.db, agent, conversationId);
  await markRead(deps, row, 'agent');
  const [desk] = await deskRows(deps.db, 'c.id = $1', [row.id]);
  const conversation = toDeskConversation(desk!);
  return { conversation, ...(await conversationMessages(deps.db, Number(row.id))) };
}

/** Closes a conversation: the player's next open starts a new one. */
export async function closeConversation(
  deps: ChatDeps,
  agent: Pick<SupportAgent, 'group'>,
  conversationId: number,
): Promise<void> {
  const row = await agentConversation(deps.db, agent, conversationId);
  if (row.status === 'closed') return;
  await deps.db.query(
    `UPDATE chat_conversations SET status = 'closed', closed_at = $2 WHERE id = $1 AND status = 'open'`,
    [row.id, deps.now],
  );
  publishChatChange(deps.events, row);
}

/**
 * An agent's text reply by name (the `support:reply` ops command): the agent must exist, be
 * active and belong to the conversation's group. It lands in the agent's audit trail with no
 * address (an ops command).
 */
export async function replyAsNamedAgent(
  deps: ChatDeps,
  input: { conversationId: number; agentName: string; text: string },
): Promise<ChatMessage> {
  const agent = await findAgent(deps.db, input.agentName);
  if (!agent) throw new Error(`no active support agent named ${input.agentName}`);
  const text = chatTextSchema.safeParse(input.text);
  if (!text.success) throw new Error(`the text must be 1-${CHAT_MAX_CHARS} characters`);
  const conversation = await agentConversation(deps.db, agent, input.conversationId).catch(() => {
    throw new Error(`conversation ${input.conversationId} is not one of the ${agent.group} desk`);
  });
  const message = await sendAgentLine(deps, conversation, agent.name, { text: text.data });
  await recordAgentAction(deps.db, {
    agent,
    action: 'chat.reply',
    target: conversationTarget(input.conversationId),
    address: null,
    at: deps.now,
  });
  return message;
}
