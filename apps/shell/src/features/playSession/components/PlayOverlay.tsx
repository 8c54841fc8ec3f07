import { useId, useRef, type ReactNode } from 'react';
import { useHeldFocus } from '@platform/ui';
import '../playSession.css';

/**
 * A modal box over the whole page, game frames included: the reality check and the session limit
 * notice. While shown it holds the focus with the kit's one mechanism (docs/accessibility.md#keyboard):
 * the box itself takes it first, so a screen reader reads the question whole, Tab stays inside,
 * and focus goes back to where it was when it closes. No Escape: it waits for an answer.
 */
export function PlayOverlay({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useHeldFocus(box, true);
  return (
    <div className="shell-play-overlay">
      <div
        ref={box}
        className="shell-play-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-kit-autofocus
        data-testid={testId}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
