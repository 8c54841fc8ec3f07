import { fireEvent, screen } from '@testing-library/react';

/** The <input> of a kit Input (its test id sits on the wrapper). */
export function inputOf(testId: string): HTMLInputElement {
  const node = screen.getByTestId(testId);
  return node instanceof HTMLInputElement ? node : node.querySelector('input')!;
}

export function typeInto(testId: string, value: string) {
  fireEvent.change(inputOf(testId), { target: { value } });
}
