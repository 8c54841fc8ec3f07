import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '@platform/api-client/mocks';
import { typeInto, recordCalls, renderPage, server } from '@platform/ui/testing';
import { alipayAccount } from '../../features/paymentAccounts/fixtures';
import AddAlipayPage from './AddAlipayPage';

const QR_URL = '/web/upload/file/BBBBBBBBBBBBBBBBBBBBBB';

function choose(file: File) {
  fireEvent.change(screen.getByTestId('field-qrCodeUrl-input'), { target: { files: [file] } });
}

describe('add Alipay', () => {
  it('asks for the payment QR code', async () => {
    server.use(answer('thirdPartyAccountList', { thirdPartyAccountList: [] }));
    renderPage(<AddAlipayPage />, { url: routePath('addAlipay') });
    await screen.findByTestId('alipay-form');
    typeInto('field-alias', 'Mine');
    typeInto('field-account', '13800138000');
    fireEvent.click(screen.getByTestId('account-submit'));
    expect(await screen.findByText('Please upload the payment QR code')).toBeTruthy();
  });

  it('refuses a file that is not a png or jpeg before uploading it', async () => {
    server.use(answer('thirdPartyAccountList', { thirdPartyAccountList: [] }));
    const upload = recordCalls('uploadFile', { url: QR_URL });
    server.use(upload.handler);
    renderPage(<AddAlipayPage />, { url: routePath('addAlipay') });
    await screen.findByTestId('alipay-form');
    choose(new File(['GIF89a'], 'qr.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only png, jpg and jpeg images are supported')).toBeTruthy();
    expect(upload.calls).toHaveLength(0);
  });

  it('uploads the QR image with progress and binds the account with its URL', async () => {
    server.use(answer('thirdPartyAccountList', { thirdPartyAccountList: [] }));
    const upload = recordCalls('uploadFile', { url: QR_URL });
    const bind = recordCalls('thirdPartyAccountBind', { thirdPartyAccount: alipayAccount });
    server.use(upload.handler, bind.handler);
    const { router } = renderPage(<AddAlipayPage />, { url: routePath('addAlipay') });
    await screen.findByTestId('alipay-form');
    typeInto('field-alias', 'Mine');
    typeInto('field-account', '13800138000');
    choose(new File([new Uint8Array([0x89, 0x50])], 'qr.png', { type: 'image/png' }));
    expect(await screen.findByTestId('field-qrCodeUrl-progress')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('field-qrCodeUrl').querySelector('img')?.getAttribute('src')).toBe(
        QR_URL,
      ),
    );
    expect(upload.calls[0]?.purpose).toBe('paymentQrCode');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(bind.calls).toHaveLength(1));
    expect(bind.calls[0]).toEqual({
      accountType: 'alipay',
      alias: 'Mine',
      account: '13800138000',
      qrCodeUrl: QR_URL,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=alipay'));
  });
});
