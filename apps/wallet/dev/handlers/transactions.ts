// Standalone dev only: the transaction record, 57 records of the last weeks, paged and filtered
// like the server.
import type { HttpHandler } from 'msw';
import type { TransactionRecord } from '@platform/api-client';
import { stateful } from './shared';

const TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate', 'welfare'] as const;
const STATUSES = ['success', 'success', 'processing', 'failure', 'cancelled'] as const;
const DEPOSIT_STATUS = {
  success: 'success',
  processing: 'toBeConfirmed',
  failure: 'failure',
  cancelled: 'cancelled',
} as const;
const records: TransactionRecord[] = Array.from({ length: 57 }, (_, i) => {
  const type = TYPES[i % TYPES.length]!;
  return {
    orderNo: `T${String(20260300000 + i)}`,
    type,
    mode: type === 'withdrawal' || (type === 'transfer' && i % 2 === 0) ? 'expense' : 'income',
    status: STATUSES[i % STATUSES.length]!,
    depositStatus: type === 'deposit' ? DEPOSIT_STATUS[STATUSES[i % STATUSES.length]!] : null,
    amount: 1_000 * ((i % 9) + 1) + i,
    createdAt: new Date(Date.now() - i * 9 * 3600 * 1000).toISOString(),
  };
});

const handlers: HttpHandler[] = [
  stateful('queryTransactionRecordList', (body) => {
    const pageNum = Number(body.get('pageNum') ?? 1);
    const pageSize = Number(body.get('pageSize') ?? 20);
    const matching = records.filter(
      (r) =>
        (!body.get('type') || r.type === body.get('type')) &&
        (!body.get('status') || r.status === body.get('status')),
    );
    const list = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return { list, total: matching.length, pageNum, pageSize };
  }),
  stateful('getTransactionRecordInfo', (body) => {
    const record = records.find((r) => r.orderNo === body.get('orderNo')) ?? records[0]!;
    return {
      transactionRecord: {
        ...record,
        fee: 0,
        balanceAfter: 100_000,
        description: `Central wallet · ${record.type}`,
        remark: null,
        completedAt: record.status === 'processing' ? null : record.createdAt,
      },
    };
  }),
];

export function transactionHandlers(_scenario: string | null): HttpHandler[] {
  return handlers;
}
