import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PayloadOf } from '@platform/api-client';
import { answer, memberFixture } from '@platform/api-client/mocks';
import { HttpResponse } from 'msw';
import {
  connection,
  inputOf,
  recordCalls,
  renderPage,
  server,
  typeAndLeave,
  typeInto,
} from '@platform/ui/testing';
import { paymentMethods } from '../../features/deposit/fixtures';
import DepositPage from './DepositPage';

const URL = routePath('deposit');

const created: PayloadOf<'createBankCardTransferOrder'> = {
  orderNo: 'D20260301001',
  status: 'waitingForPayment',
  amount: 50_000,
  receivingAccount: {
    accountName: '李四',
    accountNumber: '6222020200001234',
    bankName: 'ICBC',
    bankBranch: null,
    qrCodeUrl: null,
    payUrl: null,
    remark: null,
    virtualCoin: null,
  },
  expiresAt: '2026-03-01T09:00:00.000Z',
};

function serveMethods() {
  server.use(
    answer('getPaymentMethod', { paymentMethodList: paymentMethods }),
    answer('getRechargeAccountInfo', {
      order: null,
      receivingAccount: null,
      remainingCancellationsToday: 5,
    }),
  );
}

describe('deposit', () => {
  it('asks a player without a bound phone to bind one first', async () => {
    serveMethods();
    const { router } = renderPage(<DepositPage />, {
      url: URL,
      session: { userInfo: memberFixture({ mobile: null }) },
    });
    expect(await screen.findByTestId('gate-phone')).toBeTruthy();
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    expect(screen.getByTestId('gate-phone').textContent).toContain(
      'Please bind your phone number first',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('Bind phone'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('setPhone')));
  });

  it('does not ask for a payment password (deposit is exempt)', async () => {
    serveMethods();
    renderPage(<DepositPage />, { url: URL, session: { payPwdSet: false } });
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(screen.queryByTestId('gate-payPassword')).toBeNull();
  });

  it("keeps the amount within the channel's range and in the member's currency with at most its decimals", async () => {
    serveMethods();
    const order = recordCalls('createBankCardTransferOrder', created);
    server.use(order.handler);
    renderPage(<DepositPage />, { url: URL });
    await screen.findByTestId('deposit-form');
    typeAndLeave('deposit-amount', '99.99');
    expect(
      await screen.findByText('The amount must be between CN¥100.00 and CN¥3,000.00'),
    ).toBeTruthy();
    typeAndLeave('deposit-amount', '100.001');
    expect(await screen.findByText('The amount format is incorrect')).toBeTruthy();
    typeAndLeave('deposit-payerName', 'Li_Si');
    expect(
      await screen.findByText('Name may contain only Chinese, English letters and the dot'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(order.calls).toHaveLength(0);
  });

  it('creates the order through the chosen channel in fen and opens its steps', async () => {
    serveMethods();
    const order = recordCalls('createBankCardTransferOrder', created);
    server.use(order.handler);
    const { router } = renderPage(<DepositPage />, { url: URL });
    await screen.findByTestId('deposit-form');
    // The depositor is the player's real name unless changed.
    expect(inputOf('deposit-payerName').value).toBe('张三');
    fireEvent.click(screen.getByTestId('deposit-quick-50000'));
    expect(inputOf('deposit-amount').value).toBe('500');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    await waitFor(() => expect(order.calls).toHaveLength(1));
    const { idempotencyKey, ...sent } = order.calls[0]!;
    expect(sent).toEqual({ amount: 50_000, payerName: '张三' });
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('depositInfo')}?orderNo=D20260301001`,
      ),
    );
  });

  it('asks coin type and protocol for virtual coin, and the protocol picks the channel', async () => {
    serveMethods();
    const erc = recordCalls('createBlockchainErc20Order', created);
    server.use(erc.handler);
    renderPage(<DepositPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('method-blockchainTopUp'));
    expect(await screen.findByTestId('deposit-coinType')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-protocol-ERC20'));
    typeInto('deposit-amount', '1000');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(erc.calls).toHaveLength(1));
    expect(erc.calls[0]).toMatchObject({
      amount: 100_000,
      payerName: '张三',
      coinType: 'USDT',
      protocol: 'ERC20',
    });
  });

  it('lets a red-packet channel take only its offered amounts', async () => {
    serveMethods();
    renderPage(<DepositPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('method-shortVideoRedPacket'));
    await waitFor(() => expect(inputOf('deposit-amount').readOnly).toBe(true));
    fireEvent.click(screen.getByTestId('deposit-quick-20000'));
    expect(inputOf('deposit-amount').value).toBe('200');
  });

  it('offers to continue an unfinished order', async () => {
    server.use(
      answer('getPaymentMethod', { paymentMethodList: paymentMethods }),
      answer('getRechargeAccountInfo', {
        order: {
          orderNo: 'D1',
          method: 'bankCardTransfer',
          channel: 'bankCardTransfer',
          payerName: '张三',
          amount: 20_000,
          status: 'waitingForPayment',
          createdAt: '2026-03-01T08:00:00.000Z',
          expiresAt: '2026-03-01T09:00:00.000Z',
          completedAt: null,
          voucherUrls: [],
          bankName: null,
          cardNumber: null,
          cancelReason: null,
        },
        receivingAccount: created.receivingAccount,
        remainingCancellationsToday: 5,
      }),
    );
    const { router } = renderPage(<DepositPage />, { url: URL });
    const banner = await screen.findByTestId('unfinished-order');
    expect(banner.textContent).toContain('CN¥200.00');
    fireEvent.click(screen.getByText('Continue'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=D1'));
  });
});

describe('a deposit order that gets no answer', () => {
  it('keeps the page and the typed form, says the result is unknown, and retries the same order', async () => {
    serveMethods();
    const line = connection();
    server.use(line.handler);
    const order = recordCalls('createBankCardTransferOrder', () =>
      line.isDown() ? HttpResponse.error() : created,
    );
    server.use(order.handler);
    const { refusals, currentUrl } = renderPage(<DepositPage />, { url: URL });
    await screen.findByTestId('deposit-form');
    typeInto('deposit-payerName', '王五');
    fireEvent.click(screen.getByTestId('deposit-quick-50000'));

    line.goOffline();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const notice = await screen.findByTestId('unknown-outcome');
    expect(notice.textContent).toContain('the money may or may not have moved');
    expect(screen.getByTestId('unknown-outcome-records')).toBeTruthy();
    expect(screen.queryByTestId('query-failed')).toBeNull();
    expect(inputOf('deposit-payerName').value).toBe('王五');
    expect(inputOf('deposit-amount').value).toBe('500');
    expect(refusals).toEqual([]);
    expect(currentUrl()).toBe(URL);

    line.goOnline();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(order.calls).toHaveLength(2));
    expect(order.calls[1]).toEqual(order.calls[0]);
    expect(order.calls[0]).toMatchObject({ amount: 50_000, payerName: '王五' });
    await waitFor(() =>
      expect(currentUrl()).toBe(`${routePath('depositInfo')}?orderNo=D20260301001`),
    );
  });
});
