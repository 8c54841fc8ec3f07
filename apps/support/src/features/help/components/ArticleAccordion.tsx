import { useEffect, useRef, useState } from 'react';
import type { HelpArticle } from '@platform/api-client/contract';
import { RichText } from '@platform/ui/rich-text';
import { initiallyOpen } from '../articles';
import { HelpExpander } from './HelpExpander';

/**
 * A topic's questions as an accordion: a tap or Enter opens or closes an answer (operator HTML,
 * sanitised by RichText). The one `?q=` names, or the only one, starts open and in view.
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
    <div className="support-help-articles">
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
            <HelpExpander
              id={`help-${key}`}
              expanded={expanded}
              onToggle={() => toggle(key)}
              question={article.question}
              testId="help-article-question"
            >
              <div className="support-help-answer">
                <RichText html={article.answer} testId="help-article-answer" />
              </div>
            </HelpExpander>
          </div>
        );
      })}
    </div>
  );
}
