import { describe, expect, it } from 'vitest';
import { isOrderNoTaken, newOrderNo, retryTakenOrderNo } from './orderNumber';

const taken = Object.assign(new Error('duplicate'), {
  code: '23505',
  constraint: 'venue_transfers_order_no_key',
});

describe('order numbers', () => {
  it('carry the kind, the business date (Asia/Shanghai) and 12 random digits', () => {
    expect(newOrderNo('VT', new Date('2026-11-21T17:00:00Z'))).toMatch(/^VT20261122\d{12}$/);
  });

  it('a taken number is tried again with another; other errors are not', async () => {
    const seen: string[] = [];
    const created = await retryTakenOrderNo('W', new Date(), async (orderNo) => {
      seen.push(orderNo);
      if (seen.length === 1) throw taken;
      return orderNo;
    });
    expect(seen).toHaveLength(2);
    expect(created).toBe(seen[1]);
    expect(isOrderNoTaken(Object.assign(new Error(), { code: '23505', constraint: 'x_key' }))).toBe(
      false,
    );
    await expect(
      retryTakenOrderNo('W', new Date(), () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
  });
});
