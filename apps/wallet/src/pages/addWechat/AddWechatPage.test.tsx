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
import AddWechatPage from './AddWechatPage';

const URL = routePath('addWechat');
const OLD_QR = '/web/upload/file/DDDDDDDDDDDDDDDDDDDDDD';
const NEW_QR = '/web/upload/file/EEEEEEEEEEEEEEEEEEEEEE';

const wechatAccount = thirdPartyAccount({
  id: 14,
  accountType: 'wechat',
  alias: 'My WeChat',
  account: '****er01',
  qrCodeUrl: OLD_QR,
});

/** The accounts and their calls, and the QR image upload. */
function serveAccounts(list: (typeof wechatAccount)[] = []) {
  const upload = recordCalls('uploadFile', { url: NEW_QR });
  server.use(upload.handler);
  return { upload, ...serveThirdPartyAccounts(list, wechatAccount) };
}

const qrImage = () =>
  screen.getByTestId('field-qrCodeUrl').querySelector('img')?.getAttribute('src');

describe('add WeChat', () => {
  it('asks for the alias, the account and the payment QR code, and sends nothing without them', async () => {
    const { bind } = serveAccounts();
    renderPage(<AddWechatPage />, { url: URL });
    await screen.findByTestId('wechat-form');
    // Blanks only: the contract trims them away.
    typeInto('field-alias', ' ');
    typeInto('field-account', '   ');
    fireEvent.click(screen.getByTestId('account-submit'));
    expect(await screen.findByText('Please enter an alias for the account')).toBeTruthy();
    expect(screen.getByText('Please enter the account')).toBeTruthy();
    expect(screen.getByText('Please upload the payment QR code')).toBeTruthy();
    expect(bind.calls).toHaveLength(0);
  });

  it('uploads the QR image and binds the account with its URL, needing no payment password', async () => {
    const { upload, bind } = serveAccounts();
    const { currentUrl } = renderPage(<AddWechatPage />, {
      url: URL,
      session: { payPwdSet: false },
    });
    await screen.findByTestId('wechat-form');
    expect(screen.getByText('Add WeChat')).toBeTruthy();
    expect(screen.queryByTestId('field-payPassword')).toBeNull();
    typeInto('field-alias', 'My WeChat');
    typeInto('field-account', 'wxid_player01');
    fireEvent.change(screen.getByTestId('field-qrCodeUrl-input'), {
      target: {
        files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'qr.jpg', { type: 'image/jpeg' })],
      },
    });
    await waitFor(() => expect(qrImage()).toBe(NEW_QR));
    expect(upload.calls[0]?.purpose).toBe('paymentQrCode');
    fireEvent.click(screen.getByTestId('account-submit'));

    await waitFor(() =>
      expect(bind.calls).toEqual([
        { accountType: 'wechat', alias: 'My WeChat', account: 'wxid_player01', qrCodeUrl: NEW_QR },
      ]),
    );
    await waitFor(() => expect(currentUrl()).toBe(routePath('cards', { tab: 'wechat' })));
  });

  it('modifies a bound account, keeping its QR code', async () => {
    const { modify, upload } = serveAccounts([wechatAccount]);
    const { currentUrl } = renderPage(<AddWechatPage />, { url: `${URL}?id=14` });
    await screen.findByTestId('wechat-form');
    expect(screen.getByText('Modify WeChat')).toBeTruthy();
    // The account arrives masked: it is typed again.
    expect(inputOf('field-account').value).toBe('');
    expect(qrImage()).toBe(OLD_QR);
    typeInto('field-account', 'wxid_player02');
    fireEvent.click(screen.getByTestId('account-submit'));

    await waitFor(() =>
      expect(modify.calls).toEqual([
        {
          id: '14',
          accountType: 'wechat',
          alias: 'My WeChat',
          account: 'wxid_player02',
          qrCodeUrl: OLD_QR,
        },
      ]),
    );
    expect(upload.calls).toHaveLength(0);
    await waitFor(() => expect(currentUrl()).toBe(routePath('cards', { tab: 'wechat' })));
  });

  it("shows the server's refusal and stays on the form", async () => {
    serveAccounts([wechatAccount]);
    const modify = recordCalls('thirdPartyAccountModify', () => ({
      code: 1000,
      msg: 'This account is already bound',
    }));
    server.use(modify.handler);
    const { currentUrl, refusals } = renderPage(<AddWechatPage />, { url: `${URL}?id=14` });
    await screen.findByTestId('wechat-form');
    typeInto('field-account', 'wxid_player01');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(refusals).toEqual(['This account is already bound']));
    expect(currentUrl()).toBe(`${URL}?id=14`);
    expect(screen.getByTestId('wechat-form')).toBeTruthy();
  });
});
