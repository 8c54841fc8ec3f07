import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { memberFixture } from '@platform/api-client/mocks';
import { renderPage, screen, waitFor } from '@platform/ui/testing';
import VerifiedStatePage from './VerifiedStatePage';

const URL = routePath('verifiedState');

describe('verified real name', () => {
  it('shows the confirmed name, masked, as verified', async () => {
    renderPage(<VerifiedStatePage />, { url: URL });
    expect((await screen.findByTestId('verified-name')).textContent).toBe('张*');
    expect(screen.getByTestId('verified-state').textContent).toBe('Verified');
  });

  it('sends a player without a confirmed name to set one', async () => {
    const { router } = renderPage(<VerifiedStatePage />, {
      url: URL,
      session: { userInfo: memberFixture({ realName: null, realNameConfirmed: false }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('setName')));
  });
});
