import { describe, expect, it } from 'vitest';
import { fireEvent, renderPage, screen } from '@platform/ui/testing';
import { PlayOverlay } from './PlayOverlay';

function Overlay() {
  return (
    <PlayOverlay title="Reality check" testId="overlay">
      <button type="button">Continue</button>
      <button type="button">Stop</button>
    </PlayOverlay>
  );
}

describe('the play overlay', () => {
  it('takes the focus when shown and gives it back to where it was when closed', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = renderPage(<Overlay />, { url: '/' });
    expect(document.activeElement).toBe(screen.getByTestId('overlay'));
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('keeps Tab and Shift+Tab inside the box', () => {
    renderPage(<Overlay />, { url: '/' });
    const box = screen.getByTestId('overlay');
    const [first, last] = screen.getAllByRole('button');
    last!.focus();
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(box, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
