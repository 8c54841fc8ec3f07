import { z } from 'zod';
import { CHAT_GUEST_NAME_MAX_CHARS, CHAT_MAX_CHARS } from '../constants';

/** A chat message's text: 1-500 characters after trimming (docs/product-rules.md#customer-service). */
export const chatTextSchema = z
  .string({ error: 'chat.text' })
  .trim()
  .min(1, { error: 'chat.text' })
  .max(CHAT_MAX_CHARS, { error: 'chat.text' });

/** The name a guest gives before chatting: 1-30 characters (docs/product-rules.md#customer-service). */
export const chatGuestNameSchema = z
  .string({ error: 'chat.guestName' })
  .trim()
  .min(1, { error: 'chat.guestName' })
  .max(CHAT_GUEST_NAME_MAX_CHARS, { error: 'chat.guestName' });

/**
 * The key that lets a guest come back to their conversation (kept by the browser): 43 base64url
 * characters, 256 random bits. A member's conversation needs none: their token names them.
 */
export const visitorKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'chat.visitor' });
