import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder, TransactionRecord } from '@platform/api-client';
import {
  fireEvent,
  installIntersectionObserver,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import DepositOrdersPage from './DepositOrdersPage';

beforeAll(() => installIntersectionObserver());

const URL = routePath('depositOrders');
const DAY_MS = 24 * 3600 * 1000;

const openOrder: DepositOrder = {
  orderNo: 'D7',
  method: 'bankCardTransfer',
  channel: 'bankCardTransfer',
  payerName: '张三',
  amount: 50_000,
  status: 'waitingForPayment',
  createdAt: '2026-03-01T08:00:00.000Z',
  expiresAt: '2026-03-01T09:00:00.000Z',
  completedAt: null,
  voucherUrls: [],
  bankName: null,
  cardNumber: null,
  cancelReason: null,
};

function deposit(orderNo: string, overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    orderNo,
    type: 'deposit',
    mode: 'income',
    status: 'success',
    depositStatus: 'success',
    amount: 20_000,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The open order (or none) and the deposits of the record, one page. */
function serveDeposits(order: DepositOrder | null, records: TransactionRecord[]) {
  const info = recordCalls('getRechargeAccountInfo', {
    order,
    receivingAccount: null,
    remainingCancellationsToday: 3,
  });
  const list = recordCalls('queryTransactionRecordList', (body) => ({
    list: records,
    total: records.length,
    pageNum: Number(body.pageNum),
    pageSize: Number(body.pageSize),
  }));
  server.use(info.handler, list.handler);
  return { info, list };
}

describe('deposit records', () => {
  it('asks for the open order and the deposits of the last 30 days', async () => {
    const calls = serveDeposits(null, [deposit('D1')]);
    renderPage(<DepositOrdersPage />, { url: URL });
    await screen.findByTestId('transaction-item');
    expect(screen.getByText('Records of the last 30 days')).toBeTruthy();
    expect(calls.info.calls).toEqual([{}]);
    expect(calls.list.calls[0]).toEqual({
      pageNum: '1',
      pageSize: '20',
      startTime: expect.any(String),
      type: 'deposit',
    });
    const start = Date.parse(String(calls.list.calls[0]!.startTime));
    expect(Math.abs(Date.now() - 30 * DAY_MS - start)).toBeLessThan(60_000);
  });

  it('puts the open order first, to continue it', async () => {
    serveDeposits(openOrder, [
      deposit('D7', { status: 'processing', depositStatus: 'waitingForPayment' }),
    ]);
    const { currentUrl } = renderPage(<DepositOrdersPage />, { url: URL });
    const banner = await screen.findByTestId('unfinished-order');
    expect(banner.textContent).toContain('You have an unfinished deposit order:');
    expect(banner.textContent).toContain('CN¥500.00');
    fireEvent.click(within(banner).getByText('Continue'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('depositInfo', { orderNo: 'D7' })));
  });

  it("shows each deposit with its order's status, and opens its details", async () => {
    serveDeposits(null, [
      deposit('D3', { status: 'processing', depositStatus: 'toBeConfirmed', amount: 30_000 }),
      deposit('D2', { status: 'failure', depositStatus: 'failure' }),
    ]);
    const { currentUrl } = renderPage(<DepositOrdersPage />, { url: URL });
    await waitFor(() => expect(screen.getAllByTestId('transaction-item')).toHaveLength(2));
    expect(screen.queryByTestId('unfinished-order')).toBeNull();
    const [toConfirm, failed] = screen.getAllByTestId('transaction-item');
    expect(toConfirm!.textContent).toContain('Deposit · Income');
    expect(toConfirm!.textContent).toContain('+CN¥300.00');
    expect(toConfirm!.textContent).toContain('To be confirmed');
    expect(failed!.textContent).toContain('Failed');
    fireEvent.click(toConfirm!);
    await waitFor(() =>
      expect(currentUrl()).toBe(routePath('transactionDetail', { orderNo: 'D3' })),
    );
  });

  it('says so when there was no deposit in the last 30 days', async () => {
    serveDeposits(null, []);
    renderPage(<DepositOrdersPage />, { url: URL });
    expect(await screen.findByText('No transactions in the last 30 days')).toBeTruthy();
    expect(screen.queryByTestId('unfinished-order')).toBeNull();
  });

  it('goes back to the deposit page when opened from a link', async () => {
    serveDeposits(null, []);
    const { currentUrl } = renderPage(<DepositOrdersPage />, { url: URL });
    await screen.findByText('No transactions in the last 30 days');
    fireEvent.click(document.querySelector('.ui-nav-back')!);
    await waitFor(() => expect(currentUrl()).toBe(routePath('deposit')));
  });
});
