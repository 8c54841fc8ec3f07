import { describe, expect, it } from 'vitest';
import type { ActivityDetail, PayloadOf, VipLevel } from '@platform/api-client/contract';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { inviteCodeOf } from '../src/modules/account/agent/inviteActivity';
import { inviteRebateJob } from '../src/modules/promotions/invite/rebateJob';
import { grantWelfareByOperator } from '../src/modules/promotions/welfare/operatorGrant';
import { vipReviewJob } from '../src/modules/promotions/vip/reviewJob';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { putOffers, testOffer } from './support/offerFixtures';
import { useTestApp } from './support/testApp';

/**
 * Promotions in a member's currency (docs/product-rules.md#currency): every operator figure is
 * written once in fen and read in the member's currency, ×5 in satang for a THB member, while a
 * CNY member reads the figures as written. VIP thresholds and gifts, invite rewards, offer
 * minimums and caps, welfare grants, and the answers that show them.
 */
const t = useTestApp();
const EN = 3;
const THB = 5;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let keys = 0;
const nextKey = () => `currency-promo-${String(++keys).padStart(5, '0')}`;

type Player = { userId: number; token: string; username: string };

/** A player reading English in `currency`, chosen before any money moves. */
async function member(currency: 'CNY' | 'THB' | 'VND'): Promise<Player> {
  const p = await t.registerPlayer();
  const chosen = await t.call(
    'changeLanguageAndCurrency',
    { langType: EN, currency },
    { token: p.token },
  );
  expect(chosen.body.code).toBe(0);
  return p;
}

// ---- VIP ----

let bets = 0;
async function bet(userId: number, validTurnover: number, settledAt: string) {
  bets += 1;
  await t.db.query(
    `INSERT INTO bet_records
       (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time,
        settled_at)
     VALUES ('STLIVE', $1, $2, 'test', $3, $3, 0, 'settled', $4, $4)`,
    [`cur-vip-${bets}`, userId, validTurnover, settledAt],
  );
}

/** The review of the business day before `key` (its run at 00:10 business time). */
async function review(key: string, dueAt: string) {
  await t.db.transaction((tx) =>
    vipReviewJob.run(tx, { key, dueAt: new Date(dueAt) }, { now: new Date(dueAt), log: quiet }),
  );
}

async function vipLevelOf(userId: number): Promise<number> {
  const { rows } = await t.db.query<{ vip_level: number }>(
    'SELECT vip_level FROM users WHERE id = $1',
    [userId],
  );
  return Number(rows[0]!.vip_level);
}

async function upgradeGifts(userId: number): Promise<number[]> {
  const { rows } = await t.db.query<{ amount: number }>(
    `SELECT amount FROM welfare_items WHERE user_id = $1 AND reward_source = 'vipUpgrade'
     ORDER BY id`,
    [userId],
  );
  return rows.map((r) => Number(r.amount));
}

