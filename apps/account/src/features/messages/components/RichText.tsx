import { useMemo } from 'react';
import { sanitizeHtml } from '../sanitize';

/** A message body: operator HTML, shown only after the allow-list rebuilt it (see sanitize.ts). */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // Safe by construction: sanitizeHtml keeps only allow-listed elements and attributes.
  return (
    <div
      className="account-rich-text"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
