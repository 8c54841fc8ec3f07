/** The pure rules of feedback (docs/product-rules.md#feedback). */

/** A player leaves at most this many feedback per business day (docs/decisions.md#feedback). */
export const FEEDBACK_DAILY_LIMIT = 10;

/** The desk's reply is 1-500 characters. */
export const FEEDBACK_REPLY_MAX_CHARS = 500;

/** How much of the reply the player's message shows before "…". */
export const REPLY_EXCERPT_CHARS = 30;

/** The reply as stored: trimmed; null when it is empty or too long. Counts characters, not UTF-16 units. */
export function normalizedReply(text: string): string | null {
  const reply = text.trim();
  const length = Array.from(reply).length;
  return length >= 1 && length <= FEEDBACK_REPLY_MAX_CHARS ? reply : null;
}

/** The first characters of a reply for the message centre, on one line. */
export function replyExcerpt(reply: string): string {
  const chars = Array.from(reply.replace(/\s+/g, ' ').trim());
  return chars.length <= REPLY_EXCERPT_CHARS
    ? chars.join('')
    : `${chars.slice(0, REPLY_EXCERPT_CHARS).join('')}…`;
}
