import { MIN_WITHDRAWAL } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { houseAccountId, playerAccountId, postTransfer } from '../src/core/ledger';
import { grantBonus } from '../src/modules/promotions/rewards/rewards';
import { payWithdrawal } from '../src/modules/wallet/withdrawals/payouts';
import { useTestApp } from './support/testApp';
import { insertBankCard } from './support/paymentRows';

/**
 * The withdraw page is told every gate the withdraw request would refuse for, before the player
 * types anything, and "up to" is what can really be withdrawn now
 * (docs/product-rules.md#withdrawals).
 */
const t = useTestApp();
const PAY_PASSWORD = '135790';
let keys = 0;

async function player({ credit = 100_000, card = true } = {}) {
  const p = await t.registerPlayer();
  await t.confirmPassword(p);
  if (credit > 0)
    await creditCentralWallet(t.db, { userId: p.userId, amount: credit, reason: 'test' });
  await t.call(
    'setWithdrawPwd',
    { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    { token: p.token },
  );
  let cardId = 999_999;
  if (card) {
    cardId = await insertBankCard(t.db, p.userId, `62220200000${String(p.userId).slice(-6)}00`);
  }
  return { ...p, cardId };
}

function withdraw(p: { token: string; cardId: number }, amount = 20_000) {
  return t.call(
    'withdraw',
    {
      method: 'bankCard',
      type: 'instant',
      accountId: p.cardId,
      amount,
      payPassword: PAY_PASSWORD,
      idempotencyKey: `gate-key-${String(++keys).padStart(6, '0')}`,
    },
    { token: p.token, lang: 3 },
  );
}

async function info(token: string) {
  const answer = await t.call('getWithdrawMethod', {}, { token });
  return answer.body as unknown as {
    blockers: { code: string }[];
    dailyQuota: { availableAmount: number; countLimit: number };
  };
}

describe('withdrawal gates: the info lists exactly what the request refuses for', () => {
  it('with no gate standing, nothing is listed and "up to" can be withdrawn', async () => {
    const p = await player();
    const before = await info(p.token);
    expect(before.blockers).toEqual([]);
    expect(before.dailyQuota.availableAmount).toBe(100_000);
    const answer = await withdraw(p, before.dailyQuota.availableAmount);
    expect(answer.body.code).toBe(0);
  });

  it('turnover still to go: listed with what remains, "up to" is 0, and the request is refused', async () => {
    const p = await player({ credit: 0 });
    await t.db.transaction(async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `deposit:gate-${p.userId}`,
        kind: 'deposit',
        legs: [
          { accountId: await houseAccountId(tx, 'house_deposit'), amount: -50_000 },
          { accountId: await playerAccountId(tx, p.userId, 'central'), amount: 50_000 },
        ],
      }),
    );
    const answer = await info(p.token);
    expect(answer.blockers).toEqual([{ code: 'turnover', remaining: 50_000 }]);
    expect(answer.dailyQuota.availableAmount).toBe(0);
    expect((await withdraw(p)).body.msg).toMatch(/CN¥500\.00 more of valid turnover/);
  });

  it('an open order: listed with its number, and the request is refused', async () => {
    const p = await player();
    const first = await withdraw(p);
    const orderNo = (first.body.withdrawal as { orderNo: string }).orderNo;
    const answer = await info(p.token);
    expect(answer.blockers).toEqual([{ code: 'openOrder', orderNo }]);
    expect(answer.dailyQuota.availableAmount).toBe(0);
    expect((await withdraw(p)).body.msg).toMatch(/not yet verified/);
  });

  it("today's count used: listed with the count, and the request is refused", async () => {
    const p = await player({ credit: 10_000_000 });
    const { countLimit } = (await info(p.token)).dailyQuota;
    for (let i = 0; i < countLimit; i++) {
      const done = await withdraw(p, MIN_WITHDRAWAL);
      const orderNo = (done.body.withdrawal as { orderNo: string }).orderNo;
      await payWithdrawal(t.db, orderNo, t.clock.now());
    }
    const answer = await info(p.token);
    expect(answer.blockers).toEqual([{ code: 'countUsed', countLimit }]);
    expect(answer.dailyQuota.availableAmount).toBe(0);
    expect((await withdraw(p, MIN_WITHDRAWAL)).body.msg).toMatch(/used today's withdrawals/);
  });

  it('no payout account: listed, and the request is refused', async () => {
    const p = await player({ card: false });
    const answer = await info(p.token);
    expect(answer.blockers).toEqual([{ code: 'noPayoutAccount' }]);
    expect(answer.dailyQuota.availableAmount).toBe(0);
    expect((await withdraw(p)).body.msg).toBe('The payment account does not exist');
  });

  it('less than the minimum in the central wallet: listed with the figures, and refused', async () => {
    const p = await player({ credit: MIN_WITHDRAWAL - 1 });
    const answer = await info(p.token);
    expect(answer.blockers).toEqual([
      { code: 'belowMinimum', minAmount: MIN_WITHDRAWAL, balance: MIN_WITHDRAWAL - 1 },
    ]);
    expect(answer.dailyQuota.availableAmount).toBe(0);
    expect((await withdraw(p, MIN_WITHDRAWAL)).body.code).toBe(1000);
  });

  it('lists every gate standing, in the order the server checks them', async () => {
    const p = await player({ credit: 0, card: false });
    expect((await info(p.token)).blockers.map((b) => b.code)).toEqual([
      'belowMinimum',
      'noPayoutAccount',
    ]);
  });
});

