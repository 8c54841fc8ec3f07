export { sanitizeOfferHtml } from './sanitizeHtml';
export { inLanguage } from './translated';
export type { Translated } from './translated';
export { firstChars, lastChars } from './mask';
