import { fireEvent, screen, within } from '@testing-library/react';

/** The <input> of a kit Input (its test id sits on the wrapper), within `container` if given. */
export function inputOf(testId: string, container?: HTMLElement): HTMLInputElement {
  const node = (container ? within(container) : screen).getByTestId(testId);
  return node instanceof HTMLInputElement ? node : node.querySelector('input')!;
}

export function typeInto(testId: string, value: string, container?: HTMLElement) {
  fireEvent.change(inputOf(testId, container), { target: { value } });
}

/** The player leaves a field (a typed field shows its error then: the kit's Form.Item). */
export function leave(testId: string, container?: HTMLElement) {
  fireEvent.blur(inputOf(testId, container));
}

/** Types into a field, then leaves it. */
export function typeAndLeave(testId: string, value: string, container?: HTMLElement) {
  typeInto(testId, value, container);
  leave(testId, container);
}
