import { describe, expect, it } from 'vitest';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { houseBalance, playerWalletBalances } from '../src/core/ledger/accounts';
import { EN } from './support/messagePlayer';
import { useTestApp } from './support/testApp';

/**
 * The welfare centre (docs/product-rules.md#welfare): items granted by an operator (the dev route
 * of `pnpm ops welfare:grant`), claimed once into the welfare wallet through the reward record,
 * and the welfare wallet moved to the central wallet.
 */
const t = useTestApp();
const ZH = 1;

interface Grant {
  username: string;
  type?: 'virtual' | 'inKind';
  amount?: number;
  title?: string;
  count?: number;
  grantKey?: string;
}

async function grant(body: Grant): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/__dev/welfare/grant',
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }).id;
}

async function player() {
  const p = await t.registerPlayer();
  await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [p.userId, EN]);
  return p;
}

const claim = (token: string, id: number, lang = EN) =>
  t.call('receiveWelfare', { id }, { token, lang });

async function rewards(token: string, list: 'rewards' | 'prizes') {
  const answer = await t.call('queryRewardRecordList', { list }, { token, lang: EN });
  expect(answer.body.code).toBe(0);
  return answer.body as unknown as {
    list: { source: string; title: string; amount: number; status: string }[];
    total: number;
    paidTotal: number;
  };
}

