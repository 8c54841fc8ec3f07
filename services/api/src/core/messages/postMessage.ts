import {
  BASE_CURRENCY,
  isCurrencyCode,
  parseYuanToFen,
  type CurrencyCode,
  type Fen,
  type MessageCategory,
} from '@platform/api-client/contract';
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
/**
 * An amount in the member's minor units (the name `fen` is kept: stored messages carry it),
 * written by the reader's language when the message is shown. `currency` is the receiving member's,
 * stamped by postMessage; an amount stored without one predates the currencies and is CNY.
 */
export interface AmountParam {
  fen: Fen;
  currency?: CurrencyCode;
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

/** The params a message's text writes as money (`{{name, money}}`), in the reader's language. */
function moneySlots(lang: LanguageKey, keys: string[]): Set<string> {
  const slots = new Set<string>();
  for (const key of keys) {
    const text = serverI18n().t(messageKey(key), { lng: lang, skipInterpolation: true });
    for (const match of text.matchAll(/\{\{\s*(\w+)\s*,\s*money\s*\}\}/g)) slots.add(match[1]!);
  }
  return slots;
}

function renderParam(lang: LanguageKey, value: MessageParam): string | number {
  if (typeof value !== 'object' || value === null) return value;
  if ('key' in value) return translate(lang, messageKey(value.key));
  if ('fen' in value) return value.fen;
  // businessTimeText is the one way players read a moment (its style is decided there).
  return businessTimeText(new Date(value.at));
}

/**
 * The text's values: amounts as minor units with their `currency` for `{{x, money}}` (one member's
 * message has one currency), other params rendered. An amount stored as text by older code
 * ("1,234.50" yuan) is read back as CNY fen so it is written like the others.
 */
function renderParams(
  lang: LanguageKey,
  keys: string[],
  params: Record<string, MessageParam>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  let currency: CurrencyCode | undefined;
  const slots = moneySlots(lang, keys);
  for (const [name, value] of Object.entries(params)) {
    const legacyFen =
      typeof value === 'string' && slots.has(name)
        ? parseYuanToFen(value.replaceAll(',', ''))
        : null;
    if (legacyFen !== null) {
      out[name] = legacyFen;
      continue;
    }
    if (typeof value === 'object' && value !== null && 'fen' in value)
      currency ??= isCurrencyCode(value.currency) ? value.currency : BASE_CURRENCY;
    out[name] = renderParam(lang, value);
  }
  out.currency = currency ?? BASE_CURRENCY;
  return out;
}

/** The params as stored: each amount stamped with the receiving member's currency. */
function withCurrency(
  params: Record<string, MessageParam>,
  currency: CurrencyCode,
): Record<string, MessageParam> {
  const out: Record<string, MessageParam> = {};
  for (const [name, value] of Object.entries(params))
    out[name] =
      typeof value === 'object' && value !== null && 'fen' in value
        ? { fen: value.fen, currency: value.currency ?? currency }
        : value;
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
  const params = renderParams(lang, [message.titleKey, message.bodyKey], message.params);
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
  const { rows: users } = await tx.query<{ lang_type: number; currency: string }>(
    'SELECT lang_type, currency FROM users WHERE id = $1',
    [input.userId],
  );
  if (!users[0]) throw new Error(`postMessage: user ${input.userId} does not exist`);
  const lang = languageByCode(Number(users[0].lang_type))?.key ?? DEFAULT_LANGUAGE;
  // Money is never converted: an amount is in the member's currency when posted, and stays so.
  const params = withCurrency(
    input.params ?? {},
    isCurrencyCode(users[0].currency) ? users[0].currency : BASE_CURRENCY,
  );
  const { title, content } = renderMessage(lang, {
    titleKey: input.titleKey,
    bodyKey: input.bodyKey,
    params,
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
      JSON.stringify(params),
      input.now,
    ],
  );
  return { id: rows[0]!.id, lang, title, content };
}
