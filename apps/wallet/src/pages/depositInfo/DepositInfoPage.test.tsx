import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DepositOrder, ReceivingAccount } from '@platform/api-client';
import { recordCalls, renderPage, server } from '@platform/ui/testing';
import DepositInfoPage from './DepositInfoPage';

const URL = `${routePath('depositInfo')}?orderNo=D1`;
const VOUCHER = '/web/upload/file/CCCCCCCCCCCCCCCCCCCCCC';

const account: ReceivingAccount = {
  accountName: '李四',
  accountNumber: '6222020200001234',
  bankName: 'ICBC',
  bankBranch: 'Shenzhen',
  qrCodeUrl: null,
  payUrl: 'https://pay.example.com/checkout/1',
  remark: 'D1',
  virtualCoin: null,
};

/** A server that keeps one order and moves it through the steps the page asks for. */
function serveOrder(remaining = 3) {
  let order: DepositOrder = {
    orderNo: 'D1',
    method: 'bankCardTransfer',
    channel: 'bankCardTransfer',
    payerName: '张三',
    amount: 123_456,
    status: 'waitingForPayment',
    createdAt: '2026-03-01T08:00:00.000Z',
    expiresAt: '2026-03-01T09:00:00.000Z',
    completedAt: null,
    voucherUrls: [],
    bankName: null,
    cardNumber: null,
    cancelReason: null,
  };
  const info = recordCalls('getRechargeAccountInfo', () => ({
    order,
    receivingAccount: account,
    remainingCancellationsToday: remaining,
  }));
  const voucher = recordCalls('submitRechargeVoucher', (body) => {
    order = {
      ...order,
      status: 'voucherUploaded',
      voucherUrls: String(body.voucherUrls).split(','),
    };
    return { order };
  });
  const confirm = recordCalls('confirmRechargeOrder', () => {
    order = { ...order, status: 'toBeConfirmed' };
    return { order };
  });
  const cancel = recordCalls('cancelRechargeOrder', (body) => {
    order = {
      ...order,
      status: 'cancelled',
      cancelReason: body.reason as DepositOrder['cancelReason'],
    };
    return { order, remainingCancellationsToday: remaining - 1 };
  });
  const upload = recordCalls('uploadFile', { url: VOUCHER });
  server.use(info.handler, voucher.handler, confirm.handler, cancel.handler, upload.handler);
  return { info, voucher, confirm, cancel, upload };
}

const step = () => screen.getByTestId('step-bar').getAttribute('data-current');

describe('deposit order steps', () => {
  it('goes from waiting for payment through the voucher to complete', async () => {
    const calls = serveOrder();
    renderPage(<DepositInfoPage />, { url: URL });

    // Waiting for payment: where to pay, exactly the order amount, with copy buttons.
    const instructions = await screen.findByTestId('payment-instructions');
    expect(step()).toBe('1');
    expect(instructions.textContent).toContain('1234.56');
    expect(instructions.textContent).toContain('6222020200001234');
    expect(screen.getByTestId('copy-account')).toBeTruthy();

    // "I have paid" asks for the voucher; confirming without one says it is required.
    fireEvent.click(screen.getByTestId('paid'));
    expect(await screen.findByTestId('voucher-step')).toBeTruthy();
    expect(step()).toBe('2');
    fireEvent.click(screen.getByTestId('confirm-payment'));
    expect(await screen.findByText('Please upload the payment voucher')).toBeTruthy();
    expect(calls.voucher.calls).toHaveLength(0);

    fireEvent.change(screen.getByTestId('voucher-uploader-input'), {
      target: {
        files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'v.jpg', { type: 'image/jpeg' })],
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('voucher-uploader').querySelector('img')).toBeTruthy(),
    );
    expect(calls.upload.calls[0]?.purpose).toBe('voucher');
    fireEvent.click(screen.getByTestId('confirm-payment'));

    await waitFor(() => expect(calls.confirm.calls).toEqual([{ orderNo: 'D1' }]));
    expect(calls.voucher.calls).toEqual([{ orderNo: 'D1', voucherUrls: VOUCHER }]);
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome.getAttribute('data-status')).toBe('toBeConfirmed');
    expect(step()).toBe('3');
  });

  it('cancels an unpaid order with a reason, after warning not to cancel a paid one', async () => {
    const calls = serveOrder(3);
    renderPage(<DepositInfoPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('cancel-order'));
    const sheet = await screen.findByTestId('cancel-sheet');
    expect(sheet.textContent).toContain('If you have already paid, do not cancel this order');
    expect(within(sheet).getByTestId('cancel-remaining').textContent).toBe(
      'Cancellations left today: 3',
    );
    const confirm = within(sheet).getByTestId('cancel-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(sheet).getByTestId('cancel-reason-receivingCardFrozen'));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.cancel.calls).toEqual([{ orderNo: 'D1', reason: 'receivingCardFrozen' }]),
    );
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome.getAttribute('data-status')).toBe('cancelled');
    expect(outcome.textContent).toContain('The receiving bank card is frozen or limited');
  });

  it('sends the remark with the reason "other"', async () => {
    const calls = serveOrder(1);
    renderPage(<DepositInfoPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('cancel-order'));
    fireEvent.click(await screen.findByTestId('cancel-reason-other'));
    fireEvent.change(screen.getByTestId('cancel-remark').querySelector('input')!, {
      target: { value: 'Wrong amount' },
    });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() =>
      expect(calls.cancel.calls).toEqual([
        { orderNo: 'D1', reason: 'other', remark: 'Wrong amount' },
      ]),
    );
  });

  it('offers no cancellation when none are left today', async () => {
    serveOrder(0);
    renderPage(<DepositInfoPage />, { url: URL });
    const button = await screen.findByTestId('cancel-order');
    expect(button.textContent).toBe('No cancellations left today');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('opens the processor page of the order', async () => {
    serveOrder();
    const { router } = renderPage(<DepositInfoPage />, { url: URL });
    fireEvent.click(await screen.findByText('Go to the payment page'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('payPage')));
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe(account.payUrl);
  });
});
