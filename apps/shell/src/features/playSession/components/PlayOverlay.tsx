import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../playSession.css';

/**
 * A modal box over the whole page, game frames included: the reality check and the session limit
 * notice. It takes the focus when shown so a keyboard or screen reader lands on it.
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
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div className="shell-play-overlay">
      <div
        ref={box}
        className="shell-play-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
