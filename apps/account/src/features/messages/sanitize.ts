/**
 * A message body is HTML written by operators (or plain text): before it reaches the page it is
 * rebuilt from an allow-list, so no script, handler, style or foreign markup can run or restyle
 * the app. The input is parsed by DOMParser into an inert document (nothing loads or runs there)
 * and only allowed elements and attributes are copied into a fresh tree, which is serialised.
 */

/** Elements kept (with their allowed attributes only). */
const ALLOWED = new Set([
  'p',
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
]);

/**
 * Elements dropped with everything inside: executable, raw-text or foreign content whose text is
 * code or markup, not reading matter. Any other element not allowed is unwrapped: its text stays.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'head',
  'link',
  'meta',
  'base',
]);

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

function copyElement(source: Element, doc: Document): Element {
  const tag = source.localName;
  const copy = doc.createElement(tag);
  if (tag === 'a') {
    const href = safeWebUrl(source.getAttribute('href') ?? '');
    if (href) {
      copy.setAttribute('href', href);
      // A link leaves the app in a new tab and cannot reach back into it.
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (tag === 'img') {
    const src = safeImageSrc(source.getAttribute('src') ?? '');
    const alt = source.getAttribute('alt');
    if (src) copy.setAttribute('src', src);
    if (alt) copy.setAttribute('alt', alt);
  }
  return copy;
}

function copyChildren(from: Node, into: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    // Only HTML elements: an element from another namespace never becomes an HTML one here.
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (tag === 'img' && !safeImageSrc(element.getAttribute('src') ?? '')) continue;
    if (ALLOWED.has(tag)) {
      const copy = copyElement(element, doc);
      into.appendChild(copy);
      copyChildren(element, copy, doc);
    } else {
      copyChildren(element, into, doc);
    }
  }
}

/** Plain text (no element at all) keeps its line breaks. */
function lineBreaks(container: Element, doc: Document) {
  const text = container.textContent ?? '';
  container.replaceChildren();
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) container.appendChild(doc.createElement('br'));
    container.appendChild(doc.createTextNode(line));
  });
}

/** The message body as safe HTML for the page (allow-listed elements and attributes only). */
export function sanitizeHtml(input: string): string {
  const parsed = new DOMParser().parseFromString(input, 'text/html');
  const container = parsed.createElement('div');
  copyChildren(parsed.body, container, parsed);
  if (!container.querySelector('*') && /\r|\n/.test(container.textContent ?? '')) {
    lineBreaks(container, parsed);
  }
  return container.innerHTML;
}