/** The number of ledger postings that credited this player's welfare wallet. */
async function welfarePostings(userId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.owner_user_id = $1 AND a.kind = 'welfare' AND e.amount > 0`,
    [userId],
  );
  return rows[0]!.n;
}

describe('granting', () => {
  it('lists the item as claimable for 3 days, counts it and tells the player', async () => {
    t.clock.set('2026-11-24T04:00:00Z');
    const p = await player();
    const id = await grant({ username: p.username, amount: 8_800 });

    const page = await t.call('queryWelfareCenterList', {}, { token: p.token, lang: EN });
    expect(page.body).toMatchObject({
      code: 0,
      total: 1,
      list: [
        {
          id,
          title: 'Welfare bonus',
          type: 'virtual',
          status: 'claimable',
          count: 1,
          amount: 8_800,
          createdAt: '2026-11-24T04:00:00.000Z',
          expiresAt: '2026-11-27T04:00:00.000Z',
          claimedAt: null,
        },
      ],
    });
    const zh = await t.call('queryWelfareCenterList', {}, { token: p.token, lang: ZH });
    expect(zh.body.list).toMatchObject([{ title: '福利红利' }]);
    expect((await t.call('queryWelfareCenterTotal', {}, { token: p.token })).body).toMatchObject({
      claimableCount: 1,
      claimableAmount: 8_800,
      claimedAmount: 0,
    });

    const messages = await t.call(
      'messageList',
      { category: 'activity' },
      { token: p.token, lang: EN },
    );
    expect(messages.body.list).toMatchObject([{ title: 'A welfare item has arrived' }]);
    const detail = await t.call(
      'getMessage',
      { id: (messages.body.list as { id: number }[])[0]!.id },
      { token: p.token, lang: EN },
    );
    expect(detail.body.message).toMatchObject({
      content:
        'A welfare item has arrived: Welfare bonus. Claim it in the welfare centre within 3 days (by 2026-11-27 12:00 (GMT+8)).',
    });
  });

  it('grants once per grant key', async () => {
    const p = await player();
    const first = await grant({ username: p.username, amount: 500, grantKey: 'weekly-1' });
    const again = await grant({ username: p.username, amount: 500, grantKey: 'weekly-1' });
    expect(again).toBe(first);
    const page = await t.call('queryWelfareCenterList', {}, { token: p.token });
    expect(page.body.total).toBe(1);
    const { rows } = await t.db.query(
      "SELECT 1 FROM messages WHERE user_id = $1 AND title_key = 'welfareArrived.title'",
      [p.userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('lists newest first, a page at a time, and by status', async () => {
    const p = await player();
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) {
      ids.push(await grant({ username: p.username, amount: i * 100 }));
      t.clock.advance(1_000);
    }
    expect((await claim(p.token, ids[0]!)).body.code).toBe(0);

    const first = await t.call('queryWelfareCenterList', { pageSize: 2 }, { token: p.token });
    expect(first.body).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect((first.body.list as { id: number }[]).map((i) => i.id)).toEqual([ids[2], ids[1]]);
    const second = await t.call(
      'queryWelfareCenterList',
      { pageSize: 2, pageNum: 2 },
      { token: p.token },
    );
    expect((second.body.list as { id: number }[]).map((i) => i.id)).toEqual([ids[0]]);
    const claimed = await t.call(
      'queryWelfareCenterList',
      { status: 'claimed' },
      { token: p.token },
    );
    expect(claimed.body).toMatchObject({ total: 1, list: [{ id: ids[0], status: 'claimed' }] });
    const claimable = await t.call(
      'queryWelfareCenterList',
      { status: 'claimable' },
      { token: p.token },
    );
    expect((claimable.body.list as { id: number }[]).map((i) => i.id)).toEqual([ids[2], ids[1]]);
  });
});

describe('claiming', () => {
  it('pays once into the welfare wallet, shows in the reward record, and refuses a second claim', async () => {
    const p = await player();
    const id = await grant({ username: p.username, amount: 8_800 });
    t.clock.advance(60_000);

    const answer = await claim(p.token, id);
    expect(answer.body).toMatchObject({
      code: 0,
      welfareItem: { id, status: 'claimed', amount: 8_800, claimedAt: t.clock.now().toISOString() },
    });
    expect(await playerWalletBalances(t.db, p.userId)).toEqual({
      central: 0,
      lock: 0,
      welfare: 8_800,
    });
    expect(await rewards(p.token, 'rewards')).toMatchObject({
      total: 1,
      paidTotal: 8_800,
      list: [{ source: 'welfare', title: 'Welfare bonus', amount: 8_800, status: 'paid' }],
    });
    expect((await t.call('queryWelfareCenterTotal', {}, { token: p.token })).body).toMatchObject({
      claimableCount: 0,
      claimableAmount: 0,
      claimedAmount: 8_800,
    });

    const again = await claim(p.token, id);
    expect(again.body).toMatchObject({ code: 1000, msg: 'Already claimed' });
    expect((await claim(p.token, id, ZH)).body).toMatchObject({ code: 1000, msg: '已领取' });
    expect(await welfarePostings(p.userId)).toBe(1);
    expect((await playerWalletBalances(t.db, p.userId)).welfare).toBe(8_800);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('50 concurrent claims of one item: one posting, one reward, 49 refusals', async () => {
    const p = await player();
    const id = await grant({ username: p.username, amount: 1_234 });

    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(p.token, id)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === 'Already claimed')).toHaveLength(49);

    expect(await welfarePostings(p.userId)).toBe(1);
    const { rows } = await t.db.query('SELECT 1 FROM rewards WHERE user_id = $1', [p.userId]);
    expect(rows).toHaveLength(1);
    expect((await playerWalletBalances(t.db, p.userId)).welfare).toBe(1_234);
    expect(await houseBalance(t.db, 'house_bonus')).toBe(-1_234);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('an item in kind becomes a prize in the prizes list and moves no money', async () => {
    const p = await player();
    const id = await grant({ username: p.username, type: 'inKind', title: 'iPhone 17', count: 2 });

    const answer = await claim(p.token, id);
    expect(answer.body).toMatchObject({
      code: 0,
      welfareItem: { id, type: 'inKind', title: 'iPhone 17', count: 2, amount: 0 },
    });
    expect(await rewards(p.token, 'prizes')).toMatchObject({
      total: 1,
      list: [{ source: 'prize', title: 'iPhone 17 ×2', amount: 0, status: 'paid' }],
    });
    expect((await rewards(p.token, 'rewards')).total).toBe(0);
    expect(await playerWalletBalances(t.db, p.userId)).toEqual({
      central: 0,
      lock: 0,
      welfare: 0,
    });
    const { rows } = await t.db.query('SELECT 1 FROM ledger_transfers');
    expect(rows).toHaveLength(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it("reads another player's item as not found and leaves it claimable", async () => {
    const owner = await player();
    const other = await player();
    const id = await grant({ username: owner.username, amount: 500 });

    const answer = await claim(other.token, id);
    expect(answer.body).toMatchObject({ code: 404 });
    expect((await claim(other.token, 999_999)).body).toMatchObject({ code: 404 });
    const list = await t.call('queryWelfareCenterList', {}, { token: other.token });
    expect(list.body.total).toBe(0);
    expect((await claim(owner.token, id)).body.code).toBe(0);
    expect((await playerWalletBalances(t.db, other.userId)).welfare).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('moving the welfare wallet to the central wallet', () => {
  const move = (token: string, idempotencyKey: string, lang = EN) =>
    t.call('moveWelfareToCentral', { idempotencyKey }, { token, lang });

  it('moves the whole balance once; a retry with the same key moves nothing more', async () => {
    const p = await player();
    for (const amount of [8_800, 1_200])
      expect((await claim(p.token, await grant({ username: p.username, amount }))).body.code).toBe(
        0,
      );

    const first = await move(p.token, 'move-key-0001');
    expect(first.body).toMatchObject({
      code: 0,
      moved: 10_000,
      userBalanceMap: { centralWallet: 10_000, welfareWallet: 0, total: 10_000 },
    });
    const retry = await move(p.token, 'move-key-0001');
    expect(retry.body).toMatchObject({
      code: 0,
      moved: 10_000,
      userBalanceMap: { centralWallet: 10_000, welfareWallet: 0 },
    });
    const { rows } = await t.db.query(
      "SELECT 1 FROM ledger_transfers WHERE kind = 'walletTransfer' AND metadata->>'from' = 'welfare'",
    );
    expect(rows).toHaveLength(1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses an empty welfare wallet in the request language', async () => {
    const p = await player();
    expect((await move(p.token, 'move-key-0002')).body).toMatchObject({
      code: 1000,
      msg: 'The welfare centre balance is 0: there is nothing to move to the central wallet',
    });
    // After a move, a new key finds nothing left.
    await claim(p.token, await grant({ username: p.username, amount: 300 }));
    expect((await move(p.token, 'move-key-0003')).body).toMatchObject({ code: 0, moved: 300 });
    expect((await move(p.token, 'move-key-0004', ZH)).body).toMatchObject({
      code: 1000,
      msg: '福利中心余额为 0，没有可转入中心钱包的金额',
    });
    expect(await playerWalletBalances(t.db, p.userId)).toEqual({
      central: 300,
      lock: 0,
      welfare: 0,
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
