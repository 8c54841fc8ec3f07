import { useEffect, useRef, useState, type RefObject } from 'react';
import { holdFocus, idOf, whenOnPage } from './modalFocus';

/** What names a sheet or dialog when the caller gave it no aria-label: its first heading. */
const TITLE = 'h1, h2, h3, h4, h5, h6, .adm-list-header, .adm-dialog-title, [data-kit-title]';

/** The newest Escape callback, without holding focus again each render. */
function useEscape(onEscape: (() => void) | undefined): (() => void) | undefined {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  const hasEscape = Boolean(onEscape);
  // Stable while the caller keeps passing one, so the hold is not taken again each render.
  const [stable] = useState(() => () => escape.current?.());
  return hasEscape ? stable : undefined;
}

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
  const escape = useEscape(onEscape);
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
      release = holdFocus(body, { onEscape: escape });
    });
    return () => {
      cancel();
      release?.();
    };
  }, [visible, className, label, escape]);
}

/**
 * Holds focus in the element `ref` points to while `held` (a modal box that is not a kit sheet,
 * such as the shell's reality check over a game): focus moves in when it is held, Tab and
 * Shift+Tab go round inside, Escape calls `onEscape` when given, and focus goes back to where it
 * was on release (unmount or `held` turning false). The caller gives the element its role and name.
 * Mark the element itself `data-kit-autofocus` to focus it rather than its first control.
 */
export function useHeldFocus(
  ref: RefObject<HTMLElement | null>,
  held: boolean,
  { onEscape }: { onEscape?: (() => void) | undefined } = {},
): void {
  const escape = useEscape(onEscape);
  useEffect(() => {
    const element = ref.current;
    if (!held || !element) return;
    return holdFocus(element, { onEscape: escape });
  }, [ref, held, escape]);
}
