import type { HelpArticle } from '@platform/api-client/contract';

/**
 * Which answers of a topic page start open (docs/product-rules.md#help): the one `?q=` names
 * (the customer service page links a top question this way), else the only one when the topic has
 * a single question, else none.
 */
export function initiallyOpen(articles: readonly HelpArticle[], q: string | null): string[] {
  const asked = q ? articles.find((article) => String(article.id) === q) : undefined;
  if (asked) return [String(asked.id)];
  if (articles.length === 1) return [String(articles[0]!.id)];
  return [];
}
