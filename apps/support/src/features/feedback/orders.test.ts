import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '@platform/api-client/contract';
import { orderWindowStart, recentOrders } from './orders';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function record(orderNo: string, daysAgo: number): TransactionRecord {
  return {
    orderNo,
    type: 'deposit',
    mode: 'income',
    status: 'success',
    depositStatus: null,
    amount: 10_000,
    createdAt: new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
  };
}

describe('recentOrders', () => {
  it('keeps the orders of the last 7 days, newest first, and drops older ones', () => {
    const orders = recentOrders(
      [record('D6', 6), record('D8', 8), record('D1', 1), record('D7+', 7.01)],
      NOW,
    );
    expect(orders.map((o) => o.orderNo)).toEqual(['D1', 'D6']);
  });

  it('keeps an order of exactly 7 days', () => {
    expect(recentOrders([record('D7', 7)], NOW)).toHaveLength(1);
  });

  it('starts the window 7 days before now', () => {
    expect(orderWindowStart(NOW).toISOString()).toBe('2026-05-03T12:00:00.000Z');
  });
});
