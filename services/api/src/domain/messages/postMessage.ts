import type { MessageCategory } from '@platform/api-client/contract';
import { DEFAULT_LANGUAGE, languageByCode, type LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../db/database';

/** A param that is itself a text: translated into the recipient's language before it is used. */
export interface TranslatedParam {
  key: string;
}
export type MessageParam = string | number | TranslatedParam;

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

function renderParams(
  lang: LanguageKey,
  params: Record<string, MessageParam>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    out[name] = typeof value === 'object' ? translate(lang, messageKey(value.key)) : value;
  return out;
}

/**
 * Puts a message in the player's message centre, written in the player's language (users.lang_type)
 * as it is when the message is sent. Runs in the caller's transaction, so a message exists exactly
 * when the business change that caused it was committed.
 */
export async function postMessage(tx: Queryable, input: MessageInput): Promise<PostedMessage> {
  const { rows: users } = await tx.query<{ lang_type: number }>(
    'SELECT lang_type FROM users WHERE id = $1',
    [input.userId],
  );
  if (!users[0]) throw new Error(`postMessage: user ${input.userId} does not exist`);
  const lang = languageByCode(Number(users[0].lang_type))?.key ?? DEFAULT_LANGUAGE;
  const params = renderParams(lang, input.params ?? {});
  const title = translate(lang, messageKey(input.titleKey), params);
  const content = translate(lang, messageKey(input.bodyKey), params);
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
