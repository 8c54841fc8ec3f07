import { describe, expect, it, vi, beforeEach } from 'vitest';
import { convertToAgent } from '../src/modules/account/agent/convertToAgent';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { houseBalance } from '../src/core/ledger/accounts';
import type { VenueSimulator } from '../src/core/venues/simulator';
import { playerRefOf } from '../src/core/venues/provider';
import { repairVenueTransfers } from '../src/core/venues/venueTransfers';
import { releaseVenueLockIfAllowed } from '../src/core/venues/venueLock';
import { putOffers, testOffer, words } from './support/offerFixtures';
import { useTestApp } from './support/testApp';

/**
 * Offers (docs/product-rules.md#offers): guests read them; a member's application moves their
 * transfer and the bonus into a venue in one three-leg two-phase transfer, locks the venue, and is
 * approved when the venue answers, once per player or once per business day.
 */
const t = useTestApp();
const ZH = 1;
const EN = 3;
const YUAN = 100;
const DAY = 24 * 60 * 60_000;
const simulator = () => t.app.venues as VenueSimulator;

const FIRST = testOffer({
  id: 9001,
  kind: 'firstDeposit',
  classification: 'newMemberFirstDeposit',
  sort: 901,
  timeLimitHours: 72,
  title: words('First deposit 50%', '首存送50%'),
  content: words(
    '<h3>Rules</h3><p onclick="x()">Apply within 72 hours.</p><script>alert(1)</script>',
    '<h3>规则</h3><p>首存后72小时内申请。</p><script>alert(1)</script>',
  ),
});
const DAILY = testOffer({
  id: 9002,
  kind: 'dailyDeposit',
  classification: 'daily',
  sort: 902,
  frequency: 'daily',
  minTransfer: 5_000,
  bonusRatioBp: 1_000,
  maxBonus: 5_000,
  platCodes: ['STSLOT', 'STLIVE', 'STCHESS'],
});
const VIP = testOffer({
  id: 9003,
  kind: 'vipOffer',
  classification: 'vipPrivileges',
  sort: 903,
  minVipLevel: 3,
  platCodes: ['STSPORT'],
  termsByVipLevel: [
    {
      vipLevel: 3,
      minTransfer: 10_000,
      bonusRatioBp: 2_000,
      maxBonus: 10_000,
      turnoverMultiple: 10,
    },
  ],
});
const SPORTS = testOffer({
  id: 9004,
  kind: 'sportsBonus',
  classification: 'sports',
  sort: 904,
  bonusRatioBp: 3_000,
  maxBonus: 50_000,
  platCodes: ['STSPORT', 'STSLOT'],
});
// The test clock starts at 2026-01-15 12:00 business time.
const ENDED_RECENTLY = testOffer({
  id: 9005,
  kind: 'limitedTime',
  sort: 905,
  startsAt: '2025-12-01T00:00:00Z',
  endsAt: '2026-01-05T00:00:00Z',
});
const ENDED_LONG_AGO = testOffer({
  id: 9006,
  kind: 'limitedTime',
  sort: 906,
  startsAt: '2025-11-01T00:00:00Z',
  endsAt: '2025-12-10T00:00:00Z',
});
const NOT_STARTED = testOffer({
  id: 9007,
  kind: 'limitedTime',
  sort: 907,
  startsAt: '2026-01-20T00:00:00Z',
});
const OFFERS = [FIRST, DAILY, VIP, SPORTS, ENDED_RECENTLY, ENDED_LONG_AGO, NOT_STARTED];

beforeEach(async () => {
  await putOffers(t.db, OFFERS);
});

let keys = 0;
const nextKey = () => `offer-test-${String(++keys).padStart(6, '0')}`;

/** A player whose deposit of `amount` fen was credited now. */
async function depositedPlayer(amount = 1_000 * YUAN) {
  const p = await t.registerPlayer();
  await deposit(p.token, amount);
  return p;
}

async function deposit(token: string, amount: number) {
  const order = await t.call(
    'createBankCardRemittanceOrder',
    { amount, payerName: 'Li Lei', idempotencyKey: nextKey() },
    { token },
  );
  expect(order.body.code).toBe(0);
  await approveDeposit(t.db, { orderNo: order.body.orderNo as string, now: t.clock.now() });
}

function apply(
  token: string,
  input: { activityId: number; platCode?: string; amount?: number },
  idempotencyKey = nextKey(),
) {
  return t.call('applyActivity', { ...input, idempotencyKey }, { token, lang: EN });
}

