// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { Dialog, Popup } from '../kit';

setupAreaTests([]);

/** The sheet and the dialog load with the overlays entry: on a busy machine that takes a moment. */
const LOADED = { timeout: 5_000 };

const focused = () => document.activeElement as HTMLElement | null;
const press = (key: string, shiftKey = false) =>
  fireEvent.keyDown(focused() ?? document.body, { key, shiftKey });

function SheetPage({ onMask }: { onMask?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose a bank
      </button>
      <Popup
        visible={open}
        onMaskClick={() => {
          onMask?.();
          setOpen(false);
        }}
      >
        <h3>Banks</h3>
        <button type="button">First bank</button>
        <button type="button">Last bank</button>
      </Popup>
    </>
  );
}

describe("the kit's Popup is a modal dialog", () => {
  it('is named by its title, takes focus in, keeps Tab inside, closes on Escape, gives focus back', async () => {
    const mask = vi.fn();
    renderPage(<SheetPage onMask={mask} />, { url: '/' });
    const opener = screen.getByRole('button', { name: 'Choose a bank' });
    opener.focus();
    fireEvent.click(opener);

    const sheet = await screen.findByRole('dialog', { name: 'Banks' }, LOADED);
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(focused()?.textContent).toBe('First bank'));

    screen.getByRole('button', { name: 'Last bank' }).focus();
    press('Tab');
    expect(focused()?.textContent).toBe('First bank');
    press('Tab', true);
    expect(focused()?.textContent).toBe('Last bank');

    press('Escape');
    expect(mask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(focused()).toBe(opener));
  });

  it('brings focus back when it strays behind the sheet', async () => {
    renderPage(<SheetPage />, { url: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a bank' }));
    await screen.findByRole('dialog', { name: 'Banks' }, LOADED);
    await waitFor(() => expect(focused()?.textContent).toBe('First bank'));
    screen.getByRole('button', { name: 'Choose a bank', hidden: true }).focus();
    expect(focused()?.textContent).toBe('First bank');
  });
});

describe("a sheet's close icon", () => {
  it('is reached by Tab and closes the sheet with Enter', async () => {
    function Notice() {
      const [open, setOpen] = useState(true);
      return (
        <Popup visible={open} showCloseButton onClose={() => setOpen(false)}>
          <h3>Notice</h3>
        </Popup>
      );
    }
    renderPage(<Notice />, { url: '/' });
    const sheet = await screen.findByRole('dialog', { name: 'Notice' }, LOADED);
    const close = sheet.querySelector<HTMLElement>('.adm-popup-close-icon')!;
    await waitFor(() => expect(focused()).toBe(close));
    press('Enter');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("the kit's Dialog is a modal dialog", () => {
  it('confirm: named by its title, focus on its first button, Escape answers no, focus back', async () => {
    renderPage(
      <button type="button" data-testid="opener">
        Sign out
      </button>,
      { url: '/' },
    );
    const opener = screen.getByTestId('opener');
    opener.focus();
    const answer = Dialog.confirm({
      title: 'Sign out?',
      content: 'You will need your password again.',
      confirmText: 'Yes',
      cancelText: 'No',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' }, LOADED);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(focused()?.textContent).toBe('No'));
    press('Tab', true);
    expect(focused()?.textContent).toBe('Yes');
    press('Tab');
    expect(focused()?.textContent).toBe('No');

    press('Escape');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(focused()).toBe(opener));
  });

  it('a dialog without a title is named by its message', async () => {
    const answer = Dialog.confirm({ content: 'Please bind your phone first', confirmText: 'Bind' });
    await screen.findByRole('dialog', { name: 'Please bind your phone first' }, LOADED);
    fireEvent.click(screen.getByText('Bind'));
    await expect(answer).resolves.toBe(true);
  });

  it('alert and show close on Escape too', async () => {
    const read = Dialog.alert({ content: 'Saved', confirmText: 'OK' });
    await screen.findByRole('dialog', { name: 'Saved' }, LOADED);
    await waitFor(() => expect(focused()?.textContent).toBe('OK'));
    press('Escape');
    await expect(read).resolves.toBeUndefined();

    const closed = vi.fn();
    Dialog.show({ title: 'Members only', content: 'Log in first', onClose: closed });
    await screen.findByRole('dialog', { name: 'Members only' }, LOADED);
    await waitFor(() => expect(focused()?.closest('[role="dialog"]')).toBeTruthy());
    press('Escape');
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
