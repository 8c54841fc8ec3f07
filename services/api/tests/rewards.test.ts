import { describe, expect, it } from 'vitest';
import type { Translated } from '../src/core/text/translated';
import {
  houseAccountId,
  houseBalance,
  playerAccountId,
  playerWalletBalances,
} from '../src/core/ledger/accounts';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { postTransfer } from '../src/core/ledger/postTransfer';
import {
  grantBonus,
  recordPendingReward,
  settleReward,
  type RewardGrant,
} from '../src/modules/promotions/rewards/rewards';
import { useTestApp } from './support/testApp';

/**
 * The reward record (docs/product-rules.md#rewards): the one bonus path (grantBonus) posts once per
 * source and reference from the house bonus account, and the record lists money bonuses and prizes.
 */
const t = useTestApp();
const EN = 3;
const ZH = 1;

function title(en: string, zh: string): Translated {
  return { zh, hk: zh, en, th: en, vn: en, pg: en, fp: en, md: en };
}

const grant = (g: Omit<RewardGrant, 'now' | 'into'> & { into?: RewardGrant['into'] }) =>
  t.db.transaction((tx) => grantBonus(tx, { into: 'central', now: t.clock.now(), ...g }));

function houseBonus(): Promise<number> {
  return houseBalance(t.db, 'house_bonus');
}

type Page = {
  list: { id: number; source: string; title: string; amount: number; status: string }[];
  total: number;
  paidTotal: number;
  pageNum: number;
  pageSize: number;
};
async function page(token: string, input: Record<string, unknown>, lang = EN): Promise<Page> {
  const answer = await t.call('queryRewardRecordList', input, { token, lang });
  expect(answer.body.code).toBe(0);
  return answer.body as unknown as Page;
}

