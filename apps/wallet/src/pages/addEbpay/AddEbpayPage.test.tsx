import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import {
  serveThirdPartyAccounts,
  thirdPartyAccount,
} from '../../features/paymentAccounts/fixtures';
import AddEbpayPage from './AddEbpayPage';

const URL = routePath('addEbpay');
const ACCOUNT = 'kb8f3a9c0d1e2f4a5b6';

const ebpayAccount = thirdPartyAccount({
  id: 11,
  accountType: 'ebpay',
  alias: 'Daily EBpay',
  account: ACCOUNT,
});

function fill(alias: string, account: string, payPassword: string) {
  typeInto('field-alias', alias);
  typeInto('field-account', account);
  typeInto('field-payPassword', payPassword);
  fireEvent.click(screen.getByTestId('account-submit'));
}

describe('add EBpay', () => {
  it('binds the alias, the kb/eb account and the payment password, then lists the EBpay accounts', async () => {
    const { bind } = serveThirdPartyAccounts([], ebpayAccount);
    const { currentUrl } = renderPage(<AddEbpayPage />, { url: URL });
    await screen.findByTestId('ebpay-form');
    expect(screen.getByText('Add EBpay')).toBeTruthy();
    expect(screen.getByPlaceholderText('kb… or eb… account')).toBeTruthy();
    fill('Daily EBpay', ACCOUNT, '123456');

    await waitFor(() => expect(bind.calls).toHaveLength(1));
    expect(bind.calls[0]).toEqual({
      accountType: 'ebpay',
      alias: 'Daily EBpay',
      account: ACCOUNT,
      payPassword: '123456',
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe(routePath('cards', { tab: 'ebpay' })));
  });

  it("says what is wrong in the contract's words and sends nothing", async () => {
    const { bind } = serveThirdPartyAccounts([], ebpayAccount);
    renderPage(<AddEbpayPage />, { url: URL });
    await screen.findByTestId('ebpay-form');
    fill('', 'ab8f3a9c0d1e2f4a5b6', '12345');

    expect(await screen.findByText('Please enter an alias for the account')).toBeTruthy();
    expect(
      screen.getByText('The account must start with kb or eb followed by 15-32 letters or digits'),
    ).toBeTruthy();
    expect(screen.getByText('Payment password must be exactly 6 digits')).toBeTruthy();
    expect(bind.calls).toHaveLength(0);
  });

  it("shows the server's refusal and stays on the form", async () => {
    serveThirdPartyAccounts([], ebpayAccount);
    const bind = recordCalls('thirdPartyAccountBind', () => ({
      code: 1000,
      msg: 'The payment password is incorrect',
    }));
    server.use(bind.handler);
    const { currentUrl, refusals } = renderPage(<AddEbpayPage />, { url: URL });
    await screen.findByTestId('ebpay-form');
    fill('Daily EBpay', ACCOUNT, '000000');

    await waitFor(() => expect(refusals).toEqual(['The payment password is incorrect']));
    expect(bind.calls).toHaveLength(1);
    expect(currentUrl()).toBe(URL);
    expect(screen.getByTestId('ebpay-form')).toBeTruthy();
  });

  it('asks a player without a payment password to set one first', async () => {
    serveThirdPartyAccounts([], ebpayAccount);
    renderPage(<AddEbpayPage />, { url: URL, session: { payPwdSet: false } });
    expect(await screen.findByTestId('gate-payPassword')).toBeTruthy();
    expect(screen.queryByTestId('ebpay-form')).toBeNull();
  });
});
