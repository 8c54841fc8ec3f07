import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TransactionRecord } from '@platform/api-client';
import {
  installIntersectionObserver,
  scrollIntoView,
  recordCalls,
  renderPage,
  server,
} from '@platform/ui/testing';
import TransactionsPage from './TransactionsPage';

beforeAll(() => installIntersectionObserver());

function record(n: number, overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    orderNo: `T${String(n).padStart(4, '0')}`,
    type: 'deposit',
    mode: 'income',
    status: 'success',
    depositStatus: null,
    amount: 10_000 + n,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** 45 records, answered 20 a page like the server. */
function serveRecords(total = 45) {
  const all = Array.from({ length: total }, (_, i) => record(i + 1));
  const list = recordCalls('queryTransactionRecordList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    return {
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total,
      pageNum,
      pageSize,
    };
  });
  server.use(list.handler);
  return list;
}

describe('transaction record', () => {
  it('loads the next page each time the end of the list scrolls into view, until the total', async () => {
    const list = serveRecords();
    renderPage(<TransactionsPage />, { url: routePath('transactions') });
    await waitFor(() => expect(screen.getAllByTestId('transaction-item')).toHaveLength(20));
    expect(list.calls[0]).toMatchObject({ pageNum: '1', pageSize: '20' });
    // The last 30 days: the window starts 30 days before now.
    const start = Date.parse(String(list.calls[0]!.startTime));
    expect(Date.now() - start).toBeGreaterThanOrEqual(30 * 24 * 3600 * 1000 - 60_000);

    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('transaction-item')).toHaveLength(40));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('transaction-item')).toHaveLength(45));
    expect(await screen.findByText('No more records')).toBeTruthy();
    const pagesAsked = list.calls.map((c) => c.pageNum);
    expect(new Set(pagesAsked)).toEqual(new Set(['1', '2', '3']));
  });

  it('shows type, mode, status, time and order number of a record', async () => {
    serveRecords(1);
    renderPage(<TransactionsPage />, { url: routePath('transactions') });
    const item = await screen.findByTestId('transaction-item');
    expect(item.textContent).toContain('Deposit · Income');
    expect(item.textContent).toContain('Successful');
    expect(item.textContent).toContain('+CN¥100.01');
    expect(item.textContent).toContain('T0001');
    // Business time (08:00 UTC is 16:00 in UTC+8) to the second; the zone once above the list.
    expect(item.textContent).toContain('2026-03-01 16:00:00');
    expect(item.textContent).not.toContain('GMT');
    expect(screen.getByTestId('business-time-note').textContent).toBe('Times are shown in GMT+8');
  });

  it("a deposit shows its order's own status (to be confirmed)", async () => {
    server.use(
      recordCalls('queryTransactionRecordList', () => ({
        list: [record(1, { status: 'processing', depositStatus: 'toBeConfirmed' })],
        total: 1,
        pageNum: 1,
        pageSize: 20,
      })).handler,
    );
    renderPage(<TransactionsPage />, { url: routePath('transactions') });
    const item = await screen.findByTestId('transaction-item');
    expect(item.textContent).toContain('To be confirmed');
  });

  it('asks again from page 1 with the chosen filter', async () => {
    const list = serveRecords();
    const { router } = renderPage(<TransactionsPage />, { url: routePath('transactions') });
    await screen.findAllByTestId('transaction-item');
    fireEvent.click(screen.getByTestId('filter-type'));
    fireEvent.click(await screen.findByText('Withdrawal'));
    await waitFor(() =>
      expect(list.calls.at(-1)).toMatchObject({ pageNum: '1', type: 'withdrawal' }),
    );
    expect(router.state.location.search).toBe('?type=withdrawal');
  });

  it('says so when there is nothing in the last 30 days', async () => {
    serveRecords(0);
    renderPage(<TransactionsPage />, { url: routePath('transactions') });
    expect(await screen.findByText('No transactions in the last 30 days')).toBeTruthy();
  });
});
