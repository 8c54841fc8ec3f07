import { useEffect, type RefObject } from 'react';

/** How long a sheet may take to appear (its code loads on first use) before focus gives up. */
const WAIT_MS = 2000;

/**
 * Moves the focus to `target` once a sheet is open and `target` is on screen. The kit's Popup
 * calls `afterShow` only after a slide-in animation, and there is none the first time (its code
 * loads on first use and mounts already open), so the focus is moved here, on the next frames.
 */
export function useFocusWhenShown(open: boolean, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const until = Date.now() + WAIT_MS;
    let frame = 0;
    const attempt = () => {
      const element = target.current;
      if (element?.isConnected && element.offsetParent !== null) {
        element.focus();
        return;
      }
      if (Date.now() < until) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [open, target]);
}
