// @vitest-environment happy-dom
import { useRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { Dialog, Popup, useHeldFocus } from '../kit';
import { holdFocus } from './modalFocus';

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

describe('a sheet marks what takes the focus', () => {
  it('focuses the element marked data-kit-autofocus rather than the first control', async () => {
    function Languages() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Choose language
          </button>
          <Popup visible={open} onMaskClick={() => setOpen(false)}>
            <h2>Languages</h2>
            <button type="button">中文</button>
            <button type="button" data-kit-autofocus>
              English
            </button>
          </Popup>
        </>
      );
    }
    renderPage(<Languages />, { url: '/' });
    const opener = screen.getByRole('button', { name: 'Choose language' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Languages' }, LOADED);
    await waitFor(() => expect(focused()?.textContent).toBe('English'));
    press('Escape');
    await waitFor(() => expect(focused()).toBe(opener));
  });
});

/** A modal box of its own (not a kit sheet), as the shell's reality check is. */
function Box({ children, onEscape }: { children: ReactNode; onEscape?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useHeldFocus(box, true, { onEscape });
  return (
    <div ref={box} role="alertdialog" aria-label="Reality check" tabIndex={-1} data-kit-autofocus>
      {children}
    </div>
  );
}

describe('useHeldFocus holds the focus in any element', () => {
  it('focuses the element marked itself, keeps Tab inside and gives the focus back on unmount', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = renderPage(
      <Box>
        <button type="button">Continue</button>
        <button type="button">Stop</button>
      </Box>,
      { url: '/' },
    );
    const box = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(focused()).toBe(box);
    const first = screen.getByRole('button', { name: 'Continue' });
    const last = screen.getByRole('button', { name: 'Stop' });
    last.focus();
    press('Tab');
    expect(focused()).toBe(first);
    press('Tab', true);
    expect(focused()).toBe(last);
    // Focus that strays outside comes back in.
    opener.focus();
    expect(box.contains(focused())).toBe(true);
    view.unmount();
    expect(focused()).toBe(opener);
    opener.remove();
  });

  it('calls onEscape on Escape only when given one', () => {
    const escape = vi.fn();
    const view = renderPage(
      <Box onEscape={escape}>
        <button type="button">Continue</button>
      </Box>,
      { url: '/' },
    );
    press('Escape');
    expect(escape).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});

describe('a dialog over a sheet', () => {
  function sheetWithConfirm() {
    const opener = document.createElement('button');
    const sheet = document.createElement('div');
    const submit = document.createElement('button');
    const confirm = document.createElement('div');
    const yes = document.createElement('button');
    sheet.append(submit);
    confirm.append(yes);
    document.body.append(opener, sheet, confirm);
    opener.focus();
    const releaseSheet = holdFocus(sheet);
    submit.focus();
    const releaseConfirm = holdFocus(confirm);
    return { opener, sheet, submit, yes, releaseSheet, releaseConfirm };
  }

  it('gives the focus to the sheet’s opener when the sheet closes first, under its confirmation', () => {
    const { opener, sheet, yes, releaseSheet, releaseConfirm } = sheetWithConfirm();
    expect(focused()).toBe(yes);
    releaseSheet();
    sheet.remove();
    // The confirmation still holds the focus.
    expect(focused()).toBe(yes);
    releaseConfirm();
    expect(focused()).toBe(opener);
    opener.remove();
    yes.parentElement!.remove();
  });

  it('gives the focus to the sheet when the control that opened the dialog is disabled', () => {
    const { opener, sheet, submit, yes, releaseSheet, releaseConfirm } = sheetWithConfirm();
    submit.disabled = true;
    releaseConfirm();
    expect(focused()).toBe(sheet);
    releaseSheet();
    expect(focused()).toBe(opener);
    for (const element of [opener, sheet, yes.parentElement!]) element.remove();
  });
});
