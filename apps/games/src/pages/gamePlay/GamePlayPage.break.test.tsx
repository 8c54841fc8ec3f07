import { describe, expect, it } from 'vitest';
import { coolOffFixture, screen, servePlayerBreak, waitFor } from '@platform/ui/testing';
import { launchPlayPage } from '../../testing/playPage';

// docs/product-rules.md#responsible-gambling: a break stops games; nothing is launched.
describe('play page during a break', () => {
  it('shows the break instead of the game and launches nothing', async () => {
    servePlayerBreak(coolOffFixture());
    const { launched } = launchPlayPage({ game: 'baccarat' });
    expect(await screen.findByTestId('break-notice')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(launched).toHaveLength(0);
    expect(screen.queryByTestId('baccarat-screen')).toBeNull();
  });

  it('launches the game when there is no break', async () => {
    servePlayerBreak(null);
    const { launched } = launchPlayPage({ game: 'baccarat' });
    expect(await screen.findByTestId('baccarat-screen')).toBeTruthy();
    await waitFor(() => expect(launched).toHaveLength(1));
    expect(screen.queryByTestId('break-notice')).toBeNull();
  });
});
