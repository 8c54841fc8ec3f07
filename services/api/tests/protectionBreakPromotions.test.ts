import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../src/core/scheduler/types';
import { inviteCodeOf } from '../src/modules/account/agent/inviteActivity';
import { payInviteRebates } from '../src/modules/promotions/invite/rebateJob';
import { grantBirthdayGifts } from '../src/modules/promotions/vip/birthdayJob';
import { vipReviewJob } from '../src/modules/promotions/vip/reviewJob';
import { grantWeeklyEnvelopes } from '../src/modules/promotions/vip/weeklyEnvelopeJob';
import { grantWelfareByOperator } from '../src/modules/promotions/welfare/operatorGrant';
import { settleRebates } from '../src/modules/promotions/rebates/settleJob';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { putOffers, testOffer } from './support/offerFixtures';
import { coolOff, permanentExclusion, setBreak, timedExclusion } from './support/protectionBreak';
import { useTestApp } from './support/testApp';

/**
 * What a break stops in the promotions (docs/product-rules.md#responsible-gambling,
 * docs/decisions-api.md#responsible-gambling-breaks): offers, welfare, VIP gifts and invite
 * rewards; the rebate of play already done is still paid.
 */
const t = useTestApp();
const EN = 3;
const ZH = 1;
const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const job = (): JobContext => ({ now: t.clock.now(), log: quiet });
let keys = 0;
let bets = 0;

const BOOST = testOffer({
  id: 9301,
  kind: 'rebateBoost',
  classification: 'highRebate',
  frequency: 'daily',
  minTransfer: 0,
  bonusRatioBp: 50,
  maxBonus: 1_000,
  turnoverMultiple: 1,
});
const TRANSFER = testOffer({ id: 9302, kind: 'limitedTime' });

type Player = { userId: number; token: string; username: string };

async function player(change: { level?: number; birthDate?: string } = {}): Promise<Player> {
  const p = await t.registerPlayer();
  await t.db.query(
    `UPDATE users SET lang_type = $2, vip_level = $3, birth_date = $4,
       created_at = created_at - interval '200 days' WHERE id = $1`,
    [p.userId, EN, change.level ?? 1, change.birthDate ?? null],
  );
  return p;
}

const onBreak = (p: Player, brk = coolOff(t.clock.now())) => setBreak(t.db, p.userId, brk);

const apply = (p: Player, activityId: number, lang = EN, extra: Record<string, unknown> = {}) =>
  t.call(
    'applyActivity',
    { activityId, idempotencyKey: `brk-${randomBytes(6).toString('hex')}`, ...extra },
    { token: p.token, lang },
  );

