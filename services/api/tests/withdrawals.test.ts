import { MIN_WITHDRAWAL, withdrawalAmountSchema } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { houseAccountId, houseBalance, postTransfer, playerAccountId } from '../src/core/ledger';
import {
  payWithdrawal,
  rejectWithdrawal,
  runDuePayouts,
} from '../src/modules/wallet/withdrawals/payouts';
import { ruleMessage } from './support/ruleMessage';
import { useTestApp } from './support/testApp';
import { insertBankCard, insertCoinAddress } from './support/paymentRows';

const t = useTestApp();
const PAY_PASSWORD = '135790';
let keys = 0;
const key = () => `wd-key-${String(++keys).padStart(6, '0')}`;

/** A player with money, a payment password and a bank card (and optionally a coin address). */
async function readyPlayer(amount = 100_000) {
  const player = await t.registerPlayer();
  await t.confirmPassword(player);
  if (amount > 0)
    await creditCentralWallet(t.db, { userId: player.userId, amount, reason: 'test' });
  const set = await t.call(
    'setWithdrawPwd',
    { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    { token: player.token },
  );
  expect(set.body.code).toBe(0);
  const rows = [
    {
      id: await insertBankCard(
        t.db,
        player.userId,
        `62220200000${String(player.userId).slice(-6)}00`,
      ),
    },
  ];
  const coin = [
    { id: await insertCoinAddress(t.db, player.userId, `TXa1b2c3d4e5f6g7h8${player.userId}`) },
  ];
  return { ...player, cardId: rows[0]!.id, coinId: coin[0]!.id };
}

function withdraw(
  p: { token: string; cardId: number },
  input: Partial<{
    amount: number;
    type: string;
    window: string;
    payPassword: string;
    method: string;
    accountId: number;
    idempotencyKey: string;
  }> = {},
  lang = 3,
) {
  return t.call(
    'withdraw',
    {
      method: 'bankCard',
      type: 'instant',
      accountId: p.cardId,
      amount: 20_000,
      payPassword: PAY_PASSWORD,
      idempotencyKey: key(),
      ...input,
    },
    { token: p.token, lang },
  );
}

async function central(token: string) {
  const answer = await t.call('getUserBalance', {}, { token });
  return (answer.body.userBalanceMap as { centralWallet: number }).centralWallet;
}

function houseWithdrawal() {
  return houseBalance(t.db, 'house_withdrawal');
}

describe('withdrawal: hold at request, post on payout, release on rejection', () => {
  it('holds the amount at request and posts it on payout; the player is told', async () => {
    const p = await readyPlayer();
    const answer = await withdraw(p, { amount: 30_000 });
    expect(answer.body).toMatchObject({
      code: 0,
      withdrawal: { status: 'reviewing', amount: 30_000 },
    });
    const orderNo = (answer.body.withdrawal as { orderNo: string }).orderNo;
    expect(await central(p.token)).toBe(70_000);
    expect(await houseWithdrawal()).toBe(0);

    const paid = await payWithdrawal(t.db, orderNo, t.clock.now());
    expect(paid.status).toBe('success');
    expect(await central(p.token)).toBe(70_000);
    expect(await houseWithdrawal()).toBe(30_000);
    const { rows } = await t.db.query<{ category: string; content: string }>(
      "SELECT category, content FROM messages WHERE user_id = $1 AND category = 'depositWithdrawal'",
      [p.userId],
    );
    expect(rows).toMatchObject([{ category: 'depositWithdrawal' }]);
    // Paying again changes nothing.
    await payWithdrawal(t.db, orderNo, t.clock.now());
    expect(await houseWithdrawal()).toBe(30_000);
  });

  it('a rejection gives the held amount back and cannot be paid afterwards', async () => {
    const p = await readyPlayer();
    const answer = await withdraw(p, { amount: 25_000 });
    const orderNo = (answer.body.withdrawal as { orderNo: string }).orderNo;
    await rejectWithdrawal(t.db, orderNo, null, t.clock.now());
    expect(await central(p.token)).toBe(100_000);
    await expect(payWithdrawal(t.db, orderNo, t.clock.now())).rejects.toMatchObject({
      messageKey: 'withdrawalAlreadyClosed',
    });
  });

  it('an open order blocks a new withdrawal with the "not yet verified" refusal', async () => {
    const p = await readyPlayer();
    await withdraw(p);
    const second = await withdraw(p);
    expect(second.body.code).toBe(1000);
    expect(second.body.msg).toMatch(/not yet verified/);
    const check = await t.call('checkIsQuickWithdraw', {}, { token: p.token });
    expect(check.body.pendingOrderNo).toEqual(expect.any(String));
  });

  it('a retried request (same key) returns the first order and holds once', async () => {
    const p = await readyPlayer();
    const first = await withdraw(p, { idempotencyKey: 'same-key-0001' });
    const again = await withdraw(p, { idempotencyKey: 'same-key-0001' });
    expect(again.body.withdrawal).toEqual(first.body.withdrawal);
    expect(await central(p.token)).toBe(80_000);
  });

  it('a scheduled withdrawal is paid inside its window with its extra from the bonus account', async () => {
    const p = await readyPlayer();
    const answer = await withdraw(p, { amount: 50_000, type: 'scheduled', window: '6-12' });
    expect(answer.body.withdrawal).toMatchObject({ status: 'scheduled', extraAmount: 100 });
    expect(await runDuePayouts(t.db, t.clock.now())).toEqual([]);
    const later = new Date(t.clock.now().getTime() + 6 * 60 * 60 * 1000);
    expect(await runDuePayouts(t.db, later)).toHaveLength(1);
    expect(await houseWithdrawal()).toBe(50_100);
  });
});

describe('withdrawal rules', () => {
  it('a wrong payment password is refused and nothing is held', async () => {
    const p = await readyPlayer();
    const answer = await withdraw(p, { payPassword: '000000' });
    expect(answer.body.code).toBe(1000);
    expect(await central(p.token)).toBe(100_000);
  });

  it('the amount may not exceed the central balance or the day quota', async () => {
    const p = await readyPlayer(30_000);
    const over = await withdraw(p, { amount: 30_001 });
    expect(over.body.msg).toMatch(/cannot exceed the source wallet balance/);
    const { rows } = await t.db.query<{ limit: number }>(
      'SELECT daily_withdrawal_limit AS limit FROM vip_levels WHERE level = 1',
    );
    await creditCentralWallet(t.db, {
      userId: p.userId,
      amount: rows[0]!.limit * 2,
      reason: 'test',
    });
    const quota = await withdraw(p, { amount: rows[0]!.limit + 1 });
    expect(quota.body.msg).toMatch(/quota/);
    expect(await central(p.token)).toBe(30_000 + rows[0]!.limit * 2);
  });

  it("refuses a bad amount by the withdraw form's rule, in the language asked, holding nothing", async () => {
    const p = await readyPlayer(30_000);
    const below = await withdraw(p, { amount: MIN_WITHDRAWAL - 1 });
    expect(below.body).toEqual({ code: 1000, msg: 'The minimum amount is CN¥100.00' });
    const belowZh = await withdraw(p, { amount: MIN_WITHDRAWAL - 1 }, 1);
    expect(belowZh.body).toEqual({ code: 1000, msg: '最低金额为 ¥100.00' });

    const methods = await t.call('getWithdrawMethod', {}, { token: p.token });
    const quota = methods.body.dailyQuota as Parameters<typeof withdrawalAmountSchema>[1];
    const rule = withdrawalAmountSchema(MIN_WITHDRAWAL, quota);
    const over = await withdraw(p, { amount: 30_001 }, 5);
    expect(over.body).toEqual({ code: 1000, msg: ruleMessage('vn', rule, 30_001) });

    expect(await central(p.token)).toBe(30_000);
    const { rows } = await t.db.query<{ orders: number; held: number }>(
      `SELECT (SELECT count(*)::int FROM withdrawal_orders WHERE user_id = $1) AS orders,
              (SELECT coalesce(sum(held), 0)::int FROM ledger_accounts WHERE owner_user_id = $1) AS held`,
      [p.userId],
    );
    expect(rows[0]).toEqual({ orders: 0, held: 0 });
  });

  it('virtual coin opens only after a paid withdrawal', async () => {
    const p = await readyPlayer();
    const coin = await withdraw(p, { method: 'virtualCoin', accountId: p.coinId });
    expect(coin.body.msg).toMatch(/after your first successful withdrawal/);
    const methods = await t.call('getWithdrawMethod', {}, { token: p.token });
    expect(methods.body.withdrawMethodList).toContainEqual(
      expect.objectContaining({ method: 'virtualCoin', available: false }),
    );
    const first = await withdraw(p);
    await payWithdrawal(
      t.db,
      (first.body.withdrawal as { orderNo: string }).orderNo,
      t.clock.now(),
    );
    const second = await withdraw(p, { method: 'virtualCoin', accountId: p.coinId });
    expect(second.body.code).toBe(0);
    // The payout address is labelled as the account list shows it: its last four only.
    expect(second.body.withdrawal).toMatchObject({
      accountLabel: `****${`TXa1b2c3d4e5f6g7h8${p.userId}`.slice(-4)}`,
    });
  });

  it('deposits must be wagered once before they can be withdrawn', async () => {
    const p = await readyPlayer(0);
    await t.db.transaction(async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `deposit:test-${p.userId}`,
        kind: 'deposit',
        legs: [
          { accountId: await houseAccountId(tx, 'house_deposit'), amount: -50_000 },
          { accountId: await playerAccountId(tx, p.userId, 'central'), amount: 50_000 },
        ],
      }),
    );
    const answer = await withdraw(p);
    expect(answer.body.msg).toMatch(/CN¥500\.00 more of valid turnover/);
    const methods = await t.call('getWithdrawMethod', {}, { token: p.token });
    expect(methods.body).toMatchObject({ turnoverRequired: 50_000, turnoverCompleted: 0 });
  });

  it('concurrent requests with different keys open one order at most', async () => {
    const p = await readyPlayer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(p)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await central(p.token)).toBe(80_000);
  });

  it('20 concurrent requests with the right payment password are all judged right (none counts as wrong)', async () => {
    const p = await readyPlayer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(p)));
    const aboutPassword = answers.filter((a) => /payment password/i.test(a.body.msg));
    expect(aboutPassword.map((a) => a.body.msg)).toEqual([]);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    const { rows } = await t.db.query(
      'SELECT wrong_attempts, locked_until FROM pay_password_guards WHERE user_id = $1',
      [p.userId],
    );
    expect(rows).toEqual([{ wrong_attempts: 0, locked_until: null }]);
  });

  it('the extra rule lists the four windows, 0.1 % to 0.6 %', async () => {
    const p = await readyPlayer(0);
    const answer = await t.call('getWithdrawExtraRule', {}, { token: p.token });
    expect(answer.body.extraRuleList).toEqual([
      { window: '0-6', extraRateBp: 10 },
      { window: '6-12', extraRateBp: 20 },
      { window: '12-18', extraRateBp: 40 },
      { window: '18-24', extraRateBp: 60 },
    ]);
  });
});
