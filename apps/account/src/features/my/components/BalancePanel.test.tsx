import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { renderPage, screen } from '@platform/ui/testing';
import { BalancePanel } from './BalancePanel';

const balances = (total: number, unknownVenues: string[]) => ({
  centralWallet: 30_000,
  lockWallet: 0,
  welfareWallet: 0,
  total,
  unknownVenues,
});

describe('my page balances: total balance (docs/product-rules.md#transfers)', () => {
  it('shows the total with the venue money and no note when every venue is known', () => {
    renderPage(<BalancePanel balances={balances(50_000, [])} />, { url: routePath('my') });
    expect(screen.getByTestId('my-balance-total').textContent).toBe('CN¥500.00');
    expect(screen.getByTestId('my-balance-central').textContent).toBe('CN¥300.00');
    expect(screen.queryByTestId('my-balance-total-unknown')).toBeNull();
  });

  it('says how many venues the total leaves out when their balance is unknown', () => {
    renderPage(<BalancePanel balances={balances(30_000, ['STCHESS', 'STSLOT'])} />, {
      url: routePath('my'),
    });
    expect(screen.getByTestId('my-balance-total').textContent).toBe('CN¥300.00');
    expect(screen.getByTestId('my-balance-total-unknown').textContent).toBe(
      'Not counted: 2 venue(s) whose balance is unknown (maintenance or awaiting the venue)',
    );
  });

  it('shows "--" before the first answer', () => {
    renderPage(<BalancePanel balances={null} />, { url: routePath('my') });
    expect(screen.getByTestId('my-balance-total').textContent).toBe('--');
  });
});
