// The app's one focus mechanism for whatever is modal (docs/accessibility.md#keyboard): the kit's
// sheets and dialogs, and any other element through useHeldFocus (src/accessible/useModalFocus.ts).
// While one is open, focus is inside it, Tab and Shift+Tab go round its controls, Escape closes it where the
// caller says so, and when it closes focus goes back to the control that opened it. Our own few
// lines rather than focus-trap: its visibility checks see nothing in jsdom and happy-dom, and the
// kit needs only this. Sheets open over sheets (a confirm dialog over a sheet): the newest holds.

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches inside `container`, in document order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.closest('[aria-hidden="true"], [hidden], [inert]') && el.tabIndex >= 0,
  );
}

/**
 * Enter and Space on an element that says it is a button (role="button", "link", "tab", …) but is
 * not a native control: a native control does this itself.
 */
export function activatesOnKey(event: KeyboardEvent | { key: string }): boolean {
  return event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar';
}

interface Hold {
  container: HTMLElement;
  opener: Element | null;
  onEscape?: () => void;
}

const holds: Hold[] = [];

function top(): Hold | undefined {
  return holds[holds.length - 1];
}

function onKeyDown(event: KeyboardEvent): void {
  const hold = top();
  if (!hold) return;
  if (event.key === 'Escape') {
    if (!hold.onEscape) return;
    event.preventDefault();
    event.stopPropagation();
    hold.onEscape();
    return;
  }
  const target = event.target as HTMLElement | null;
  // The sheet's own close icon is an <a role="button"> without href: open it from the keyboard.
  if (
    target &&
    hold.container.contains(target) &&
    activatesOnKey(event) &&
    target.getAttribute('role') === 'button' &&
    !/^(BUTTON|INPUT|SELECT|TEXTAREA)$/.test(target.tagName) &&
    !event.defaultPrevented
  ) {
    event.preventDefault();
    target.click();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = tabbablesIn(hold.container);
  if (controls.length === 0) {
    event.preventDefault();
    hold.container.focus();
    return;
  }
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const at = document.activeElement;
  const inside = at instanceof HTMLElement && hold.container.contains(at);
  if (event.shiftKey && (!inside || at === first || at === hold.container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || at === last)) {
    event.preventDefault();
    first.focus();
  }
}

function onFocusIn(event: FocusEvent): void {
  const hold = top();
  const target = event.target;
  if (!hold || !(target instanceof Node) || hold.container.contains(target)) return;
  // Focus that left the open sheet (a click on the page behind the mask) comes back to it.
  focusInto(hold.container);
}

function focusInto(container: HTMLElement): void {
  // The element marked data-kit-autofocus (the container itself, when an alert is to be read
  // whole first), else the first control, else the container.
  const wanted = container.matches('[data-kit-autofocus]')
    ? container
    : (container.querySelector<HTMLElement>('[data-kit-autofocus]') ?? tabbablesIn(container)[0]);
  (wanted ?? container).focus({ preventScroll: true });
}

/**
 * Holds focus in `container` until the returned release is called; release gives focus back to
 * what had it before (when that is still on the page and focus has not gone elsewhere since).
 */
export function holdFocus(
  container: HTMLElement,
  options: { onEscape?: (() => void) | undefined } = {},
): () => void {
  if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
  const hold: Hold = { container, opener: document.activeElement, onEscape: options.onEscape };
  if (holds.length === 0) {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
  }
  holds.push(hold);
  focusInto(container);
  return () => {
    const index = holds.indexOf(hold);
    if (index < 0) return;
    holds.splice(index, 1);
    if (holds.length === 0) {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    }
    // A dialog opened from inside this one may still be open (a sheet that closes under its own
    // confirmation): when it closes, focus goes where this one's would have.
    for (const above of holds.slice(index)) {
      if (above.opener && container.contains(above.opener)) above.opener = hold.opener;
    }
    if (index < holds.length) return;
    const active = document.activeElement;
    const focusWasHere =
      !active || active === document.body || container.contains(active) || !active.isConnected;
    if (!focusWasHere) return;
    const opener = hold.opener;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    // An opener that cannot take the focus now (a button disabled while its call runs): the
    // sheet still open under this one takes it.
    if (document.activeElement !== opener && top()) focusInto(top()!.container);
  };
}

let counter = 0;

/** An id for an element that names a dialog, given one when it has none. */
export function idOf(element: Element): string {
  if (!element.id) element.id = `kit-modal-title-${(counter += 1)}`;
  return element.id;
}

/** A class name unique to one sheet or dialog, to find its body once it is on the page. */
export function modalClassName(): string {
  return `kit-modal-${(counter += 1)}`;
}

/**
 * Calls `found` with the element matching `selector` once it is on the page (the kit's sheet
 * renders its body a frame after `visible` turns true); gives up after about a second.
 */
export function whenOnPage(selector: string, found: (element: HTMLElement) => void): () => void {
  let cancelled = false;
  let frames = 0;
  const look = () => {
    if (cancelled) return;
    const element = document.querySelector<HTMLElement>(selector);
    if (element) return found(element);
    if ((frames += 1) < 60) setTimeout(look, 16);
  };
  look();
  return () => {
    cancelled = true;
  };
}