describe('withdrawal turnover: the deposits and bonuses since the last paid withdrawal, 1×', () => {
  const HOUR = 60 * 60 * 1000;
  const title = {
    zh: '奖金',
    hk: '獎金',
    en: 'Bonus',
    th: 'โบนัส',
    vn: 'Thưởng',
    pg: 'Bônus',
    fp: 'Bonus',
    md: 'ဆုကြေး',
  };

  async function deposit(userId: number, amount: number) {
    await t.db.transaction(async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `deposit:turnover-${userId}-${++keys}`,
        kind: 'deposit',
        legs: [
          { accountId: await houseAccountId(tx, 'house_deposit'), amount: -amount },
          { accountId: await playerAccountId(tx, userId, 'central'), amount },
        ],
        at: t.clock.now(),
      }),
    );
  }

  /** An offer application's transfer as it posts: central −transfer, house bonus −bonus, venue +both. */
  async function offerIntoVenue(userId: number, transfer: number, bonus: number) {
    await t.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ledger_accounts (owner_user_id, kind, venue_code) VALUES ($1, 'venue', 'STSLOT')
         RETURNING id`,
        [userId],
      );
      return postTransfer(tx, {
        idempotencyKey: `offer:turnover-${userId}`,
        kind: 'walletTransfer',
        legs: [
          { accountId: await playerAccountId(tx, userId, 'central'), amount: -transfer },
          { accountId: await houseAccountId(tx, 'house_bonus'), amount: -bonus },
          { accountId: rows[0]!.id, amount: transfer + bonus },
        ],
        at: t.clock.now(),
      });
    });
  }

  it('a bonus of 20 yuan after a deposit of 100 needs 120 yuan of turnover; a venue bonus adds too', async () => {
    const p = await player({ credit: 0 });
    await deposit(p.userId, 10_000);
    t.clock.advance(1_000);
    await t.db.transaction((tx) =>
      grantBonus(tx, {
        userId: p.userId,
        source: 'welfare',
        sourceRef: `turnover-${p.userId}`,
        title,
        amount: 2_000,
        into: 'welfare',
        now: t.clock.now(),
      }),
    );
    expect((await info(p.token)).blockers).toEqual([{ code: 'turnover', remaining: 12_000 }]);

    t.clock.advance(1_000);
    await offerIntoVenue(p.userId, 5_000, 1_000);
    // (The central wallet is now under the minimum too: that gate stands as well.)
    expect((await info(p.token)).blockers).toContainEqual({ code: 'turnover', remaining: 13_000 });
  });

  it('a rebate, paid from the house rebate account, needs its 1× turnover like a bonus', async () => {
    const p = await player({ credit: 0 });
    await deposit(p.userId, 10_000);
    t.clock.advance(1_000);
    await t.db.transaction((tx) =>
      grantBonus(tx, {
        userId: p.userId,
        source: 'rebate',
        sourceRef: `${p.userId}:2026-01-15:claim`,
        title,
        amount: 1_500,
        into: 'central',
        now: t.clock.now(),
      }),
    );
    expect((await info(p.token)).blockers).toEqual([{ code: 'turnover', remaining: 11_500 }]);
  });

  it('an extra paid on a scheduled withdrawal adds nothing', async () => {
    const p = await player({ credit: 100_000 });
    const scheduled = await t.call(
      'withdraw',
      {
        method: 'bankCard',
        type: 'scheduled',
        window: '6-12',
        accountId: p.cardId,
        amount: 50_000,
        payPassword: PAY_PASSWORD,
        idempotencyKey: `gate-key-${String(++keys).padStart(6, '0')}`,
      },
      { token: p.token },
    );
    const order = scheduled.body.withdrawal as { orderNo: string; extraAmount: number };
    expect(order.extraAmount).toBe(100);
    t.clock.advance(6 * HOUR);
    await payWithdrawal(t.db, order.orderNo, t.clock.now());
    t.clock.advance(1_000);
    await deposit(p.userId, 10_000);
    expect((await info(p.token)).blockers).toEqual([{ code: 'turnover', remaining: 10_000 }]);

    // The extra's own legs, posted after the last paid withdrawal: bonus account → house withdrawal.
    t.clock.advance(1_000);
    await t.db.transaction(async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `withdrawal:turnover-${p.userId}:extra`,
        kind: 'bonus',
        legs: [
          { accountId: await houseAccountId(tx, 'house_bonus'), amount: -100 },
          { accountId: await houseAccountId(tx, 'house_withdrawal'), amount: 100 },
        ],
        metadata: { orderNo: order.orderNo, reason: 'scheduledWithdrawalExtra' },
        at: t.clock.now(),
      }),
    );
    expect((await info(p.token)).blockers).toEqual([{ code: 'turnover', remaining: 10_000 }]);
  });
});