async function books(p: { token: string; userId: number }, platCode: string) {
  const info = await t.call('getUserTransInfo', {}, { token: p.token });
  const venue = await t.call('getUserPlatBalance', { platCode }, { token: p.token });
  const { rows } = await t.db.query<{ held: number }>(
    'SELECT coalesce(sum(held), 0)::bigint AS held FROM ledger_accounts WHERE owner_user_id = $1',
    [p.userId],
  );
  return {
    central: (info.body.userBalanceMap as { centralWallet: number }).centralWallet,
    venue: venue.body.balance as number,
    provider: await simulator().balance(platCode, playerRefOf(p.userId)),
    houseBonus: await houseBalance(t.db, 'house_bonus'),
    held: Number(rows[0]!.held),
  };
}

async function openLocks(userId: number) {
  const { rows } = await t.db.query<{ plat_code: string; required_turnover: number }>(
    `SELECT plat_code, required_turnover FROM venue_locks
     WHERE user_id = $1 AND released_at IS NULL ORDER BY plat_code`,
    [userId],
  );
  return rows.map((r) => [r.plat_code, Number(r.required_turnover)]);
}

async function rewards(userId: number) {
  const { rows } = await t.db.query<{ amount: number; status: string }>(
    'SELECT amount, status FROM rewards WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => [Number(r.amount), r.status]);
}

async function messageKeys(userId: number) {
  const { rows } = await t.db.query<{ title_key: string }>(
    "SELECT title_key FROM messages WHERE user_id = $1 AND category = 'activity' ORDER BY id",
    [userId],
  );
  return rows.map((r) => r.title_key);
}

const mine = <T extends { id: number }>(list: T[]) => list.filter((o) => o.id >= 9001);

describe('reading offers (guests)', () => {
  it('lists the tabs and the offers in the request language, ended ones for 30 days', async () => {
    const tabs = await t.call('getActivityClassification', {}, { lang: ZH });
    expect(tabs.body.classificationList).toHaveLength(6);
    expect(tabs.body.classificationList).toContainEqual({
      classification: 'newMemberFirstDeposit',
      name: '新人首存',
      sort: 2,
    });
    const en = await t.call('getActivityClassification', {}, { lang: EN });
    expect(en.body.classificationList).toContainEqual({
      classification: 'vipPrivileges',
      name: 'VIP privileges',
      sort: 6,
    });

    const list = await t.call('activityList', { pageSize: 100 }, { lang: ZH });
    expect(list.body.code).toBe(0);
    const offers = mine(list.body.list as { id: number; title: string; periodState: string }[]);
    expect(offers.map((o) => [o.id, o.periodState])).toEqual([
      [9001, 'open'],
      [9002, 'open'],
      [9003, 'open'],
      [9004, 'open'],
      [9005, 'ended'],
      [9007, 'notStarted'],
    ]);
    expect(offers[0]).toMatchObject({ title: '首存送50%', needsApplication: true });
    const tab = await t.call('activityList', { classification: 'daily' }, { lang: EN });
    expect(mine(tab.body.list as { id: number }[]).map((o) => o.id)).toEqual([9002]);
  });

  it('shows an offer with its sanitised page, terms and venues in two languages', async () => {
    const zh = await t.call('getActivityDetail', { id: FIRST.id }, { lang: ZH });
    expect(zh.body.activity).toMatchObject({
      id: 9001,
      title: '首存送50%',
      content: '<h3>规则</h3><p>首存后72小时内申请。</p>',
      terms: {
        minTransfer: 10_000,
        bonusRatioBp: 5_000,
        maxBonus: 20_000,
        turnoverMultiple: 12,
        timeLimitHours: 72,
        frequency: 'once',
        requiresTransfer: true,
        termsByVipLevel: null,
      },
      venues: [
        { platCode: 'STSLOT', platName: '星辰电子' },
        { platCode: 'STLIVE', platName: '星辰真人' },
      ],
    });
    const en = await t.call('getActivityDetail', { id: FIRST.id }, { lang: EN });
    expect(en.body.activity).toMatchObject({
      title: 'First deposit 50%',
      content: '<h3>Rules</h3><p>Apply within 72 hours.</p>',
      venues: [{ platName: expect.stringMatching(/^Star /) }, { platName: 'Star Live Casino' }],
    });
    const missing = await t.call('getActivityDetail', { id: 8_999_999 }, { lang: EN });
    expect(missing.body).toMatchObject({ code: 404, msg: 'This offer does not exist' });
  });
});

describe('applying for a bonus', () => {
  it('moves central −X, house bonus −B, venue +(X+B) in one transfer; the venue books agree and lock', async () => {
    const p = await depositedPlayer();
    const before = await books(p, 'STSLOT');
    const answer = await apply(p.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 10_000,
    });
    expect(answer.body).toMatchObject({
      code: 0,
      application: {
        activityId: 9001,
        activityTitle: 'First deposit 50%',
        platCode: 'STSLOT',
        transferAmount: 10_000,
        amount: 5_000,
        requiredTurnover: 180_000,
        status: 'approved',
      },
    });
    const after = await books(p, 'STSLOT');
    expect(after.central).toBe(before.central - 10_000);
    expect(after.venue).toBe(15_000);
    expect(after.provider).toBe(15_000);
    expect(after.houseBonus).toBe(before.houseBonus - 5_000);
    expect(after.held).toBe(0);
    const { rows } = await t.db.query<{ n: number; amount: number; bonus: number }>(
      'SELECT count(*)::int AS n, max(amount) AS amount, max(bonus) AS bonus FROM venue_transfers WHERE user_id = $1',
      [p.userId],
    );
    expect(rows[0]).toEqual({ n: 1, amount: 15_000, bonus: 5_000 });
    expect(await openLocks(p.userId)).toEqual([['STSLOT', 180_000]]);
    expect(await rewards(p.userId)).toEqual([[5_000, 'paid']]);
    expect(await messageKeys(p.userId)).toEqual(['offerApproved.title']);

    const records = await t.call('queryApplyActivityList', {}, { token: p.token, lang: ZH });
    expect(records.body).toMatchObject({
      total: 1,
      list: [{ activityTitle: '首存送50%', platName: '星辰电子', status: 'approved' }],
    });
    const states = await t.call('queryActivityStates', {}, { token: p.token });
    const state = (states.body.stateList as { activityId: number }[]).find(
      (s) => s.activityId === FIRST.id,
    );
    expect(state).toEqual({
      activityId: 9001,
      applied: true,
      eligible: false,
      reason: 'alreadyApplied',
    });
  });

  it('caps the bonus at the maximum, exactly at the boundary', async () => {
    const a = await depositedPlayer();
    const atCap = await apply(a.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 40_000,
    });
    expect(atCap.body.application).toMatchObject({ amount: 20_000, requiredTurnover: 720_000 });
    const b = await depositedPlayer();
    const over = await apply(b.token, { activityId: FIRST.id, platCode: 'STSLOT', amount: 40_002 });
    expect(over.body.application).toMatchObject({ amount: 20_000 });
    expect((await books(b, 'STSLOT')).provider).toBe(60_002);
    const c = await depositedPlayer();
    const under = await apply(c.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 39_999,
    });
    expect(under.body.application).toMatchObject({ amount: 19_999 });
  });

  it('refuses an amount below the minimum or beyond the central wallet, and a venue off the offer', async () => {
    const p = await depositedPlayer(200 * YUAN);
    const below = await apply(p.token, { activityId: FIRST.id, platCode: 'STSLOT', amount: 9_999 });
    expect(below.body.code).toBe(1000);
    const beyond = await apply(p.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 20_001,
    });
    expect(beyond.body.code).toBe(1000);
    const offVenue = await apply(p.token, {
      activityId: FIRST.id,
      platCode: 'STCHESS',
      amount: 10_000,
    });
    expect(offVenue.body).toMatchObject({ code: 1000, msg: expect.stringMatching(/venue/) });
    const noVenue = await apply(p.token, { activityId: FIRST.id, amount: 10_000 });
    expect(noVenue.body.code).toBe(400);
    expect((await books(p, 'STSLOT')).central).toBe(20_000);
    expect(await openLocks(p.userId)).toEqual([]);
  });

  it('once per player: a second application is refused with the reason', async () => {
    const p = await depositedPlayer();
    expect(
      (await apply(p.token, { activityId: FIRST.id, platCode: 'STSLOT', amount: 10_000 })).body
        .code,
    ).toBe(0);
    const again = await apply(p.token, {
      activityId: FIRST.id,
      platCode: 'STLIVE',
      amount: 10_000,
    });
    expect(again.body).toEqual({ code: 1000, msg: 'You have already applied for this offer' });
  });

  it('once per business day: a second today is refused, tomorrow is allowed', async () => {
    const p = await depositedPlayer();
    const today = await apply(p.token, {
      activityId: DAILY.id,
      platCode: 'STSLOT',
      amount: 10_000,
    });
    expect(today.body.application).toMatchObject({ status: 'approved', amount: 1_000 });
    const again = await apply(p.token, {
      activityId: DAILY.id,
      platCode: 'STLIVE',
      amount: 10_000,
    });
    expect(again.body).toMatchObject({ code: 1000, msg: expect.stringMatching(/today/) });

    t.clock.advance(DAY);
    const noDeposit = await apply(p.token, {
      activityId: DAILY.id,
      platCode: 'STLIVE',
      amount: 10_000,
    });
    expect(noDeposit.body).toMatchObject({
      code: 1000,
      msg: 'Make a deposit today to apply for this offer',
    });
    await deposit(p.token, 100 * YUAN);
    const tomorrow = await apply(p.token, {
      activityId: DAILY.id,
      platCode: 'STLIVE',
      amount: 10_000,
    });
    expect(tomorrow.body.application).toMatchObject({ status: 'approved', platCode: 'STLIVE' });
    expect(await openLocks(p.userId)).toEqual([
      ['STLIVE', 132_000],
      ['STSLOT', 132_000],
    ]);
  });

  it('50 concurrent applications of one offer by one player make one application and one transfer', async () => {
    const p = await depositedPlayer();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        apply(p.token, { activityId: FIRST.id, platCode: 'STSLOT', amount: 10_000 }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 0))
      expect(a.body).toEqual({ code: 1000, msg: 'You have already applied for this offer' });
    const { rows } = await t.db.query<{ applications: number; transfers: number }>(
      `SELECT (SELECT count(*)::int FROM activity_applications WHERE user_id = $1) AS applications,
              (SELECT count(*)::int FROM venue_transfers WHERE user_id = $1) AS transfers`,
      [p.userId],
    );
    expect(rows[0]).toEqual({ applications: 1, transfers: 1 });
    expect((await books(p, 'STSLOT')).provider).toBe(15_000);
  });

  it('the database itself keeps one application per period, past any check; a rejected one does not count', async () => {
    const p = await t.registerPlayer();
    const insert = (period: string, status: string, key: string) =>
      t.db.query(
        `INSERT INTO activity_applications (user_id, activity_id, period_key, transfer_amount, bonus,
           status, idempotency_key, request_hash, applied_at, reviewed_at)
         VALUES ($1, $2, $3, 0, 0, $4, $5, 'h', now(), CASE WHEN $4 <> 'pending' THEN now() END)`,
        [p.userId, DAILY.id, period, status, key],
      );
    await insert('2026-01-15', 'rejected', 'k1');
    await insert('2026-01-15', 'pending', 'k2');
    await expect(insert('2026-01-15', 'approved', 'k3')).rejects.toMatchObject({
      code: '23505',
    });
    await insert('2026-01-16', 'approved', 'k4');
  });

  it('the same key answers the same application and moves nothing again; another request under it conflicts', async () => {
    const p = await depositedPlayer();
    const input = { activityId: FIRST.id, platCode: 'STSLOT', amount: 10_000 };
    const first = await apply(p.token, input, 'same-key-0001');
    const [again, concurrent] = await Promise.all([
      apply(p.token, input, 'same-key-0001'),
      apply(p.token, input, 'same-key-0001'),
    ]);
    expect(again.body.application).toEqual(first.body.application);
    expect(concurrent.body.application).toEqual(first.body.application);
    expect((await books(p, 'STSLOT')).central).toBe(90_000);
    const other = await apply(p.token, { ...input, amount: 20_000 }, 'same-key-0001');
    expect(other.body.code).toBe(409);
  });

  it('a venue that refuses rejects the application: nothing moves and no lock stays', async () => {
    const p = await depositedPlayer();
    const before = await books(p, 'STSLOT');
    vi.spyOn(simulator(), 'deposit').mockResolvedValueOnce({
      applied: false,
      reason: 'insufficientFunds',
    });
    const answer = await apply(p.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 10_000,
    });
    expect(answer.body).toMatchObject({ code: 1000, msg: expect.stringMatching(/refused/) });
    expect(await books(p, 'STSLOT')).toEqual(before);
    expect(await openLocks(p.userId)).toEqual([]);
    expect(await rewards(p.userId)).toEqual([[5_000, 'rejected']]);
    expect(await messageKeys(p.userId)).toEqual(['offerRejected.title']);
    const records = await t.call(
      'queryApplyActivityList',
      { status: 'rejected' },
      { token: p.token },
    );
    expect(records.body).toMatchObject({ total: 1, list: [{ status: 'rejected', amount: 5_000 }] });
    // A rejected application does not count: the player may apply again.
    const retry = await apply(p.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 10_000,
    });
    expect(retry.body.application).toMatchObject({ status: 'approved' });
  });

  it('a venue that does not answer leaves it pending with the money held; the repair approves it', async () => {
    const p = await depositedPlayer();
    simulator().injectFaults('lostRequest');
    const answer = await apply(p.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 10_000,
    });
    expect(answer.body.application).toMatchObject({ status: 'pending', reviewedAt: null });
    const pending = await books(p, 'STSLOT');
    expect(pending).toMatchObject({ central: 90_000, venue: 0, provider: 0, held: 10_000 });
    expect(await rewards(p.userId)).toEqual([[5_000, 'pending']]);
    expect(await openLocks(p.userId)).toEqual([['STSLOT', 180_000]]);
    // Meanwhile the venue's balance is unknown (our wallet there reads 0): nothing releases the
    // lock under the 5-yuan rule before the bonus has arrived.
    const meanwhile = await t.db.transaction((tx) =>
      releaseVenueLockIfAllowed(tx, p.userId, 'STSLOT', new Date()),
    );
    expect(meanwhile).toBe('locked');

    const repaired = await repairVenueTransfers(
      { db: t.db, venues: simulator(), log: t.app.log },
      new Date(Date.now() + 60_000),
    );
    expect(repaired).toEqual({ posted: 1, voided: 0, stillPending: 0 });
    expect(await books(p, 'STSLOT')).toMatchObject({ venue: 15_000, provider: 15_000, held: 0 });
    expect(await rewards(p.userId)).toEqual([[5_000, 'paid']]);
    expect(await messageKeys(p.userId)).toEqual(['offerApproved.title']);
    const records = await t.call('queryApplyActivityList', {}, { token: p.token });
    expect(records.body.list).toMatchObject([
      { status: 'approved', reviewedAt: expect.any(String) },
    ]);
  });

  it('a venue already locked by another bonus refuses the application', async () => {
    const p = await depositedPlayer();
    await apply(p.token, { activityId: FIRST.id, platCode: 'STSLOT', amount: 10_000 });
    const second = await apply(p.token, {
      activityId: SPORTS.id,
      platCode: 'STSLOT',
      amount: 10_000,
    });
    expect(second.body).toMatchObject({ code: 1000, msg: expect.stringMatching(/already locked/) });
    expect((await books(p, 'STSLOT')).provider).toBe(15_000);
    const elsewhere = await apply(p.token, {
      activityId: SPORTS.id,
      platCode: 'STSPORT',
      amount: 10_000,
    });
    expect(elsewhere.body.application).toMatchObject({ status: 'approved', amount: 3_000 });
  });

  it('agents are excluded, and a VIP offer needs its level', async () => {
    const agent = await depositedPlayer();
    await convertToAgent(t.db, agent.username, t.clock.now());
    const refused = await apply(agent.token, {
      activityId: FIRST.id,
      platCode: 'STSLOT',
      amount: 10_000,
    });
    expect(refused.body).toEqual({
      code: 1000,
      msg: 'Agent accounts cannot take part in this offer',
    });

    const p = await depositedPlayer();
    await t.db.query('UPDATE users SET vip_level = 2 WHERE id = $1', [p.userId]);
    const low = await apply(p.token, { activityId: VIP.id, platCode: 'STSPORT', amount: 10_000 });
    expect(low.body).toEqual({ code: 1000, msg: 'Your VIP level does not qualify for this offer' });
    await t.db.query('UPDATE users SET vip_level = 3 WHERE id = $1', [p.userId]);
    const ok = await apply(p.token, { activityId: VIP.id, platCode: 'STSPORT', amount: 10_000 });
    expect(ok.body.application).toMatchObject({ amount: 2_000, requiredTurnover: 120_000 });
  });

  it('a first-deposit offer before any deposit, and the time limit after it', async () => {
    const p = await t.registerPlayer();
    const none = await apply(p.token, { activityId: FIRST.id, platCode: 'STSLOT', amount: 10_000 });
    expect(none.body.msg).toBe('Make your first deposit to apply for this offer');
    await deposit(p.token, 1_000 * YUAN);
    t.clock.advance(72 * 60 * 60_000 + 1);
    const late = await apply(p.token, { activityId: FIRST.id, platCode: 'STSLOT', amount: 10_000 });
    expect(late.body.msg).toBe('The time to apply after your deposit has passed');
  });
});
