import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { coolOffFixture, renderPage, screen, servePlayerBreak } from '@platform/ui/testing';
import { serveVenues } from '../../features/catalogue/fixtures';
import GamePlayH5Page from './GamePlayH5Page';

// docs/product-rules.md#responsible-gambling: a venue's game open when a break starts is taken away.
describe('playH5 page during a break', () => {
  it("shows the break instead of the venue's game", async () => {
    servePlayerBreak(coolOffFixture());
    serveVenues();
    renderPage(<GamePlayH5Page />, {
      url: routePath('gamePlayH5', { url: 'https://venue.example/launch?t=1', platCode: 'STSLOT' }),
    });
    expect(await screen.findByTestId('break-notice')).toBeTruthy();
    expect(screen.queryByTestId('play-h5-frame')).toBeNull();
  });
});
