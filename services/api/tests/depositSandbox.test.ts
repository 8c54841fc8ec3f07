import { describe, expect, it } from 'vitest';
import { approveDeposit, rejectDeposit } from '../src/modules/wallet/deposits/sandbox';
import { DomainError } from '../src/core/errors';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
const YUAN = 100;
const MINUTE = 60_000;

let keys = 0;

/** A player with one order waiting for payment. */
async function playerWithOrder(t: TestApp, amount = 800 * YUAN) {
  const player = await t.registerPlayer();
  const answer = await t.call(
    'createBankCardRemittanceOrder',
    { amount, payerName: 'Li Lei', idempotencyKey: `sandbox-test-${++keys}` },
    { token: player.token },
  );
  expect(answer.body.code).toBe(0);
  return { ...player, orderNo: answer.body.orderNo as string, amount };
}

async function central(t: TestApp, token: string): Promise<number> {
  const answer = await t.call('getUserBalance', {}, { token });
  return (answer.body.userBalanceMap as { centralWallet: number }).centralWallet;
}

async function depositTransfers(t: TestApp, orderNo: string) {
  const { rows } = await t.db.query<{ kind: string; idempotency_key: string }>(
    'SELECT kind, idempotency_key FROM ledger_transfers WHERE idempotency_key LIKE $1',
    [`deposit:${orderNo}%`],
  );
  return rows;
}

async function messagesOf(t: TestApp, userId: number) {
  const { rows } = await t.db.query<{ category: string; title: string; content: string }>(
    "SELECT category, title, content FROM messages WHERE user_id = $1 AND category = 'depositWithdrawal' ORDER BY id",
    [userId],
  );
  return rows;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).messageKey;
}

describe('the payment-processor sandbox', () => {
  const t = useTestApp();
  const approve = (orderNo: string) => approveDeposit(t.db, { orderNo, now: t.clock.now() });
  const reject = (orderNo: string, reason?: string) =>
    rejectDeposit(t.db, { orderNo, reason, now: t.clock.now() });

  it('approves with one ledger transfer house → central wallet and a message in the player’s language', async () => {
    const p = await playerWithOrder(t, 1_000 * YUAN + 1);
    await t.call(
      'changeLanguageAndCurrency',
      { langType: EN, currency: 'CNY' },
      { token: p.token },
    );
    const settled = await approve(p.orderNo);
    expect(settled).toMatchObject({ status: 'success', changed: true, amount: 1_000 * YUAN + 1 });
    expect(await central(t, p.token)).toBe(1_000 * YUAN + 1);
    expect(await depositTransfers(t, p.orderNo)).toEqual([
      { kind: 'deposit', idempotency_key: `deposit:${p.orderNo}` },
    ]);
    expect(await messagesOf(t, p.userId)).toEqual([
      {
        category: 'depositWithdrawal',
        title: 'Deposit credited',
        content: `Your deposit of CN¥1,000.01 (order ${p.orderNo}) has been credited to your central wallet.`,
      },
    ]);
  });

  it('moves the money once when the same order is approved twice', async () => {
    const p = await playerWithOrder(t);
    const first = await approve(p.orderNo);
    const second = await approve(p.orderNo);
    expect(second).toMatchObject({ changed: false, transferId: first.transferId });
    expect(await central(t, p.token)).toBe(p.amount);
    expect(await depositTransfers(t, p.orderNo)).toHaveLength(1);
    expect(await messagesOf(t, p.userId)).toHaveLength(1);
  });

  it('moves the money once when two approvals of one order run at the same time', async () => {
    const p = await playerWithOrder(t);
    const results = await Promise.all([approve(p.orderNo), approve(p.orderNo)]);
    expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
    expect(await central(t, p.token)).toBe(p.amount);
    expect(await depositTransfers(t, p.orderNo)).toHaveLength(1);
  });

  it('rejects: the order fails, no money moves, the player reads why', async () => {
    const p = await playerWithOrder(t);
    const settled = await reject(p.orderNo);
    expect(settled).toMatchObject({ status: 'failure', changed: true, transferId: null });
    expect(await central(t, p.token)).toBe(0);
    expect(await depositTransfers(t, p.orderNo)).toEqual([]);
    const [message] = await messagesOf(t, p.userId);
    // Registered without a language header: the player's language is Simplified Chinese.
    expect(message).toMatchObject({
      title: '存款失败',
      content: expect.stringContaining('未能确认收款'),
    });
    const info = await t.call('getRechargeAccountInfo', { orderNo: p.orderNo }, { token: p.token });
    expect(info.body.order).toMatchObject({ status: 'failure' });
  });

  it("passes the operator's reason on to the player", async () => {
    const p = await playerWithOrder(t);
    await reject(p.orderNo, 'payer name does not match');
    const [message] = await messagesOf(t, p.userId);
    expect(message!.content).toContain('payer name does not match');
  });

  it('never turns a success into a failure or back', async () => {
    const a = await playerWithOrder(t);
    await approve(a.orderNo);
    expect(await refusal(reject(a.orderNo))).toBe('depositOrderCompleted');
    const b = await playerWithOrder(t);
    await reject(b.orderNo);
    expect(await refusal(approve(b.orderNo))).toBe('depositOrderCompleted');
    expect(await central(t, b.token)).toBe(0);
  });

  it('settles neither way an order the player cancelled', async () => {
    const p = await playerWithOrder(t);
    await t.call(
      'cancelRechargeOrder',
      { orderNo: p.orderNo, reason: 'noLongerWantsToDeposit' },
      { token: p.token },
    );
    expect(await refusal(approve(p.orderNo))).toBe('depositOrderClosed');
    expect(await refusal(reject(p.orderNo))).toBe('depositOrderClosed');
    expect(await central(t, p.token)).toBe(0);
    expect(await messagesOf(t, p.userId)).toEqual([]);
  });

  it('still credits a payment that arrives after the order expired', async () => {
    const p = await playerWithOrder(t);
    t.clock.advance(45 * MINUTE);
    expect(await approve(p.orderNo)).toMatchObject({ status: 'success', changed: true });
    expect(await central(t, p.token)).toBe(p.amount);
  });

  it('answers an unknown order number with not found', async () => {
    expect(await refusal(approve('D000'))).toBe('depositOrderNotFound');
  });

  it('is reachable through the development routes', async () => {
    const p = await playerWithOrder(t);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/__dev/sandbox/deposits/${p.orderNo}/reject`,
      payload: { reason: 'no payment received' },
    });
    expect(rejected.json()).toMatchObject({ code: 0, status: 'failure', changed: true });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/__dev/sandbox/deposits/${p.orderNo}/approve`,
      headers: { lang: String(EN) },
    });
    expect(approved.json()).toEqual({
      code: 1000,
      msg: 'This deposit order has already been processed',
    });
  });
});