describe('grantBonus', () => {
  it('posts once per source and reference, from the house bonus account, into the wallet named', async () => {
    const p = await t.registerPlayer();
    const first = await grant({
      userId: p.userId,
      source: 'offer',
      sourceRef: 'application-1',
      title: title('First deposit bonus', '首存彩金'),
      amount: 2_000,
    });
    const again = await grant({
      userId: p.userId,
      source: 'offer',
      sourceRef: 'application-1',
      title: title('First deposit bonus', '首存彩金'),
      amount: 2_000,
    });
    expect(first.fresh).toBe(true);
    expect(again).toEqual({ rewardId: first.rewardId, fresh: false });

    // The same reference under another source is another bonus.
    await grant({
      userId: p.userId,
      source: 'welfare',
      sourceRef: 'application-1',
      title: title('Welfare bonus', '福利彩金'),
      amount: 500,
      into: 'welfare',
    });

    expect(await playerWalletBalances(t.db, p.userId)).toEqual({
      central: 2_000,
      lock: 0,
      welfare: 500,
    });
    expect(await houseBonus()).toBe(-2_500);
    const { rows } = await t.db.query<{ idempotency_key: string; kind: string }>(
      'SELECT idempotency_key, kind FROM ledger_transfers ORDER BY id',
    );
    expect(rows).toEqual([
      { idempotency_key: 'reward:offer:application-1', kind: 'bonus' },
      { idempotency_key: 'reward:welfare:application-1', kind: 'bonus' },
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('two concurrent grants of one source and reference post once', async () => {
    const p = await t.registerPlayer();
    const g = {
      userId: p.userId,
      source: 'vipUpgrade' as const,
      sourceRef: 'vip-2',
      title: title('VIP 2 upgrade gift', 'VIP2 晋级礼金'),
      amount: 1_800,
    };
    const results = await Promise.all([grant(g), grant(g), grant(g)]);
    expect(results.filter((r) => r.fresh)).toHaveLength(1);
    expect((await playerWalletBalances(t.db, p.userId)).central).toBe(1_800);
    expect(await houseBonus()).toBe(-1_800);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a rebate is paid from the house rebate account, every other source from the house bonus account', async () => {
    const p = await t.registerPlayer();
    await grant({
      userId: p.userId,
      source: 'rebate',
      sourceRef: `${p.userId}:2026-01-15:claim`,
      title: title('Rebate 2026-01-15', '返水 2026-01-15'),
      amount: 1_234,
    });
    await grant({
      userId: p.userId,
      source: 'invite',
      sourceRef: 'friend-1',
      title: title('Invite reward', '邀请奖励'),
      amount: 900,
    });
    expect(await houseBalance(t.db, 'house_bonus')).toBe(-900);
    expect(await houseBalance(t.db, 'house_rebate')).toBe(-1_234);
    expect((await playerWalletBalances(t.db, p.userId)).central).toBe(2_134);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a prize records a line and moves no money', async () => {
    const p = await t.registerPlayer();
    await grant({
      userId: p.userId,
      source: 'prize',
      sourceRef: 'item-9',
      title: title('Gift box', '礼盒'),
      amount: 0,
      into: 'welfare',
    });
    const { rows } = await t.db.query('SELECT 1 FROM ledger_transfers');
    expect(rows).toHaveLength(0);
    expect((await page(p.token, { list: 'prizes' })).list).toMatchObject([
      { source: 'prize', title: 'Gift box', amount: 0, status: 'paid' },
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('the reward record (queryRewardRecordList)', () => {
  it('lists newest first by list and source, a page at a time, in the request language, with the paid total', async () => {
    const p = await t.registerPlayer();
    const other = await t.registerPlayer();
    const at = (minutes: number) => t.clock.set(new Date(Date.UTC(2026, 0, 15, 4, minutes)));

    at(1);
    await grant({
      userId: p.userId,
      source: 'offer',
      sourceRef: 'a-1',
      title: title('First deposit bonus', '首存彩金'),
      amount: 2_000,
    });
    at(2);
    await grant({
      userId: p.userId,
      source: 'welfare',
      sourceRef: 'w-1',
      title: title('Welfare bonus', '福利彩金'),
      amount: 500,
      into: 'welfare',
    });
    at(3);
    // An offer bonus whose venue transfer has not been answered yet, then one the venue refused.
    const deposit = await t.db.transaction(async (tx) =>
      postTransfer(tx, {
        idempotencyKey: 'test-transfer-1',
        kind: 'deposit',
        legs: [
          { accountId: await houseAccountId(tx, 'house_deposit'), amount: -100 },
          { accountId: await playerAccountId(tx, p.userId, 'central'), amount: 100 },
        ],
      }),
    );
    await t.db.transaction((tx) =>
      recordPendingReward(tx, {
        userId: p.userId,
        source: 'offer',
        sourceRef: 'a-2',
        title: title('Daily reload bonus', '每日续存彩金'),
        amount: 3_000,
        now: t.clock.now(),
        ledgerTransferId: deposit.transferId,
      }),
    );
    at(4);
    await t.db.transaction((tx) =>
      recordPendingReward(tx, {
        userId: p.userId,
        source: 'offer',
        sourceRef: 'a-3',
        title: title('Sports bonus', '体育彩金'),
        amount: 7_000,
        now: t.clock.now(),
        ledgerTransferId: deposit.transferId,
      }),
    );
    expect(
      await t.db.transaction((tx) =>
        settleReward(tx, {
          source: 'offer',
          sourceRef: 'a-3',
          status: 'rejected',
          now: t.clock.now(),
        }),
      ),
    ).toBe(true);
    at(5);
    await grant({
      userId: p.userId,
      source: 'prize',
      sourceRef: 'item-1',
      title: title('Gift box', '礼盒'),
      amount: 0,
    });
    await grant({
      userId: other.userId,
      source: 'offer',
      sourceRef: 'a-other',
      title: title('First deposit bonus', '首存彩金'),
      amount: 9_900,
    });
    t.clock.set(new Date(Date.UTC(2026, 0, 15, 4, 10)));

    const all = await page(p.token, {});
    expect(all).toMatchObject({ total: 4, paidTotal: 2_500, pageNum: 1, pageSize: 20 });
    expect(all.list.map((r) => [r.source, r.title, r.amount, r.status])).toEqual([
      ['offer', 'Sports bonus', 7_000, 'rejected'],
      ['offer', 'Daily reload bonus', 3_000, 'pending'],
      ['welfare', 'Welfare bonus', 500, 'paid'],
      ['offer', 'First deposit bonus', 2_000, 'paid'],
    ]);
    expect((await page(p.token, {}, ZH)).list.map((r) => r.title)).toEqual([
      '体育彩金',
      '每日续存彩金',
      '福利彩金',
      '首存彩金',
    ]);

    const second = await page(p.token, { pageSize: 3, pageNum: 2 });
    expect(second).toMatchObject({ total: 4, paidTotal: 2_500, pageNum: 2, pageSize: 3 });
    expect(second.list.map((r) => r.title)).toEqual(['First deposit bonus']);

    const offers = await page(p.token, { source: 'offer' });
    expect(offers).toMatchObject({ total: 3, paidTotal: 2_000 });
    const welfare = await page(p.token, { source: 'welfare' });
    expect(welfare).toMatchObject({ total: 1, paidTotal: 500 });

    const prizes = await page(p.token, { list: 'prizes' });
    expect(prizes).toMatchObject({
      total: 1,
      paidTotal: 0,
      list: [{ source: 'prize', title: 'Gift box', amount: 0, status: 'paid' }],
    });
    expect((await page(p.token, { list: 'prizes' }, ZH)).list.map((r) => r.title)).toEqual([
      '礼盒',
    ]);

    expect(await page(other.token, {})).toMatchObject({ total: 1, paidTotal: 9_900 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await t.call('queryRewardRecordList', {})).body.code).toBe(401);
  });
});
