import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { platformApi } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { connection, recordCalls, renderPage, server } from '@platform/ui/testing';
import { transInfo, venueBalances } from '../../features/transfer/fixtures';
import TransferPage from '../transfer/TransferPage';
import VenueBalancesPage from './VenueBalancesPage';

function serveWallets() {
  server.use(
    answer('getUserTransInfo', transInfo()),
    answer('getTransWalletBalanceInfo', { venueBalanceList: venueBalances }),
  );
}

describe('venue balances', () => {
  it('asks one venue for its balance and shows the answer in the list', async () => {
    serveWallets();
    const one = recordCalls('getUserPlatBalance', {
      platCode: 'STSPORT',
      balance: 12_345,
      maintenance: false,
      locked: false,
    });
    server.use(one.handler);
    renderPage(<VenueBalancesPage />, { url: routePath('venueBalances') });
    expect((await screen.findByTestId('venue-balance-STSPORT')).dataset.balance).toBe('20000');
    fireEvent.click(screen.getByTestId('venue-refresh-STSPORT'));
    await waitFor(() =>
      expect(screen.getByTestId('venue-balance-STSPORT').dataset.balance).toBe('12345'),
    );
    expect(screen.getByTestId('venue-balance-STSPORT').textContent).toContain('123.45');
    expect(one.calls).toEqual([{ platCode: 'STSPORT' }]);
  });

  it('opens the transfer page out of a venue that holds money', async () => {
    serveWallets();
    const { router } = renderPage(<VenueBalancesPage />, { url: routePath('venueBalances') });
    fireEvent.click(await screen.findByTestId('venue-balance-STSPORT'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('transfer')}?platCode=STSPORT&direction=toCentral`,
      ),
    );
  });

  it('is where the transfer page starts from when it is given a venue', async () => {
    serveWallets();
    renderPage(<TransferPage />, {
      url: `${routePath('transfer')}?platCode=STSPORT&direction=toCentral`,
    });
    expect((await screen.findByTestId('transfer-from')).textContent).toContain('ST Sports');
    expect(screen.getByTestId('transfer-available').textContent).toContain('200.00');
  });
});

describe('a loaded page whose refresh fails', () => {
  it('keeps what it showed, says it could not refresh, and refreshes on "try again"', async () => {
    serveWallets();
    const line = connection();
    server.use(line.handler);
    const { store } = renderPage(<VenueBalancesPage />, { url: routePath('venueBalances') });
    expect((await screen.findByTestId('venue-balance-STSPORT')).dataset.balance).toBe('20000');

    line.goOffline();
    act(() => void store.dispatch(platformApi.util.invalidateTags(['VenueBalances'])));
    expect((await screen.findByTestId('query-stale')).textContent).toContain('Could not refresh');
    expect(screen.queryByTestId('query-failed')).toBeNull();
    expect(screen.getByTestId('venue-balance-STSPORT').dataset.balance).toBe('20000');

    line.goOnline();
    fireEvent.click(within(screen.getByTestId('query-stale')).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('query-stale')).toBeNull());
    expect(screen.getByTestId('venue-balance-STSPORT')).toBeTruthy();
  });
});
