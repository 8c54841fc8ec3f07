import type { ReactNode } from 'react';

/**
 * One question of an accordion (a help article, a notice): a real button in a heading that says
 * whether its answer is open (aria-expanded) and which element the answer is (aria-controls), so
 * a screen reader announces "collapsed/expanded" and a keyboard opens it with Enter or Space
 * (docs/decisions.md#accessibility-offers-vip-and-support).
 */
export function HelpExpander({
  id,
  expanded,
  onToggle,
  question,
  description,
  testId,
  children,
}: {
  /** Unique on the page: names the answer's element. */
  id: string;
  expanded: boolean;
  onToggle: () => void;
  question: ReactNode;
  description?: ReactNode;
  testId?: string;
  /** The answer, rendered only while open. */
  children: ReactNode;
}) {
  const answerId = `${id}-answer`;
  return (
    <>
      <h2 className="support-help-heading">
        <button
          type="button"
          className="support-help-question"
          aria-expanded={expanded}
          aria-controls={answerId}
          data-testid={testId}
          onClick={onToggle}
        >
          <span className="support-help-question-text">
            <span className="support-help-text">{question}</span>
            {description && <span className="support-help-description">{description}</span>}
          </span>
          <span aria-hidden="true" className="support-help-chevron" />
        </button>
      </h2>
      {/* Present while closed too, so aria-controls always names an element of the page. */}
      <div id={answerId} hidden={!expanded}>
        {expanded && children}
      </div>
    </>
  );
}
