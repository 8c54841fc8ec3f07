import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { renderPage, screen } from '@platform/ui/testing';
import GamePlayH5Page from './GamePlayH5Page';

describe('playH5 page', () => {
  it("fills the screen with the venue's launch URL under a back bar", () => {
    renderPage(<GamePlayH5Page />, {
      url: routePath('gamePlayH5', { url: 'https://venue.example/launch?t=1', platCode: 'STSLOT' }),
    });
    const frame = screen.getByTestId('play-h5-frame');
    expect(frame.getAttribute('src')).toBe('https://venue.example/launch?t=1');
    expect(screen.getByTestId('play-h5').className).toContain('games-h5');
  });

  it('never frames a script URL', () => {
    renderPage(<GamePlayH5Page />, {
      url: routePath('gamePlayH5', { url: 'javascript:alert(1)' }),
    });
    expect(screen.queryByTestId('play-h5-frame')).toBeNull();
  });
});
