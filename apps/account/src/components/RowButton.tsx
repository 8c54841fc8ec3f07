import type { ReactNode } from 'react';

/**
 * The keyboard's way into a list row that opens something (a page, a sheet): the row's title as a
 * plain-looking button. The kit's List.Item with an onClick is an `<a>` without an address, which
 * Tab never reaches; a tap anywhere on the row still works, and the button's click reaches the
 * row's onClick, so one press is one call (docs/decisions.md#accessibility-the-shell-and-account).
 */
export function RowButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="account-row-button">
      {children}
    </button>
  );
}
