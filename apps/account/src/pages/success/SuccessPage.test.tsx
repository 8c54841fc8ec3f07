import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '@platform/ui/testing';
import SuccessPage from './SuccessPage';

describe('settings success page', () => {
  it('says what was done and goes back to settings', async () => {
    const { router } = renderPage(<SuccessPage />, {
      url: `${routePath('success')}?done=loginPassword`,
    });
    expect((await screen.findByTestId('settings-success')).textContent).toContain(
      'Login password changed',
    );
    fireEvent.click(screen.getByTestId('success-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('settings')));
  });

  it('continues to the page that sent the player', async () => {
    const { router } = renderPage(<SuccessPage />, {
      url: `${routePath('success')}?done=payPassword&redirect=${encodeURIComponent(routePath('withdraw'))}`,
    });
    expect(screen.getByTestId('settings-success').textContent).toContain('Payment password saved');
    fireEvent.click(screen.getByTestId('success-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('withdraw')));
  });

  it('never continues to another site', async () => {
    const { router } = renderPage(<SuccessPage />, {
      url: `${routePath('success')}?done=email&redirect=https%3A%2F%2Fevil.example`,
    });
    fireEvent.click(screen.getByTestId('success-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('settings')));
  });
});
