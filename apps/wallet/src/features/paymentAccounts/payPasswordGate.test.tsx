import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, refuse } from '@platform/api-client/mocks';
import AddAlipayPage from '../../pages/addAlipay/AddAlipayPage';
import AddBankCardPage from '../../pages/addBankCard/AddBankCardPage';
import CardsPage from '../../pages/cards/CardsPage';
import { renderPage, server } from '@platform/ui/testing';
import { banks } from './fixtures';

function lists() {
  server.use(
    answer('bankCardList', { bankCardList: [], maxBankCards: 10 }),
    answer('thirdPartyAccountList', { thirdPartyAccountList: [] }),
    answer('getSysBank', { bankList: banks }),
  );
}

const noPayPassword = { payPwdSet: false };

describe('payment-password gate', () => {
  it('sends a player without a payment password to settings instead of the bank card form', async () => {
    lists();
    const { router } = renderPage(<AddBankCardPage />, {
      url: routePath('addBankCard'),
      session: noPayPassword,
    });
    expect(await screen.findByTestId('gate-payPassword')).toBeTruthy();
    expect(screen.queryByTestId('bank-card-form')).toBeNull();
    // The page says it once, with its button; no dialog repeats it.
    expect(screen.getByTestId('gate-payPassword').textContent).toContain(
      'Please set the payment password first',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('Go to settings'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('payPassword')));
    // Settings bring the player back to the form when done.
    expect(router.state.location.search).toBe(
      `?${new URLSearchParams({ redirect: routePath('addBankCard') })}`,
    );
  });

  it('asks before opening the form from the list, and stays on the list when cancelled', async () => {
    lists();
    const { router } = renderPage(<CardsPage />, {
      url: routePath('cards'),
      session: noPayPassword,
    });
    fireEvent.click(await screen.findByTestId('add-bankCard'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(routePath('cards'));
  });

  it('lets the player bind Alipay, which receives no withdrawals, without one', async () => {
    lists();
    renderPage(<AddAlipayPage />, { url: routePath('addAlipay'), session: noPayPassword });
    expect(await screen.findByTestId('alipay-form')).toBeTruthy();
    expect(screen.queryByTestId('gate-payPassword')).toBeNull();
  });

  it('asks the server when the session does not know yet', async () => {
    lists();
    server.use(answer('checkIsSetWidthPassword', { isSet: false }));
    renderPage(<AddBankCardPage />, {
      url: routePath('addBankCard'),
      session: { payPwdSet: null },
    });
    expect(await screen.findByTestId('gate-payPassword')).toBeTruthy();
  });

  it('offers a retry when the server cannot say, instead of waiting forever', async () => {
    lists();
    server.use(refuse('checkIsSetWidthPassword', 500, 'Server error'));
    renderPage(<AddBankCardPage />, {
      url: routePath('addBankCard'),
      session: { payPwdSet: null },
    });
    expect(await screen.findByTestId('query-failed')).toBeTruthy();
    server.use(answer('checkIsSetWidthPassword', { isSet: true }));
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('bank-card-form')).toBeTruthy();
  });
});