async function welfareItems(userId: number) {
  const { rows } = await t.db.query<{ id: number; source: string }>(
    'SELECT id, reward_source AS source FROM welfare_items WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ({ id: Number(r.id), source: r.source }));
}

async function messageKinds(userId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ title_key: string | null }>(
    'SELECT title_key FROM messages WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => r.title_key ?? 'announcement');
}

async function central(p: Player): Promise<number> {
  const info = await t.call('getUserTransInfo', {}, { token: p.token });
  return (info.body.userBalanceMap as { centralWallet: number }).centralWallet;
}

async function deposit(p: Player, amount: number) {
  const order = await t.call(
    'createBankCardRemittanceOrder',
    { amount, payerName: 'Li Lei', idempotencyKey: `brk-deposit-${++keys}` },
    { token: p.token },
  );
  expect(order.body.code).toBe(0);
  await approveDeposit(t.db, { orderNo: order.body.orderNo as string, now: t.clock.now() });
}

async function bet(userId: number, validTurnover: number, settledAt: Date) {
  bets += 1;
  await t.db.query(
    `INSERT INTO bet_records
       (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time,
        settled_at)
     VALUES ('STLIVE', $1, $2, 'test', $3, $3, 0, 'settled', $4, $4)`,
    [`brk-${bets}`, userId, validTurnover, settledAt],
  );
}

describe('the refusal of a break', () => {
  it('names a cool-off and its end, and what stays open, in the request language', async () => {
    await putOffers(t.db, [BOOST]);
    const p = await player();
    await onBreak(p, coolOff(t.clock.now(), 3));

    const en = await apply(p, BOOST.id, EN);
    expect(en.body).toMatchObject({
      code: 1000,
      errorCode: 'protectionBreak',
      msg:
        'You are on a cool-off until 2026-01-18 12:00 (GMT+8): deposits, transfers into venues, ' +
        'games and offers are closed. You can still withdraw, read your messages and contact support.',
    });
    const zh = await apply(p, BOOST.id, ZH);
    expect(zh.body.msg).toBe(
      '您正处于冷静期，至 2026-01-18 12:00 (GMT+8) 结束：存款、转入场馆、游戏和优惠活动已暂停。您仍可提款、查看消息和联系客服。',
    );
  });

  it('says a timed self-exclusion ends, and a permanent one does not', async () => {
    await putOffers(t.db, [BOOST]);
    const timed = await player();
    await onBreak(timed, timedExclusion(t.clock.now(), 10));
    expect((await apply(timed, BOOST.id)).body.msg).toMatch(
      /^You have excluded yourself until 2026-01-25 12:00 \(GMT\+8\): deposits/,
    );
    const forever = await player();
    await onBreak(forever, permanentExclusion(t.clock.now()));
    expect((await apply(forever, BOOST.id)).body.msg).toMatch(
      /^You have excluded yourself permanently: deposits, transfers into venues, games and offers are closed\./,
    );
  });

  it('ends with the break: the first moment after it the offer is open again', async () => {
    await putOffers(t.db, [BOOST]);
    const p = await player();
    await onBreak(p, coolOff(t.clock.now(), 1));
    t.clock.advance(DAY - 1);
    expect((await apply(p, BOOST.id)).body.errorCode).toBe('protectionBreak');
    t.clock.advance(1);
    expect((await apply(p, BOOST.id)).body).toMatchObject({ code: 0 });
  });
});

describe('offers', () => {
  it('refuses an application of either kind on a break, moving nothing; another player applies', async () => {
    await putOffers(t.db, [BOOST, TRANSFER]);
    const other = await player();
    expect((await apply(other, BOOST.id)).body).toMatchObject({ code: 0 });

    const p = await player();
    await onBreak(p);
    expect((await apply(p, BOOST.id)).body.errorCode).toBe('protectionBreak');
    const before = await central(p);
    const transfer = await apply(p, TRANSFER.id, EN, { platCode: 'STSLOT', amount: 10_000 });
    expect(transfer.body.errorCode).toBe('protectionBreak');
    expect(await central(p)).toBe(before);
    const { rows } = await t.db.query('SELECT 1 FROM activity_applications WHERE user_id = $1', [
      p.userId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('welfare', () => {
  it("refuses an operator's grant to a player on a break", async () => {
    const p = await player();
    await onBreak(p);
    await expect(
      grantWelfareByOperator(
        t.db,
        { type: 'virtual', username: p.username, amount: 1_000, count: 1 },
        'ops',
        t.clock.now(),
      ),
    ).rejects.toMatchObject({ messageKey: 'protectionBreak.coolOff' });
    expect(await welfareItems(p.userId)).toEqual([]);
  });

  it('refuses a claim and the move to central on a break; both open again after it', async () => {
    const p = await player();
    const first = await grantWelfareByOperator(
      t.db,
      { type: 'virtual', username: p.username, amount: 1_000, count: 1 },
      'ops',
      t.clock.now(),
    );
    const second = await grantWelfareByOperator(
      t.db,
      { type: 'virtual', username: p.username, amount: 2_000, count: 1 },
      'ops',
      t.clock.now(),
    );
    expect((await t.call('receiveWelfare', { id: first.id }, { token: p.token })).body.code).toBe(
      0,
    );
    await onBreak(p, coolOff(t.clock.now(), 1));

    const claim = await t.call('receiveWelfare', { id: second.id }, { token: p.token, lang: EN });
    expect(claim.body.errorCode).toBe('protectionBreak');
    const move = await t.call(
      'moveWelfareToCentral',
      { idempotencyKey: 'brk-move-1' },
      { token: p.token, lang: EN },
    );
    expect(move.body.errorCode).toBe('protectionBreak');
    expect(await central(p)).toBe(0);

    t.clock.advance(DAY);
    expect((await t.call('receiveWelfare', { id: second.id }, { token: p.token })).body.code).toBe(
      0,
    );
    const moved = await t.call(
      'moveWelfareToCentral',
      { idempotencyKey: 'brk-move-2' },
      { token: p.token },
    );
    expect(moved.body).toMatchObject({ code: 0, moved: 3_000 });
  });
});

describe('VIP gifts', () => {
  it('skips the birthday gift of a player on a break, and a later run does not give it', async () => {
    // The run of 2026-01-16 is due at 00:05 business time.
    const today = '2026-01-16';
    const resting = await player({ level: 3, birthDate: '1990-01-16' });
    const playing = await player({ level: 3, birthDate: '1990-01-16' });
    await onBreak(resting, coolOff(t.clock.now(), 1));
    const run = { key: today, dueAt: new Date('2026-01-15T16:05:00Z') };
    await t.db.transaction((tx) => grantBirthdayGifts(tx, run, job()));
    expect(await welfareItems(playing.userId)).toEqual([
      { id: expect.any(Number), source: 'vipBirthday' },
    ]);
    expect(await welfareItems(resting.userId)).toEqual([]);
    expect(await messageKinds(resting.userId)).not.toContain('welfareArrived.title');
    // The break over, the next day's run has no birthday for them.
    t.clock.advance(DAY);
    await t.db.transaction((tx) =>
      grantBirthdayGifts(tx, { key: '2026-01-17', dueAt: new Date('2026-01-16T16:05:00Z') }, job()),
    );
    expect(await welfareItems(resting.userId)).toEqual([]);
  });

  it('promotes a player on a break without the upgrade gift or its message', async () => {
    const resting = await player();
    const playing = await player();
    // 10,000 yuan settled on 2026-01-15: VIP 2 at the review of 2026-01-16 00:10.
    await bet(resting.userId, 1_000_000, new Date('2026-01-15T10:00:00Z'));
    await bet(playing.userId, 1_000_000, new Date('2026-01-15T10:00:00Z'));
    await onBreak(resting, permanentExclusion(t.clock.now()));
    t.clock.set('2026-01-15T16:10:00Z');
    await t.db.transaction((tx) =>
      vipReviewJob.run(tx, { key: '2026-01-16', dueAt: new Date('2026-01-15T16:10:00Z') }, job()),
    );
    const levels = await t.db.query<{ id: number; vip_level: number }>(
      'SELECT id, vip_level FROM users WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[resting.userId, playing.userId]],
    );
    expect(levels.rows.map((r) => Number(r.vip_level))).toEqual([2, 2]);
    expect(await welfareItems(playing.userId)).toEqual([
      { id: expect.any(Number), source: 'vipUpgrade' },
    ]);
    expect(await welfareItems(resting.userId)).toEqual([]);
    expect(await messageKinds(playing.userId)).toContain('vipPromoted.title');
    expect(await messageKinds(resting.userId)).toEqual(['welcome.title']);
  });

  it('skips the weekly red envelope of a player on a break', async () => {
    // Saturday 2026-01-17, the 01:00 opening (VIP 1-5).
    t.clock.set('2026-01-16T17:00:00Z');
    const resting = await player({ level: 3 });
    const playing = await player({ level: 3 });
    await onBreak(resting);
    const run = { key: '2026-01-17T01:00', dueAt: new Date('2026-01-16T17:00:00Z') };
    await t.db.transaction((tx) => grantWeeklyEnvelopes(tx, run, job()));
    expect(await welfareItems(playing.userId)).toEqual([
      { id: expect.any(Number), source: 'vipWeekly' },
    ]);
    expect(await welfareItems(resting.userId)).toEqual([]);
  });
});

describe('invite rewards', () => {
  it("pays no deposit reward to an inviter on a break (the friend's own still paid)", async () => {
    const inviter = await player();
    const friend = await t.registerPlayer();
    await t.db.query('UPDATE users SET registered_invite_code = $2 WHERE id = $1', [
      friend.userId,
      inviteCodeOf(inviter.userId),
    ]);
    await onBreak(inviter);
    await deposit(friend, 60_000);
    const { rows } = await t.db.query<{ user_id: number }>(
      "SELECT user_id FROM rewards WHERE source = 'invite' ORDER BY id",
    );
    const paidTo = rows.map((r) => Number(r.user_id));
    expect(paidTo).toContain(friend.userId);
    expect(paidTo).not.toContain(inviter.userId);
    expect(await central(inviter)).toBe(0);
    expect(await messageKinds(inviter.userId)).toEqual(['welcome.title']);
  });

  it('closes the invite rebate of an inviter on a break without paying it', async () => {
    const inviter = await player();
    const friend = await t.registerPlayer();
    await t.db.query('UPDATE users SET registered_invite_code = $2 WHERE id = $1', [
      friend.userId,
      inviteCodeOf(inviter.userId),
    ]);
    await deposit(friend, 10_000);
    await bet(friend.userId, 1_000_000, new Date(t.clock.now().getTime() + 60_000));
    await onBreak(inviter);
    t.clock.advance(DAY);
    const run = { key: '2026-01-16', dueAt: new Date('2026-01-15T16:40:00Z') };
    await t.db.transaction((tx) => payInviteRebates(tx, run, job()));
    const { rows } = await t.db.query<{ paid: number; closed_state: string }>(
      'SELECT paid, closed_state FROM invite_rebates WHERE friend_id = $1',
      [friend.userId],
    );
    expect(rows.map((r) => [Number(r.paid), r.closed_state])).toEqual([[0, 'expired']]);
    const { rows: paid } = await t.db.query(
      "SELECT 1 FROM rewards WHERE user_id = $1 AND source_ref LIKE 'rebate:%'",
      [inviter.userId],
    );
    expect(paid).toEqual([]);
    // Closed: a run after the break pays nothing either.
    t.clock.advance(8 * DAY);
    await t.db.transaction((tx) =>
      payInviteRebates(tx, { key: '2026-01-24', dueAt: new Date('2026-01-23T16:40:00Z') }, job()),
    );
    expect(
      (await t.db.query("SELECT 1 FROM rewards WHERE source_ref LIKE 'rebate:%'")).rows,
    ).toEqual([]);
  });
});

describe('rebates', () => {
  it("still pays the day's rebate claim of play done before the break", async () => {
    const p = await player({ level: 1 });
    await bet(p.userId, 1_234_500, new Date('2026-01-15T01:00:00Z'));
    await onBreak(p, permanentExclusion(t.clock.now()));
    const claim = await t.call('doUserBackwater', {}, { token: p.token, lang: EN });
    expect(claim.body).toMatchObject({ code: 0, creditedAmount: expect.any(Number) });
    expect(claim.body.creditedAmount).toBeGreaterThan(0);
  });

  it('still settles the rebate of play done before the break', async () => {
    const p = await player({ level: 3 });
    await bet(p.userId, 1_000_000, new Date(t.clock.now().getTime() + 60_000));
    await onBreak(p, permanentExclusion(new Date(t.clock.now().getTime() + 120_000)));
    t.clock.advance(DAY);
    await t.db.transaction((tx) =>
      settleRebates(tx, { key: '2026-01-16', dueAt: new Date('2026-01-15T16:20:00Z') }, job()),
    );
    expect(await central(p)).toBeGreaterThan(0);
    expect(await messageKinds(p.userId)).toContain('rebateSettled.title');
  });
});
