import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/**
 * A bottom sheet the keyboard can use: when it has slid in, focus moves to its title; Escape
 * closes it; when it closes, focus goes back to the control that opened it (the kit's Popup does
 * none of this). Spread `dialog` on the sheet's content, `title` on its heading, and pass
 * `afterShow` to the Popup.
 */
export function useSheetFocus(open: boolean, close: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);
  return {
    afterShow: () => title.current?.focus(),
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