describe('VIP in the member’s currency', () => {
  it('a THB member needs 5× the fen threshold in satang, and gets 5× the upgrade gift', async () => {
    const thb = await member('THB');
    const cny = await member('CNY');
    // VIP 2 is written as 10,000 yuan (1,000,000 fen): 10,000 baht is not enough.
    await bet(thb.userId, 1_000_000, '2026-01-15T10:00:00Z');
    await bet(cny.userId, 1_000_000, '2026-01-15T10:00:00Z');
    await review('2026-01-16', '2026-01-15T16:10:00Z');
    expect(await vipLevelOf(thb.userId)).toBe(1);
    expect(await upgradeGifts(thb.userId)).toEqual([]);
    expect(await vipLevelOf(cny.userId)).toBe(2);
    expect(await upgradeGifts(cny.userId)).toEqual([1_800]);

    // One satang short of 50,000 baht, then reached.
    await bet(thb.userId, 3_999_999, '2026-01-16T10:00:00Z');
    await review('2026-01-17', '2026-01-16T16:10:00Z');
    expect(await vipLevelOf(thb.userId)).toBe(1);
    await bet(thb.userId, 1, '2026-01-17T10:00:00Z');
    await review('2026-01-18', '2026-01-17T16:10:00Z');
    expect(await vipLevelOf(thb.userId)).toBe(2);
    expect(await upgradeGifts(thb.userId)).toEqual([9_000]);
  });

  it('the VIP page shows a THB member the figures ×5, counts and rates as written', async () => {
    const thb = await member('THB');
    const vnd = await member('VND');
    const cny = await member('CNY');
    const levels = async (token?: string) => {
      const answer = await t.call('getVipInfo', {}, token ? { token } : {});
      expect(answer.body.code).toBe(0);
      return (answer.body.vipLevelList as VipLevel[]).find((l) => l.vipLevel === 2)!;
    };
    const written = await levels(cny.token);
    expect(written).toMatchObject({
      validTurnover: 1_000_000,
      relegationProtectionTurnover: 300_000,
      dailyWithdrawalCount: 5,
      dailyWithdrawalLimit: 30_000_000,
      upgradeGift: 1_800,
      birthdayGift: 1_800,
      weeklyRedEnvelope: 800,
    });
    // A guest reads them in a new member's currency (CNY as seeded).
    expect(await levels()).toEqual(written);
    expect(await levels(thb.token)).toEqual({
      ...written,
      validTurnover: 5_000_000,
      relegationProtectionTurnover: 1_500_000,
      dailyWithdrawalLimit: 150_000_000,
      upgradeGift: 9_000,
      birthdayGift: 9_000,
      weeklyRedEnvelope: 4_000,
    });
    // Whole đồng: 35× the fen.
    expect(await levels(vnd.token)).toMatchObject({
      validTurnover: 35_000_000,
      upgradeGift: 63_000,
      dailyWithdrawalCount: 5,
    });
  });
});

// ---- invite ----

/** A friend who registered with the inviter's code. */
async function friendOf(inviter: Player, currency: 'CNY' | 'THB'): Promise<Player> {
  const friend = await member(currency);
  await t.db.query('UPDATE users SET registered_invite_code = $2 WHERE id = $1', [
    friend.userId,
    inviteCodeOf(inviter.userId),
  ]);
  return friend;
}

/** A credited deposit of `amount` minor units (ordered at 500 baht, then as the processor reports). */
async function deposit(player: Player, amount: number) {
  const order = await t.call(
    'createBankCardRemittanceOrder',
    { amount: 50_000, payerName: 'Somchai', idempotencyKey: nextKey() },
    { token: player.token },
  );
  expect(order.body.code).toBe(0);
  const orderNo = order.body.orderNo as string;
  await t.db.query('UPDATE deposit_orders SET amount = $2 WHERE order_no = $1', [orderNo, amount]);
  await approveDeposit(t.db, { orderNo, now: t.clock.now() });
}

async function inviteRewards(userId: number): Promise<[string, number][]> {
  const { rows } = await t.db.query<{ source_ref: string; amount: number }>(
    `SELECT source_ref, amount FROM rewards WHERE user_id = $1 AND source = 'invite' ORDER BY id`,
    [userId],
  );
  return rows.map((r) => [r.source_ref, Number(r.amount)]);
}

