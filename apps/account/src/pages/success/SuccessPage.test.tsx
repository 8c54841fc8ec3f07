import { describe, expect, it } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '@platform/ui/testing';
import SuccessPage from './SuccessPage';

describe('settings success page', () => {
  it('says what was done and goes back to settings', async () => {
    const { router } = renderPage(<SuccessPage />, {
      url: '/pages/system/success?done=loginPassword',
    });
    expect((await screen.findByTestId('settings-success')).textContent).toContain(
      'Login password changed',
    );
    fireEvent.click(screen.getByTestId('success-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/system/system'));
  });

  it('continues to the page that sent the player', async () => {
    const { router } = renderPage(<SuccessPage />, {
      url: '/pages/system/success?done=payPassword&redirect=%2Fpages%2Ffinance%2FwithDraw',
    });
    expect(screen.getByTestId('settings-success').textContent).toContain('Payment password saved');
    fireEvent.click(screen.getByTestId('success-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/finance/withDraw'));
  });

  it('never continues to another site', async () => {
    const { router } = renderPage(<SuccessPage />, {
      url: '/pages/system/success?done=email&redirect=https%3A%2F%2Fevil.example',
    });
    fireEvent.click(screen.getByTestId('success-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/system/system'));
  });
});
