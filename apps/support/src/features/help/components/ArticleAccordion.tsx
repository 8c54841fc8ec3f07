import { useEffect, useRef, useState } from 'react';
import type { HelpArticle } from '@platform/api-client/contract';
import { List } from '@platform/ui';
import { RichText } from '@platform/ui/rich-text';
import { initiallyOpen } from '../articles';

/**
 * A topic's questions as an accordion: a tap opens or closes an answer (operator HTML, sanitised by
 * RichText). The one `?q=` names, or the only one, starts open and in view.
 */
export function ArticleAccordion({
  articles,
  q,
}: {
  articles: readonly HelpArticle[];
  q: string | null;
}) {
  const [open, setOpen] = useState(() => new Set(initiallyOpen(articles, q)));
  const asked = useRef<HTMLDivElement>(null);
  useEffect(() => {
    asked.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <List className="support-help-articles">
      {articles.map((article) => {
        const key = String(article.id);
        const expanded = open.has(key);
        return (
          <div
            key={key}
            ref={q === key ? asked : undefined}
            className={expanded ? 'support-help-article support-help-open' : 'support-help-article'}
            data-testid="help-article"
            data-id={article.id}
            data-open={expanded}
          >
            <List.Item
              onClick={() => toggle(key)}
              aria-expanded={expanded}
              aria-controls={`help-answer-${key}`}
              data-testid="help-article-question"
            >
              <span className="support-help-text">{article.question}</span>
            </List.Item>
            {expanded && (
              <div id={`help-answer-${key}`} className="support-help-answer">
                <RichText html={article.answer} testId="help-article-answer" />
              </div>
            )}
          </div>
        );
      })}
    </List>
  );
}
