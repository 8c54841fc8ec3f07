import { fireEvent, screen, within } from '@testing-library/react';

/** The <input> of a kit Input (its test id sits on the wrapper), within `container` if given. */
export function inputOf(testId: string, container?: HTMLElement): HTMLInputElement {
  const node = (container ? within(container) : screen).getByTestId(testId);
  return node instanceof HTMLInputElement ? node : node.querySelector('input')!;
}

export function typeInto(testId: string, value: string, container?: HTMLElement) {
  fireEvent.change(inputOf(testId, container), { target: { value } });
}
