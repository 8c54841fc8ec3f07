import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '@platform/ui/testing';
import { WalletBalances } from './WalletBalances';

const balances = (total: number, unknownVenues: string[]) => ({
  centralWallet: 30_000,
  lockWallet: 0,
  welfareWallet: 0,
  total,
  unknownVenues,
});

describe('transfer page balances: total balance (docs/product-rules.md#transfers)', () => {
  it('shows the total with the venue money and no note when every venue is known', () => {
    renderPage(<WalletBalances balances={balances(50_000, [])} venues={[]} />, {
      url: routePath('transfer'),
    });
    expect(screen.getByTestId('total-balance').textContent).toBe('CN¥500.00');
    expect(screen.getByTestId('central-balance').textContent).toBe('CN¥300.00');
    expect(screen.queryByTestId('total-balance-unknown')).toBeNull();
  });

  it('says how many venues the total leaves out when their balance is unknown', () => {
    renderPage(<WalletBalances balances={balances(30_000, ['STCHESS'])} venues={[]} />, {
      url: routePath('transfer'),
    });
    expect(screen.getByTestId('total-balance').textContent).toBe('CN¥300.00');
    expect(screen.getByTestId('total-balance-unknown').textContent).toBe(
      'Not counted: 1 venue(s) whose balance is unknown (maintenance or awaiting the venue)',
    );
  });

  it('opens the welfare centre from the welfare wallet, where its items are claimed and moved', async () => {
    const { currentUrl } = renderPage(
      <WalletBalances balances={balances(30_000, [])} venues={[]} />,
      { url: routePath('transfer') },
    );
    fireEvent.click(screen.getByTestId('welfare-centre-link'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('welfareRecord')));
  });
});