describe('invite friends in the members’ currencies', () => {
  it('a THB friend qualifies at 500 baht, and both are paid the rewards ×5 in satang', async () => {
    const inviter = await member('THB');
    const short = await friendOf(inviter, 'THB');
    // 499.99 baht is more than 100 yuan's fen, less than 100 yuan read in baht: never counts.
    await deposit(short, 49_999);
    expect(await inviteRewards(short.userId)).toEqual([]);

    const friend = await friendOf(inviter, 'THB');
    await deposit(friend, 50_000);
    expect(await inviteRewards(friend.userId)).toEqual([[`invitee:${friend.userId}`, 4_500]]);
    expect(await inviteRewards(inviter.userId)).toEqual([[`inviter:${friend.userId}:1`, 4_500]]);
    // Steps at 300 and 500 yuan ×5; the deposit bonus of 168 yuan ×5 at 500 yuan ×5.
    await deposit(friend, 99_999);
    expect(await inviteRewards(inviter.userId)).toHaveLength(1);
    await deposit(friend, 100_001);
    await deposit(friend, 100_000);
    expect(await inviteRewards(inviter.userId)).toEqual([
      [`inviter:${friend.userId}:1`, 4_500],
      [`inviter:${friend.userId}:2`, 5_000],
      [`inviter:${friend.userId}:3`, 4_000],
      [`deposit500:${friend.userId}`, 84_000],
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a CNY inviter of a THB friend is paid in fen as written, the friend in satang', async () => {
    const inviter = await member('CNY');
    const friend = await friendOf(inviter, 'THB');
    await deposit(friend, 50_000);
    expect(await inviteRewards(friend.userId)).toEqual([[`invitee:${friend.userId}`, 4_500]]);
    expect(await inviteRewards(inviter.userId)).toEqual([[`inviter:${friend.userId}:1`, 900]]);
  });

  it('a share of a THB friend’s bets is not paid to a CNY inviter: the rebate closes expired', async () => {
    const inviter = await member('CNY');
    const friend = await friendOf(inviter, 'THB');
    await deposit(friend, 50_000);
    await bet(friend.userId, 100_000, t.clock.now().toISOString());
    const run = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
    await t.db.transaction((tx) =>
      inviteRebateJob.run(tx, { key: 'currency-test', dueAt: run }, { now: run, log: quiet }),
    );
    const { rows } = await t.db.query<{ closed_state: string | null; paid: number }>(
      'SELECT closed_state, paid FROM invite_rebates WHERE friend_id = $1',
      [friend.userId],
    );
    expect(rows).toEqual([{ closed_state: 'expired', paid: 0 }]);
    expect(await inviteRewards(inviter.userId)).toEqual([[`inviter:${friend.userId}:1`, 900]]);
  });

  it('a CNY friend of a CNY inviter is paid as written', async () => {
    const inviter = await member('CNY');
    const friend = await friendOf(inviter, 'CNY');
    await deposit(friend, 10_000);
    expect(await inviteRewards(friend.userId)).toEqual([[`invitee:${friend.userId}`, 900]]);
    expect(await inviteRewards(inviter.userId)).toEqual([[`inviter:${friend.userId}:1`, 900]]);
  });

  it('the programme’s answers show a THB member the amounts ×5, rates and days as written', async () => {
    const thb = await member('THB');
    const cny = await member('CNY');
    const base = async (token: string) => (await t.call('inviterBaseConfig', {}, { token })).body;
    const prizes = async (token: string) =>
      (await t.call('inviterPrizeConfigList', {}, { token })).body
        .prizeConfigList as PayloadOf<'inviterPrizeConfigList'>['prizeConfigList'];
    const written = {
      inviteeReward: 900,
      maxInviterRewardPerFriend: 2_700,
      minFriendDeposit: 10_000,
      rebateRateBp: 13,
      rebateDaysAfterRegistration: 30,
      rebateCountdownDeposit: 10_000,
      rebateValidDays: 7,
      cumulativeDepositBonusThreshold: 50_000,
      cumulativeDepositBonus: 16_800,
    };
    expect(await base(cny.token)).toMatchObject(written);
    expect(await base(thb.token)).toMatchObject({
      ...written,
      inviteeReward: 4_500,
      maxInviterRewardPerFriend: 13_500,
      minFriendDeposit: 50_000,
      rebateCountdownDeposit: 50_000,
      cumulativeDepositBonusThreshold: 250_000,
      cumulativeDepositBonus: 84_000,
    });
    expect(await prizes(thb.token)).toEqual([
      { sequence: 1, inviterReward: 4_500, inviteeReward: 4_500, minFirstDeposit: 50_000 },
      { sequence: 2, inviterReward: 5_000, inviteeReward: 0, minFirstDeposit: 150_000 },
      { sequence: 3, inviterReward: 4_000, inviteeReward: 0, minFirstDeposit: 250_000 },
    ]);
    expect((await prizes(cny.token))[1]).toEqual({
      sequence: 2,
      inviterReward: 1_000,
      inviteeReward: 0,
      minFirstDeposit: 30_000,
    });
  });
});

// ---- offers ----

/** 50% of the transfer, at least 100 yuan moved, at most 200 yuan of bonus (as written, in fen). */
const OFFER = testOffer({ id: 9301, kind: 'limitedTime', sort: 931 });

async function funded(currency: 'CNY' | 'THB', amount: number): Promise<Player> {
  const p = await member(currency);
  if (amount > 0) await creditCentralWallet(t.db, { userId: p.userId, amount, reason: 'test' });
  return p;
}

function apply(token: string, amount: number) {
  return t.call(
    'applyActivity',
    { activityId: OFFER.id, platCode: 'STSLOT', amount, idempotencyKey: nextKey() },
    { token, lang: EN },
  );
}

async function state(token: string) {
  const answer = await t.call('queryActivityStates', {}, { token });
  return (answer.body.stateList as { activityId: number; reason: string | null }[]).find(
    (s) => s.activityId === OFFER.id,
  );
}

describe('offers in the member’s currency', () => {
  it('a THB member’s minimum transfer and bonus cap are ×5, the ratio as written', async () => {
    await putOffers(t.db, [OFFER]);
    const short = await funded('THB', 49_999);
    expect(await state(short.token)).toMatchObject({ reason: 'balanceBelowMinimum' });
    const thb = await funded('THB', 500_000);
    expect(await state(thb.token)).toMatchObject({ reason: null });
    // Refused by the offer's rule: one satang short of 100 yuan ×5.
    expect((await apply(thb.token, 49_999)).body.code).toBe(1000);
    // 50% of 300,000 satang is 150,000, capped at 200 yuan ×5.
    const applied = await apply(thb.token, 300_000);
    expect(applied.body).toMatchObject({
      code: 0,
      application: { transferAmount: 300_000, amount: 100_000, requiredTurnover: 4_800_000 },
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a CNY member’s minimum and cap are as written', async () => {
    await putOffers(t.db, [OFFER]);
    const cny = await funded('CNY', 500_000);
    expect((await apply(cny.token, 9_999)).body.code).toBe(1000);
    const applied = await apply(cny.token, 300_000);
    expect(applied.body).toMatchObject({ code: 0, application: { amount: 20_000 } });
  });

  it('the offer’s details show a THB member the terms ×5, a guest as written', async () => {
    await putOffers(t.db, [
      OFFER,
      testOffer({
        id: 9302,
        kind: 'vipOffer',
        sort: 932,
        termsByVipLevel: [
          {
            vipLevel: 1,
            minTransfer: 5_000,
            bonusRatioBp: 1_000,
            maxBonus: 8_000,
            turnoverMultiple: 5,
          },
        ],
      }),
    ]);
    const thb = await member('THB');
    const terms = async (id: number, token?: string) =>
      (
        (await t.call('getActivityDetail', { id }, token ? { token } : {})).body
          .activity as ActivityDetail
      ).terms;
    expect(await terms(OFFER.id)).toMatchObject({
      minTransfer: 10_000,
      bonusRatioBp: 5_000,
      maxBonus: 20_000,
      turnoverMultiple: 12,
    });
    expect(await terms(OFFER.id, thb.token)).toMatchObject({
      minTransfer: 50_000,
      bonusRatioBp: 5_000,
      maxBonus: 100_000,
      turnoverMultiple: 12,
    });
    expect((await terms(9302, thb.token)).termsByVipLevel).toEqual([
      {
        vipLevel: 1,
        minTransfer: 25_000,
        bonusRatioBp: 1_000,
        maxBonus: 40_000,
        turnoverMultiple: 5,
      },
    ]);
  });
});

// ---- welfare ----

describe('welfare money in the member’s currency', () => {
  it('an operator’s grant written in fen reaches a THB member ×5, a CNY member as written', async () => {
    const now = t.clock.now();
    const thb = await member('THB');
    const cny = await member('CNY');
    const grant = (username: string) =>
      grantWelfareByOperator(
        t.db,
        { type: 'virtual', username, amount: 1_000, count: 1 },
        'ops',
        now,
      );
    await grant(thb.username);
    await grant(cny.username);
    const amounts = async (userId: number) => {
      const { rows } = await t.db.query<{ amount: number }>(
        'SELECT amount FROM welfare_items WHERE user_id = $1',
        [userId],
      );
      return rows.map((r) => Number(r.amount));
    };
    expect(await amounts(thb.userId)).toEqual([THB * 1_000]);
    expect(await amounts(cny.userId)).toEqual([1_000]);
  });
});
