// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { PickerField } from './PickerField';

setupAreaTests([]);

/** The sheet loads with the overlays entry: on a busy machine that takes a moment. */
const LOADED = { timeout: 5_000 };
const focused = () => document.activeElement as HTMLElement | null;

const BANKS = [
  { value: 'icbc', label: 'ICBC' },
  { value: 'abc', label: 'Agricultural Bank' },
  { value: 'boc', label: 'Bank of China' },
] as const;

function BankField() {
  const [bank, setBank] = useState<string>('abc');
  return (
    <PickerField
      options={BANKS}
      value={bank}
      onChange={setBank}
      placeholder="Choose a bank"
      title="Bank"
      testId="bank"
    />
  );
}

describe('PickerField from the keyboard and a screen reader', () => {
  it('names the field by its title and value, and says it opens a dialog', () => {
    renderPage(<BankField />, { url: '/' });
    const field = screen.getByRole('button', { name: 'Bank Agricultural Bank' });
    expect(field.getAttribute('aria-haspopup')).toBe('dialog');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.textContent).toBe('Agricultural Bank');
  });

  it('opens a named radio group on the chosen option, arrows move, Enter picks, focus comes back', async () => {
    renderPage(<BankField />, { url: '/' });
    const field = screen.getByTestId('bank');
    field.focus();
    fireEvent.click(field);

    await screen.findByRole('dialog', { name: 'Bank' }, LOADED);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('radiogroup', { name: 'Bank' });
    const chosen = screen.getByRole('radio', { name: 'Agricultural Bank' });
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'ICBC' }).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(focused()).toBe(chosen));

    fireEvent.keyDown(chosen, { key: 'ArrowDown' });
    expect(focused()?.textContent).toBe('Bank of China');
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()?.textContent).toBe('ICBC');
    fireEvent.keyDown(focused()!, { key: 'Enter' });

    await waitFor(() => expect(focused()).toBe(field));
    expect(field.textContent).toContain('ICBC');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape without changing the choice', async () => {
    renderPage(<BankField />, { url: '/' });
    const field = screen.getByTestId('bank');
    field.focus();
    fireEvent.click(field);
    await screen.findByRole('dialog', { name: 'Bank' }, LOADED);
    await waitFor(() => expect(focused()?.getAttribute('role')).toBe('radio'));
    fireEvent.keyDown(focused()!, { key: 'Escape' });
    await waitFor(() => expect(focused()).toBe(field));
    expect(field.textContent).toContain('Agricultural Bank');
  });
});
