import { describe, expect, it } from 'vitest';
import { renderPage, screen } from '@platform/ui/testing';
import { PlayOverlay } from './PlayOverlay';

// How the focus is held (Tab inside, Escape) is the kit's, tested there
// (packages/ui/src/accessible/modal.test.tsx).
describe('the play overlay', () => {
  it('is an alertdialog named by its title that takes the focus itself and gives it back when closed', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = renderPage(
      <PlayOverlay title="Reality check" testId="overlay">
        <button type="button">Continue</button>
      </PlayOverlay>,
      { url: '/' },
    );
    expect(document.activeElement).toBe(screen.getByRole('alertdialog', { name: 'Reality check' }));
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
