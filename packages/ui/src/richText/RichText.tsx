import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import './richText.css';

/**
 * Operator HTML (a message body, an offer's page), shown only after the allow-list rebuilt it (see
 * sanitize.ts). Its look is richText.css.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // Safe by construction: sanitizeHtml keeps only allow-listed elements and attributes.
  return (
    <div
      className="kit-rich-text"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
