import { formatFen, type Fen, type MessageCategory } from '@platform/api-client/contract';
import { DEFAULT_LANGUAGE, languageByCode, type LanguageKey } from '@platform/i18n/languages';
import { serverI18n, translate } from '@platform/i18n/server';
import type { Queryable } from '../../db/database';
import { playerBreak } from '../playerProtection';
import { businessTimeText } from '../time';
import { messageClassOf, messageKindOf, type ServiceMessageKind } from './messageKinds';

/** A param that is itself a text: translated into the reader's language when it is shown. */
export interface TranslatedParam {
  key: string;
}
/** An amount in fen, formatted when the message is shown (the money module's amount text). */
export interface AmountParam {
  fen: Fen;
}
/** A moment (ISO 8601), written as business time when the message is shown. */
export interface TimeParam {
  at: string;
}
/**
 * What a message's text is filled with. Stored as given (JSON) next to the keys, so the message is
 * rendered in whatever language the player reads when opening it: docs/product-rules.md#messages.
 * Plain strings are shown as they are (order numbers, masked phones, usernames, and params of
 * messages stored before amounts and times were kept raw).
 */
export type MessageParam = string | number | TranslatedParam | AmountParam | TimeParam;

export const amountParam = (fen: Fen): AmountParam => ({ fen });
export const timeParam = (at: Date): TimeParam => ({ at: at.toISOString() });

export interface MessageInput {
  userId: number;
  category: MessageCategory;
  /** Keys under `messages` of the `server` namespace, e.g. `depositSucceeded.title`. */
  titleKey: string;
  bodyKey: string;
  params?: Record<string, MessageParam>;
  now: Date;
}

export interface PostedMessage {
  id: number;
  lang: LanguageKey;
  title: string;
  content: string;
}

const messageKey = (key: string) => `server:messages.${key}`;

function renderParam(lang: LanguageKey, value: MessageParam): string | number {
  if (typeof value !== 'object' || value === null) return value;
  if ('key' in value) return translate(lang, messageKey(value.key));
  if ('fen' in value) return formatFen(value.fen);
  // businessTimeText is the one way players read a moment (its style is decided there).
  return businessTimeText(new Date(value.at));
}

function renderParams(
  lang: LanguageKey,
  params: Record<string, MessageParam>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) out[name] = renderParam(lang, value);
  return out;
}

/** Whether a message key (under `server:messages`) has a text. */
export function isMessageKey(key: string): boolean {
  return serverI18n().exists(messageKey(key));
}

/**
 * A system-written message's title and text in one language, from its keys and stored params.
 * Called when the message is read, so a player who switches language reads old messages in the new
 * one (docs/product-rules.md#messages).
 */
export function renderMessage(
  lang: LanguageKey,
  message: { titleKey: string; bodyKey: string; params: Record<string, MessageParam> },
): { title: string; content: string } {
  const params = renderParams(lang, message.params);
  return {
    title: translate(lang, messageKey(message.titleKey), params),
    content: translate(lang, messageKey(message.bodyKey), params),
  };
}

/**
 * Puts a message in the player's message centre: its keys and params, and for the records its text
 * in the player's language (users.lang_type) at sending time. Reading renders it again from the keys
 * in the reader's language (messageCentre.ts). Runs in the caller's transaction, so a message exists
 * exactly when the business change that caused it was committed. A promotional kind
 * (messageKinds.ts) is not sent to a player on a break: null then, and nothing is stored
 * (docs/product-rules.md#responsible-gambling).
 */
export async function postMessage(
  tx: Queryable,
  input: MessageInput & { titleKey: `${ServiceMessageKind}.title` },
): Promise<PostedMessage>;
export async function postMessage(
  tx: Queryable,
  input: MessageInput,
): Promise<PostedMessage | null>;
export async function postMessage(
  tx: Queryable,
  input: MessageInput,
): Promise<PostedMessage | null> {
  if (
    messageClassOf(messageKindOf(input.titleKey)) === 'promotional' &&
    (await playerBreak(tx, input.userId, input.now))
  )
    return null;
  const { rows: users } = await tx.query<{ lang_type: number }>(
    'SELECT lang_type FROM users WHERE id = $1',
    [input.userId],
  );
  if (!users[0]) throw new Error(`postMessage: user ${input.userId} does not exist`);
  const lang = languageByCode(Number(users[0].lang_type))?.key ?? DEFAULT_LANGUAGE;
  const { title, content } = renderMessage(lang, {
    titleKey: input.titleKey,
    bodyKey: input.bodyKey,
    params: input.params ?? {},
  });
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO messages (user_id, category, lang, title, content, title_key, body_key, params, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id`,
    [
      input.userId,
      input.category,
      lang,
      title,
      content,
      input.titleKey,
      input.bodyKey,
      JSON.stringify(input.params ?? {}),
      input.now,
    ],
  );
  return { id: rows[0]!.id, lang, title, content };
}
