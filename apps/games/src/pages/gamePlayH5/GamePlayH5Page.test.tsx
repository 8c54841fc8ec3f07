import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { renderPage, screen, waitFor } from '@platform/ui/testing';
import { serveVenues } from '../../features/catalogue/fixtures';
import GamePlayH5Page from './GamePlayH5Page';

describe('playH5 page', () => {
  it("fills the screen with the venue's launch URL under a back bar, the frame named after the venue", async () => {
    serveVenues();
    renderPage(<GamePlayH5Page />, {
      url: routePath('gamePlayH5', { url: 'https://venue.example/launch?t=1', platCode: 'STSLOT' }),
    });
    const frame = screen.getByTestId('play-h5-frame');
    expect(frame.getAttribute('src')).toBe('https://venue.example/launch?t=1');
    expect(screen.getByTestId('play-h5').className).toContain('games-h5');
    await waitFor(() => expect(frame.getAttribute('title')).toBe('Game from STSLOT venue'));
  });

  it('never frames a script URL', () => {
    serveVenues();
    renderPage(<GamePlayH5Page />, {
      url: routePath('gamePlayH5', { url: 'javascript:alert(1)' }),
    });
    expect(screen.queryByTestId('play-h5-frame')).toBeNull();
  });
});
