// Operator HTML on a page, sanitised (DOMPurify): a subpath of its own, so only the pages that show
// such HTML load DOMPurify.
export { RichText } from './richText/RichText';
export { safeWebUrl, sanitizeHtml } from './richText/sanitize';
