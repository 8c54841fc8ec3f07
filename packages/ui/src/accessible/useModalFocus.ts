import { useEffect, useRef } from 'react';
import { holdFocus, idOf, whenOnPage } from './modalFocus';

/** What names a sheet or dialog when the caller gave it no aria-label: its first heading. */
const TITLE = 'h1, h2, h3, h4, h5, h6, .adm-list-header, .adm-dialog-title, [data-kit-title]';

/**
 * Makes the body found by `className` a named modal dialog while `visible`, and holds focus in it
 * (src/accessible/modalFocus.ts). Its name: `label` when given, else its title, else (a dialog without
 * title) its message.
 */
export function useModalFocus(
  visible: boolean | undefined,
  className: string,
  {
    label,
    onEscape,
  }: {
    label?: string | undefined;
    onEscape?: (() => void) | undefined;
  },
): void {
  // The newest callback, without holding focus again each render.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  const hasEscape = Boolean(onEscape);
  useEffect(() => {
    if (!visible) return;
    let release: (() => void) | undefined;
    const cancel = whenOnPage(`.${className}`, (body) => {
      body.setAttribute('role', 'dialog');
      body.setAttribute('aria-modal', 'true');
      // antd-mobile marks the dialog's outer wrap as an unnamed dialog too: one dialog, the body.
      body.parentElement?.closest('.adm-center-popup-wrap[role="dialog"]')?.removeAttribute('role');
      if (label) {
        body.setAttribute('aria-label', label);
      } else if (!body.hasAttribute('aria-label')) {
        const title =
          body.querySelector(TITLE) ?? body.querySelector('.adm-dialog-content, .kit-hint');
        if (title) body.setAttribute('aria-labelledby', idOf(title));
      }
      // antd-mobile's close icon is an <a role="button"> without href: Tab reaches it now, and
      // Enter or Space opens it (src/accessible/modalFocus.ts).
      for (const icon of body.querySelectorAll<HTMLElement>('.adm-popup-close-icon'))
        icon.tabIndex = 0;
      release = holdFocus(body, { onEscape: hasEscape ? () => escape.current?.() : undefined });
    });
    return () => {
      cancel();
      release?.();
    };
  }, [visible, className, label, hasEscape]);
}
