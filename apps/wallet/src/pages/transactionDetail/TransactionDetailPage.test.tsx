import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { recordCalls, renderPage, server } from '@platform/ui/testing';
import TransactionDetailPage from './TransactionDetailPage';

describe('transaction detail', () => {
  it('shows one record with fee and balance after', async () => {
    const info = recordCalls('getTransactionRecordInfo', {
      transactionRecord: {
        orderNo: 'W0001',
        type: 'withdrawal',
        mode: 'expense',
        status: 'processing',
        depositStatus: null,
        amount: 50_000,
        fee: 100,
        balanceAfter: 123_456,
        description: 'Central wallet → ICBC **** 1234',
        remark: null,
        createdAt: '2026-03-01T08:00:00.000Z',
        completedAt: null,
      },
    });
    server.use(info.handler);
    renderPage(<TransactionDetailPage />, {
      url: `${routePath('transactionDetail')}?orderNo=W0001`,
    });
    const detail = await screen.findByTestId('transaction-detail');
    await waitFor(() => expect(info.calls).toEqual([{ orderNo: 'W0001' }]));
    expect(detail.textContent).toContain('Withdrawal');
    expect(detail.textContent).toContain('-CN¥500.00');
    expect(detail.textContent).toContain('1.00');
    expect(detail.textContent).toContain('1,234.56');
    expect(detail.textContent).toContain('Processing');
    expect(detail.textContent).toContain('Central wallet → ICBC **** 1234');
    // Business time (UTC+8) with seconds and its offset: 08:00 UTC is 16:00 in Asia/Shanghai.
    expect(detail.textContent).toContain('2026-03-01 16:00:00 (GMT+8)');
  });
});
