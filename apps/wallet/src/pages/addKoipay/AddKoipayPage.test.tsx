import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, inputOf, renderPage, screen, typeInto, waitFor } from '@platform/ui/testing';
import {
  serveThirdPartyAccounts,
  thirdPartyAccount,
} from '../../features/paymentAccounts/fixtures';
import AddKoipayPage from './AddKoipayPage';

const URL = routePath('addKoipay');

const koipayAccount = thirdPartyAccount({
  id: 12,
  accountType: 'koipay',
  alias: 'KOI main',
  account: '****fXYZ',
});

describe('add KOIpay', () => {
  it('binds an eb account as KOIpay and goes back to the KOIpay list', async () => {
    const { bind } = serveThirdPartyAccounts([], koipayAccount);
    const { currentUrl } = renderPage(<AddKoipayPage />, { url: URL });
    await screen.findByTestId('koipay-form');
    expect(screen.getByText('Add KOIpay')).toBeTruthy();
    typeInto('field-alias', 'KOI main');
    typeInto('field-account', 'eb0123456789abcdefXYZ');
    typeInto('field-payPassword', '135790');
    fireEvent.click(screen.getByTestId('account-submit'));

    await waitFor(() =>
      expect(bind.calls).toEqual([
        {
          accountType: 'koipay',
          alias: 'KOI main',
          account: 'eb0123456789abcdefXYZ',
          payPassword: '135790',
        },
      ]),
    );
    await waitFor(() => expect(currentUrl()).toBe(routePath('cards', { tab: 'koipay' })));
  });

  it('refuses an account too short after its kb/eb prefix, and a missing payment password', async () => {
    const { bind } = serveThirdPartyAccounts([], koipayAccount);
    renderPage(<AddKoipayPage />, { url: URL });
    await screen.findByTestId('koipay-form');
    typeInto('field-alias', 'KOI main');
    typeInto('field-account', 'eb12345');
    fireEvent.click(screen.getByTestId('account-submit'));
    expect(
      await screen.findByText(
        'The account must start with kb or eb followed by 15-32 letters or digits',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Please enter the payment password')).toBeTruthy();
    expect(bind.calls).toHaveLength(0);
  });

  it('modifies a bound account with its details filled in and the payment password typed again', async () => {
    const { bind, modify } = serveThirdPartyAccounts([koipayAccount], koipayAccount);
    const { currentUrl } = renderPage(<AddKoipayPage />, { url: `${URL}?id=12` });
    await screen.findByTestId('koipay-form');
    expect(screen.getByText('Modify KOIpay')).toBeTruthy();
    expect(inputOf('field-alias').value).toBe('KOI main');
    // The account arrives masked: it is typed again, as the payment password is.
    expect(inputOf('field-account').value).toBe('');
    expect(inputOf('field-payPassword').value).toBe('');
    typeInto('field-alias', 'KOI spare');
    typeInto('field-account', 'eb0123456789abcdefXYZ');
    typeInto('field-payPassword', '246802');
    fireEvent.click(screen.getByTestId('account-submit'));

    await waitFor(() => expect(modify.calls).toHaveLength(1));
    expect(modify.calls[0]).toEqual({
      id: '12',
      accountType: 'koipay',
      alias: 'KOI spare',
      account: 'eb0123456789abcdefXYZ',
      payPassword: '246802',
    });
    expect(bind.calls).toHaveLength(0);
    await waitFor(() => expect(currentUrl()).toBe(routePath('cards', { tab: 'koipay' })));
  });

  it('says so when the account to modify is gone', async () => {
    serveThirdPartyAccounts([], koipayAccount);
    renderPage(<AddKoipayPage />, { url: `${URL}?id=12` });
    expect(await screen.findByText('This account no longer exists')).toBeTruthy();
    expect(screen.queryByTestId('koipay-form')).toBeNull();
  });
});
