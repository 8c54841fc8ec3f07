import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/** How long a sheet may take to appear (its code loads on first use) before focus gives up. */
const WAIT_MS = 2000;

/**
 * A bottom sheet the keyboard can use: once it is on screen, focus moves to its title; Escape
 * closes it; when it closes, focus goes back to the control that opened it (the kit's Popup does
 * none of this, and calls `afterShow` only after a slide-in it skips the first time, when its
 * code loads and mounts already open). Spread `dialog` on the sheet's content and `title` on its
 * heading.
 */
export function useSheetFocus(open: boolean, close: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) {
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const until = Date.now() + WAIT_MS;
    let frame = 0;
    const attempt = () => {
      if (title.current?.isConnected) {
        title.current.focus();
        return;
      }
      if (Date.now() < until) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return {
    title: { ref: title, id: titleId, tabIndex: -1 },
    dialog: {
      role: 'dialog',
      'aria-modal': true,
      'aria-labelledby': titleId,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') close();
      },
    },
  } as const;
}
