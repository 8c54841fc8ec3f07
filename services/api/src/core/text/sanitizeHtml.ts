/**
 * An offer page's HTML as served (docs/decisions.md#offers): only an allow-list of reading
 * elements survives, every attribute is dropped, script and style blocks and comments go whole,
 * and any other `<`, `>` or `&` is escaped. The seed is trusted, but the page never relies on it;
 * the client sanitises again before rendering (the kit's RichText).
 */

const ALLOWED_TAGS = new Set([
  'p',
  'h3',
  'h4',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID_TAGS = new Set(['br']);

/** Blocks dropped with their content; an unclosed one runs to the end. */
const DROPPED_BLOCK = /<(script|style|iframe|object|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function sanitizeOfferHtml(html: string): string {
  const source = html.replace(COMMENT, '').replace(DROPPED_BLOCK, '');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) out += closing ? '' : `<${name}>`;
    else out += closing ? `</${name}>` : `<${name}>`;
  }
  return out + escapeText(source.slice(last));
}
