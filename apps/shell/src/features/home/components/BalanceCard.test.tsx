import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { renderPage, screen, server, waitFor } from '@platform/ui/testing';
import { BalanceCard } from './BalanceCard';

/** 300 yuan in the central wallet and 200 at a venue: the server's total is 500. */
function serveBalance(unknownVenues: string[]) {
  server.use(
    answer('getUserBalance', {
      userBalanceMap: {
        centralWallet: 30_000,
        lockWallet: 0,
        welfareWallet: 0,
        total: unknownVenues.length ? 30_000 : 50_000,
        unknownVenues,
      },
    }),
  );
}

describe('home balance card: total balance (docs/product-rules.md#transfers)', () => {
  it('shows the total with the venue money and no note when every venue is known', async () => {
    serveBalance([]);
    renderPage(<BalanceCard />, { url: routePath('home') });
    await waitFor(() => expect(screen.getByTestId('balance-total').textContent).toBe('CN¥500.00'));
    expect(screen.queryByTestId('balance-total-unknown')).toBeNull();
  });

  it('says how many venues the total leaves out when their balance is unknown', async () => {
    serveBalance(['STCHESS']);
    renderPage(<BalanceCard />, { url: routePath('home') });
    await waitFor(() => expect(screen.getByTestId('balance-total').textContent).toBe('CN¥300.00'));
    expect(screen.getByTestId('balance-total-unknown').textContent).toBe(
      'Not counted: 1 venue(s) whose balance is unknown (maintenance or awaiting the venue)',
    );
  });
});
