import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { clampToHistory } from '../src/modules/wallet/transactions/transactionRecords';
import { useTestApp } from './support/testApp';

const t = useTestApp();

interface Listed {
  orderNo: string;
  type: string;
  mode: string;
  status: string;
  amount: number;
}

async function list(token: string, filter: Record<string, unknown> = {}) {
  const answer = await t.call('queryTransactionRecordList', filter, { token, lang: 3 });
  expect(answer.body.code).toBe(0);
  return answer.body as unknown as { list: Listed[]; total: number };
}

describe('transaction record', () => {
  it('lists adjustments and venue transfers newest first, with detail and filters', async () => {
    const p = await t.registerPlayer();
    await creditCentralWallet(t.db, {
      userId: p.userId,
      amount: 10_000,
      reason: 'welcome',
      at: t.clock.now(),
    });
    t.clock.advance(1_000);
    const moved = await t.call(
      'convertMoney',
      { platCode: 'STSLOT', direction: 'toVenue', amount: 4_000, idempotencyKey: 'tx-test-0001' },
      { token: p.token },
    );
    expect(moved.body.code).toBe(0);

    const all = await list(p.token);
    expect(all.total).toBe(2);
    expect(all.list.map((r) => [r.type, r.mode, r.status, r.amount])).toEqual([
      ['transfer', 'expense', 'success', 4_000],
      ['adjustment', 'income', 'success', 10_000],
    ]);
    expect((await list(p.token, { type: 'transfer' })).list).toHaveLength(1);
    expect((await list(p.token, { mode: 'income' })).list).toMatchObject([{ type: 'adjustment' }]);

    const detail = await t.call(
      'getTransactionRecordInfo',
      { orderNo: all.list[0]!.orderNo },
      { token: p.token, lang: 3 },
    );
    expect(detail.body.transactionRecord).toMatchObject({
      balanceAfter: 6_000,
      description: 'Central wallet → Star Slots',
    });
  });

  it('pages through the record', async () => {
    const p = await t.registerPlayer();
    for (let i = 0; i < 5; i++) {
      await creditCentralWallet(t.db, {
        userId: p.userId,
        amount: 100 + i,
        reason: 'test',
        at: t.clock.now(),
      });
      t.clock.advance(1_000);
    }
    const first = await list(p.token, { pageNum: 1, pageSize: 2 });
    const third = await list(p.token, { pageNum: 3, pageSize: 2 });
    expect(first).toMatchObject({ total: 5 });
    expect(first.list).toHaveLength(2);
    expect(third.list).toHaveLength(1);
  });

  it("another player's transaction is not found", async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    await creditCentralWallet(t.db, {
      userId: a.userId,
      amount: 100,
      reason: 'test',
      at: t.clock.now(),
    });
    const orderNo = (await list(a.token)).list[0]!.orderNo;
    const answer = await t.call('getTransactionRecordInfo', { orderNo }, { token: b.token });
    expect(answer.body.code).toBe(404);
  });

  it('never reaches back more than 30 days', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(clampToHistory(now, '2026-01-01T00:00:00Z').from).toEqual(
      new Date('2026-10-22T00:00:00Z'),
    );
    expect(clampToHistory(now, '2026-11-20T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual({
      from: new Date('2026-11-20T00:00:00Z'),
      to: now,
    });
  });
});
