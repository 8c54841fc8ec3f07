// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, renderPage, screen } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { ChoiceChips } from './ChoiceChips';

setupAreaTests([]);

function Amounts({ disabled }: { disabled?: boolean }) {
  const [value, setValue] = useState<string>('10000');
  return (
    <ChoiceChips
      label="Quick amounts"
      disabled={disabled}
      value={value}
      onChange={setValue}
      options={[
        { value: '10000', label: '100.00' },
        { value: '50000', label: '500.00' },
      ]}
    />
  );
}

describe('choice chips', () => {
  it('are toggle buttons named by the amount they show, in a named group, the chosen one pressed', () => {
    renderPage(<Amounts />, { url: '/' });
    const group = screen.getByRole('group', { name: 'Quick amounts' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: '100.00', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '500.00', pressed: false }));
    expect(screen.getByRole('button', { name: '500.00', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: '100.00', pressed: false })).toBeTruthy();
    // Not radios in a radiogroup of buttons: one role, the one a screen reader can act on.
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('are all disabled with the form that holds them', () => {
    renderPage(<Amounts disabled />, { url: '/' });
    for (const chip of screen.getAllByRole('button'))
      expect((chip as HTMLButtonElement).disabled).toBe(true);
  });
});
