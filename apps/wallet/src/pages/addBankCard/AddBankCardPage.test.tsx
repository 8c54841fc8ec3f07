import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_CONFIRMATION_REQUIRED } from '@platform/api-client/contract';
import { answer } from '@platform/api-client/mocks';
import { inputOf, typeInto as type, recordCalls, renderPage, server } from '@platform/ui/testing';
import { bankCard, banks } from '../../features/paymentAccounts/fixtures';
import AddBankCardPage from './AddBankCardPage';

/** The sheet is the kit's Popup, loaded on first use: on a busy machine that takes a moment. */
const SHEET = { timeout: 5_000 };

const URL = routePath('addBankCard');

/** The server's refusal of a sensitive change while the session has no fresh proof of the password. */
const NEEDS_PROOF = {
  code: 1000,
  msg: 'For your security, please enter your login password first',
  errorCode: PASSWORD_CONFIRMATION_REQUIRED,
};

function listing(count = 0) {
  server.use(
    answer('bankCardList', {
      bankCardList: Array.from({ length: count }, (_, i) => bankCard(i + 1)),
      maxBankCards: 10,
    }),
    answer('getSysBank', { bankList: banks }),
  );
}

describe('add bank card', () => {
  it("says what is wrong in the contract's words and sends nothing", async () => {
    listing();
    const bind = recordCalls('bankCardBind', { bankCard: bankCard(1) });
    server.use(bind.handler);
    renderPage(<AddBankCardPage />, { url: URL });

    await screen.findByTestId('bank-card-form');
    type('field-holderName', '李四');
    type('field-cardNumber', '4111111111111112');
    type('field-payPassword', '12345');
    fireEvent.click(screen.getByTestId('account-submit'));

    expect(await screen.findByText('The cardholder name must match your real name')).toBeTruthy();
    expect(screen.getByText('The bank card number is invalid')).toBeTruthy();
    expect(screen.getByText('Please choose the bank')).toBeTruthy();
    expect(screen.getByText('Please enter the branch address')).toBeTruthy();
    expect(screen.getByText('Payment password must be exactly 6 digits')).toBeTruthy();
    expect(bind.calls).toHaveLength(0);
  });

  it('binds a valid card and goes back to the bank card list', async () => {
    listing();
    const bind = recordCalls('bankCardBind', { bankCard: bankCard(1) });
    server.use(bind.handler);
    const { router } = renderPage(<AddBankCardPage />, { url: URL });

    await screen.findByTestId('bank-card-form');
    // The holder is filled with the real name; the type starts as a savings card.
    expect(inputOf('field-holderName').value).toBe('张三');
    fireEvent.click(screen.getByTestId('field-cardType-credit'));
    type('field-cardNumber', '6011 1111 1111 1117');
    type('field-branchAddress', 'Shenzhen Futian');
    type('field-payPassword', '123456');
    fireEvent.click(screen.getByTestId('field-bankId'));
    fireEvent.click(await screen.findByText('China Merchants Bank'));
    await waitFor(() =>
      expect(screen.getByTestId('field-bankId').textContent).toContain('China Merchants Bank'),
    );
    fireEvent.click(screen.getByTestId('account-submit'));

    await waitFor(() => expect(bind.calls).toHaveLength(1));
    expect(bind.calls[0]).toEqual({
      holderName: '张三',
      cardType: 'credit',
      bankId: '2',
      cardNumber: '6011 1111 1111 1117',
      branchAddress: 'Shenzhen Futian',
      payPassword: '123456',
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('cards')}?tab=bankCard`,
      ),
    );
  });

  it('asks for the login password when the server wants a fresh proof, then binds the same card', async () => {
    listing();
    let proved = false;
    const bind = recordCalls('bankCardBind', () =>
      proved ? { bankCard: bankCard(1) } : NEEDS_PROOF,
    );
    const confirm = recordCalls('confirmLoginPassword', () => {
      proved = true;
      return { confirmedUntil: new Date(Date.now() + 5 * 60_000).toISOString() };
    });
    server.use(bind.handler, confirm.handler);
    const { router, refusals } = renderPage(<AddBankCardPage />, { url: URL });

    await screen.findByTestId('bank-card-form');
    type('field-cardNumber', '6011 1111 1111 1117');
    type('field-branchAddress', 'Shenzhen Futian');
    type('field-payPassword', '123456');
    fireEvent.click(screen.getByTestId('field-bankId'));
    fireEvent.click(await screen.findByText('China Merchants Bank'));
    fireEvent.click(screen.getByTestId('account-submit'));

    expect((await screen.findByTestId('confirm-password-reason', {}, SHEET)).textContent).toBe(
      'For your security, please enter your login password first',
    );
    expect(refusals).toEqual([]);
    type('confirm-password-input', 'secret123');
    fireEvent.click(screen.getByTestId('confirm-password-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('cards')}?tab=bankCard`,
      ),
    );
    expect(confirm.calls).toEqual([{ password: 'secret123' }]);
    expect(bind.calls).toHaveLength(2);
    expect(bind.calls[1]).toEqual(bind.calls[0]);
  });

  it('refuses an eleventh card before the player fills anything', async () => {
    listing(10);
    renderPage(<AddBankCardPage />, { url: URL });
    expect(await screen.findByText('You can bind at most 10 bank cards')).toBeTruthy();
    expect(screen.queryByTestId('bank-card-form')).toBeNull();
  });
});
