import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import {
  fireEvent,
  inputOf,
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
import AddGenericPage from './AddGenericPage';

const URL = routePath('addGeneric');

const genericAccount = thirdPartyAccount({
  id: 16,
  accountType: 'generic',
  alias: 'Travel wallet',
  account: '****0123',
  platformName: 'GoPay',
});

describe('add another wallet', () => {
  it('asks for the alias, the platform and the account, and sends nothing without them', async () => {
    const { bind } = serveThirdPartyAccounts([], genericAccount);
    renderPage(<AddGenericPage />, { url: URL });
    await screen.findByTestId('generic-form');
    // Blanks only: the contract trims them away.
    typeInto('field-alias', '   ');
    typeInto('field-platformName', ' ');
    typeInto('field-account', '  ');
    fireEvent.click(screen.getByTestId('account-submit'));
    expect(await screen.findByText('Please enter an alias for the account')).toBeTruthy();
    expect(screen.getByText('Please enter the platform name')).toBeTruthy();
    expect(screen.getByText('Please enter the account')).toBeTruthy();
    expect(bind.calls).toHaveLength(0);
  });

  it('binds the alias, the platform and the account, with no payment password, then lists them', async () => {
    const { bind } = serveThirdPartyAccounts([], genericAccount);
    const { currentUrl } = renderPage(<AddGenericPage />, {
      url: URL,
      session: { payPwdSet: false },
    });
    await screen.findByTestId('generic-form');
    expect(screen.getByText('Add Other wallet')).toBeTruthy();
    expect(screen.queryByTestId('field-payPassword')).toBeNull();
    expect(screen.queryByTestId('field-qrCodeUrl')).toBeNull();
    typeInto('field-alias', 'Travel wallet');
    typeInto('field-platformName', 'GoPay');
    typeInto('field-account', 'TW-000123');
    fireEvent.click(screen.getByTestId('account-submit'));

    await waitFor(() =>
      expect(bind.calls).toEqual([
        {
          accountType: 'generic',
          alias: 'Travel wallet',
          account: 'TW-000123',
          platformName: 'GoPay',
        },
      ]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe(routePath('cards', { tab: 'generic' })));
  });

  it('modifies a bound account with its platform filled in', async () => {
    const { modify } = serveThirdPartyAccounts([genericAccount], genericAccount);
    const { currentUrl } = renderPage(<AddGenericPage />, { url: `${URL}?id=16` });
    await screen.findByTestId('generic-form');
    expect(screen.getByText('Modify Other wallet')).toBeTruthy();
    expect(inputOf('field-platformName').value).toBe('GoPay');
    typeInto('field-platformName', 'GoPay Asia');
    // The account arrives masked: it is typed again.
    typeInto('field-account', 'TW-000123');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() =>
      expect(modify.calls).toEqual([
        {
          id: '16',
          accountType: 'generic',
          alias: 'Travel wallet',
          account: 'TW-000123',
          platformName: 'GoPay Asia',
        },
      ]),
    );
    await waitFor(() => expect(currentUrl()).toBe(routePath('cards', { tab: 'generic' })));
  });

  it("shows the server's refusal and stays on the form", async () => {
    serveThirdPartyAccounts([], genericAccount);
    const bind = recordCalls('thirdPartyAccountBind', () => ({
      code: 1000,
      msg: 'You have bound too many accounts of this type',
    }));
    server.use(bind.handler);
    const { currentUrl, refusals } = renderPage(<AddGenericPage />, { url: URL });
    await screen.findByTestId('generic-form');
    typeInto('field-alias', 'Travel wallet');
    typeInto('field-platformName', 'GoPay');
    typeInto('field-account', 'TW-000123');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() =>
      expect(refusals).toEqual(['You have bound too many accounts of this type']),
    );
    expect(currentUrl()).toBe(URL);
  });
});
