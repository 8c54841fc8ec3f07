/** How much of a message the list shows before the player opens it. */
export const MESSAGE_SUMMARY_LENGTH = 60;

/**
 * The list's preview of a message: its text on one line, cut at 60 characters (whole code points,
 * so an emoji or a Burmese letter is never split) with an ellipsis. Plain text in, plain text out:
 * the app shows it as text, never as HTML.
 */
export function messageSummary(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= MESSAGE_SUMMARY_LENGTH
    ? flat
    : `${chars.slice(0, MESSAGE_SUMMARY_LENGTH).join('')}…`;
}
