import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '@platform/ui/testing';
import { useSheetFocus } from './useSheetFocus';

function Sheet() {
  const [open, setOpen] = useState(false);
  const sheet = useSheetFocus(open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <div {...sheet.dialog}>
          <h3 {...sheet.title}>Session limit</h3>
        </div>
      )}
    </>
  );
}

describe('a sheet used from the keyboard', () => {
  it('is a dialog named by its title that takes the focus, closes on Escape, and gives the focus back', async () => {
    renderPage(<Sheet />, { url: '/' });
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Session limit' });
    const title = screen.getByRole('heading', { name: 'Session limit' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
