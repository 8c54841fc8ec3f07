import DOMPurify from 'dompurify';

/**
 * Operator HTML (a message body, an offer's page) or plain text: before it reaches the page,
 * DOMPurify keeps only an allow-list of reading elements and attributes, so no script, handler,
 * style or foreign markup can run or restyle the app. The rules on top of DOMPurify's own: links
 * and images only to the web (http/https) or raster data images, links open in a new tab with no
 * way back into the app, an image with no safe source is dropped.
 */

const ALLOWED_TAGS = [
  'p',
  'h3',
  'h4',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'img',
  'span',
  // Terms laid out as a table (an offer's levels).
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'src', 'alt'];

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/** Raster images only: an SVG data URL is a document of its own. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;

/** An absolute http(s) URL, normalised; null for anything else (javascript:, relative, junk). */
export function safeWebUrl(value: string): string | null {
  try {
    // The URL parser drops tabs, newlines and leading control characters the way browsers do, so
    // "java\tscript:" and " javascript:" are read as the javascript: they would be.
    const url = new URL(value);
    return WEB_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function safeImageSrc(value: string): string | null {
  const trimmed = value.trim();
  if (DATA_IMAGE.test(trimmed)) return trimmed;
  return safeWebUrl(trimmed);
}

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.localName === 'a') {
    const href = safeWebUrl(node.getAttribute('href') ?? '');
    if (href) {
      node.setAttribute('href', href);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('href');
    }
  } else if (node.localName === 'img') {
    const src = safeImageSrc(node.getAttribute('src') ?? '');
    if (src) node.setAttribute('src', src);
    else node.remove();
  }
});

/** Plain text (no element at all) keeps its line breaks. */
function withLineBreaks(text: string): string {
  const container = document.createElement('div');
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) container.appendChild(document.createElement('br'));
    container.appendChild(document.createTextNode(line));
  });
  return container.innerHTML;
}

/** Operator HTML as safe HTML for the page (allow-listed elements and attributes only). */
export function sanitizeHtml(input: string): string {
  const body = purifier.sanitize(input, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // target and rel are set by the hook above, never taken from the message.
    ADD_ATTR: ['target', 'rel'],
    // Fallback and form text is not reading matter: dropped with the element.
    ADD_FORBID_CONTENTS: ['object', 'textarea'],
    RETURN_DOM: true,
  }) as HTMLElement;
  if (!body.querySelector('*') && /\r|\n/.test(body.textContent ?? '')) {
    return withLineBreaks(body.textContent ?? '');
  }
  return body.innerHTML;
}
