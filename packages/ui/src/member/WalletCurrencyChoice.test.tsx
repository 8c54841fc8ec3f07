// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { answer, memberFixture } from '@platform/api-client/mocks';
import { Money } from '../components/Money';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  serveSiteCurrencies,
  waitFor,
} from '../testing';
import { setupAreaTests } from '../testing/setup';
import { WalletCurrencyChoice } from './WalletCurrencyChoice';

setupAreaTests([]);

function Page({ compact = false }: { compact?: boolean }) {
  return (
    <>
      <WalletCurrencyChoice compact={compact} />
      <p data-testid="amount">
        <Money fen={500_00} />
      </p>
    </>
  );
}

describe('wallet currency choice (docs/product-rules.md#currency)', () => {
  it("offers the operator's currencies, the member's own pressed", async () => {
    serveSiteCurrencies({ offered: 'THB,CNY' });
    renderPage(<Page />, { url: '/' });
    await screen.findByTestId('wallet-currency-choice-THB');
    expect(screen.queryByTestId('wallet-currency-choice-VND')).toBeNull();
    expect(screen.getByTestId('wallet-currency-choice-CNY').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByTestId('wallet-currency').textContent).toContain('until your first deposit');
  });

  it('sends the choice with the language read, then every amount follows the new currency', async () => {
    const change = recordCalls('changeLanguageAndCurrency', {});
    server.use(
      change.handler,
      answer('getUserInfo', { userInfo: memberFixture({ currency: 'THB' }) }),
    );
    const { store } = renderPage(<Page />, { url: '/' });
    expect(screen.getByTestId('amount').textContent).toBe('CN¥500.00');
    fireEvent.click(await screen.findByTestId('wallet-currency-choice-THB'));
    await waitFor(() => expect(change.calls).toEqual([{ langType: '3', currency: 'THB' }]));
    await waitFor(() => expect(store.getState().session.userInfo?.currency).toBe('THB'));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-currency-choice-THB').getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(screen.getByTestId('amount').textContent).toBe('THB\u00a0500.00');
  });

  it('keeps the currency when the server refuses the change', async () => {
    const change = recordCalls('changeLanguageAndCurrency', () => ({ code: 1, msg: 'Fixed' }));
    server.use(change.handler);
    const { store } = renderPage(<Page />, { url: '/' });
    fireEvent.click(await screen.findByTestId('wallet-currency-choice-VND'));
    await waitFor(() => expect(change.calls).toHaveLength(1));
    expect(store.getState().session.userInfo?.currency).toBe('CNY');
  });

  it('is read-only, saying why, once money has moved', async () => {
    renderPage(<Page />, {
      url: '/',
      session: { userInfo: memberFixture({ currency: 'VND', currencyFixed: true }) },
    });
    expect(screen.getByTestId('wallet-currency-fixed').textContent).toBe('VND');
    expect(screen.getByTestId('wallet-currency').textContent).toContain('can no longer be changed');
    expect(screen.queryByTestId('wallet-currency-choice')).toBeNull();
  });

  it('leaves the deposit page once the currency is fixed (compact)', () => {
    renderPage(<Page compact />, {
      url: '/',
      session: { userInfo: memberFixture({ currencyFixed: true }) },
    });
    expect(screen.queryByTestId('wallet-currency')).toBeNull();
  });
});
