import { beforeEach, describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { addLockTurnover } from '../src/core/venues/venueLock';
import { turnoverStatus } from '../src/modules/wallet/withdrawals/quota';
import { putOffers, testOffer } from './support/offerFixtures';
import { useTestApp } from './support/testApp';

/**
 * One offer application end to end, as the money pages see it: the venue locks until
 * (transfer + bonus) × 12 (docs/product-rules.md#venue-lock), the locked venue is the lock wallet
 * (docs/product-rules.md#transfers), the bonus needs 1× turnover before a withdrawal
 * (docs/product-rules.md#withdrawals), and the record shows the transfer and the bonus
 * (docs/product-rules.md#transaction-records).
 */
const t = useTestApp();
const EN = 3;
const OFFER = testOffer({ id: 9201, kind: 'limitedTime', sort: 921 });
/** An offer of another multiple, as the VIP offer at its level (10). */
const TENFOLD = testOffer({ id: 9202, kind: 'limitedTime', sort: 922, turnoverMultiple: 10 });

beforeEach(async () => {
  await putOffers(t.db, [OFFER, TENFOLD]);
});

async function appliedPlayer() {
  const p = await t.registerPlayer();
  await creditCentralWallet(t.db, {
    userId: p.userId,
    amount: 20_000,
    reason: 'test',
    at: t.clock.now(),
  });
  t.clock.advance(1_000);
  const applied = await t.call(
    'applyActivity',
    { activityId: OFFER.id, platCode: 'STSLOT', amount: 10_000, idempotencyKey: 'lock-apply-01' },
    { token: p.token, lang: EN },
  );
  expect(applied.body).toMatchObject({ code: 0, application: { status: 'approved' } });
  return p;
}

describe('an offer application, as the money pages see it', () => {
  it('locks the venue as the lock wallet, counted once in the total, until 12× turnover', async () => {
    const p = await appliedPlayer();
    const info = await t.call('getUserTransInfo', {}, { token: p.token });
    expect(info.body.userBalanceMap).toEqual({
      centralWallet: 10_000,
      lockWallet: 15_000,
      welfareWallet: 0,
      total: 25_000,
      unknownVenues: [],
    });
    expect(info.body.venueLockList).toMatchObject([
      { platCode: 'STSLOT', lockedAmount: 15_000, requiredTurnover: 180_000, completedTurnover: 0 },
    ]);
    const out = () =>
      t.call(
        'convertMoney',
        {
          platCode: 'STSLOT',
          direction: 'toCentral',
          amount: 15_000,
          idempotencyKey: 'lock-out-01',
        },
        { token: p.token, lang: EN },
      );
    expect((await out()).body.code).not.toBe(0);

    await t.db.transaction((tx) =>
      addLockTurnover(tx, {
        userId: p.userId,
        platCode: 'STSLOT',
        validTurnover: 180_000,
        betTime: t.clock.now(),
      }),
    );
    expect((await out()).body).toMatchObject({
      code: 0,
      userBalanceMap: { centralWallet: 25_000, lockWallet: 0, total: 25_000 },
    });
    const { rows } = await t.db.query<{ title: string }>(
      "SELECT title FROM messages WHERE user_id = $1 AND title_key = 'venueUnlocked.title'",
      [p.userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('adds its bonus to the turnover a withdrawal needs, and records the transfer and the bonus', async () => {
    const p = await appliedPlayer();
    expect(await turnoverStatus(t.db, p.userId)).toEqual({ required: 5_000, completed: 0 });

    const answer = await t.call('queryTransactionRecordList', {}, { token: p.token, lang: EN });
    const list = answer.body.list as {
      orderNo: string;
      type: string;
      mode: string;
      amount: number;
    }[];
    expect(list.map((r) => [r.type, r.mode, r.amount])).toEqual([
      ['bonus', 'income', 5_000],
      ['transfer', 'expense', 10_000],
      ['adjustment', 'income', 20_000],
    ]);
    expect(list[0]!.orderNo).toBe(`${list[1]!.orderNo}-B`);
  });

  it("keeps each lock's own multiple: a 12× offer and a 10× offer on two venues read 12 and 10", async () => {
    const p = await appliedPlayer();
    await creditCentralWallet(t.db, {
      userId: p.userId,
      amount: 10_000,
      reason: 'test',
      at: t.clock.now(),
    });
    // Later than the first lock, so the list (oldest first) has a fixed order.
    t.clock.advance(1_000);
    const applied = await t.call(
      'applyActivity',
      {
        activityId: TENFOLD.id,
        platCode: 'STLIVE',
        amount: 10_000,
        idempotencyKey: 'lock-apply-02',
      },
      { token: p.token, lang: EN },
    );
    expect(applied.body).toMatchObject({ code: 0, application: { status: 'approved' } });

    const info = await t.call('getUserTransInfo', {}, { token: p.token });
    expect(info.body.venueLockList).toMatchObject([
      { platCode: 'STSLOT', turnoverMultiple: 12, requiredTurnover: 15_000 * 12 },
      { platCode: 'STLIVE', turnoverMultiple: 10, requiredTurnover: 15_000 * 10 },
    ]);
  });
});
