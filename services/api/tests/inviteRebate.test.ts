import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inviteCodeOf } from '../src/modules/account/agent/inviteActivity';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { inviteRebateJob } from '../src/modules/promotions/invite/rebateJob';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { ManualClock } from '../src/core/time/clock';
import { useTestApp } from './support/testApp';

/**
 * The invite rebate (docs/product-rules.md#invite): 0.13 % of a friend's valid bets settled within
 * 30 days of registration, paid to the inviter by the scheduler's `invite.rebate` once the
 * friend's deposits reached 100 yuan; a countdown 7 days without a valid bet expires.
 */
const t = useTestApp();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_ir_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The test clock's start, 2026-01-15 12:00 business time: every friend registers then. */
const R = new Date('2026-01-15T04:00:00Z');
const at = (ms: number) => new Date(R.getTime() + ms);
let keys = 0;
let bets = 0;

type Player = { userId: number; token: string; username: string };

async function friendOf(inviter: Player): Promise<Player> {
  const p = await t.registerPlayer();
  await t.db.query('UPDATE users SET registered_invite_code = $2 WHERE id = $1', [
    p.userId,
    inviteCodeOf(inviter.userId),
  ]);
  return p;
}

async function deposit(player: Player, amount: number, now: Date) {
  const order = await t.call(
    'createBankCardRemittanceOrder',
    { amount, payerName: 'Li Lei', idempotencyKey: `invite-rebate-${++keys}` },
    { token: player.token },
  );
  expect(order.body.code).toBe(0);
  await approveDeposit(t.db, { orderNo: order.body.orderNo as string, now });
}

async function bet(userId: number, validTurnover: number, settledAt: Date) {
  bets += 1;
  await t.db.query(
    `INSERT INTO bet_records
       (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time,
        settled_at)
     VALUES ('STLIVE', $1, $2, 'test', $3, $3, 0, 'settled', $4, $4)`,
    [`ir-${bets}`, userId, validTurnover, settledAt],
  );
}

/** The rebates paid to a player: [reference, amount]. */
async function rebatesPaid(userId: number): Promise<[string, number][]> {
  const { rows } = await t.db.query<{ source_ref: string; amount: number }>(
    `SELECT source_ref, amount FROM rewards
     WHERE user_id = $1 AND source = 'invite' AND source_ref LIKE 'rebate:%' ORDER BY id`,
    [userId],
  );
  return rows.map((r) => [r.source_ref, Number(r.amount)]);
}

async function stored(friendId: number) {
  const { rows } = await t.db.query<{ paid: number; closed_state: string | null }>(
    'SELECT paid, closed_state FROM invite_rebates WHERE friend_id = $1',
    [friendId],
  );
  return rows[0] && { paid: Number(rows[0].paid), closed: rows[0].closed_state };
}

async function rebateList(token: string, filter = 'all') {
  return (await t.call('inviterRebateRecordPageList', { filter }, { token })).body;
}

/** The job alone, on a clock of its own, from a clean slate (its cursor starts at `from`). */
async function jobClock(from: Date) {
  await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
  const clock = new ManualClock(from);
  const options = { bossSchema, retryDelaySeconds: 0, log: quiet };
  expect((await runDueJobs(t.db, [inviteRebateJob], clock, options)).delivered).toEqual([]);
  return {
    async runAt(to: Date) {
      clock.set(to);
      const report = await runDueJobs(t.db, [inviteRebateJob], clock, options);
      return report.delivered.map((d) => [d.key, d.outcome]);
    },
  };
}

describe('the invite rebate', () => {
  it("is one of the scheduler's jobs, daily at 00:40 business time", () => {
    expect(SCHEDULED_JOBS).toContain(inviteRebateJob);
    expect(inviteRebateJob.occurrences(R, at(DAY))).toEqual([
      { key: '2026-01-16', dueAt: new Date('2026-01-15T16:40:00Z') },
    ]);
  });

  it('pays 0.13 % of bets settled before day 30 (29 days and 30 days less 1 ms count, 30 and 31 do not), once per run, then reads claimed', async () => {
    const a = await t.registerPlayer();
    const friend = await friendOf(a);
    const job = await jobClock(R);
    // Before the friend's deposits reach 100 yuan the rebate does not meet the standard.
    expect((await rebateList(a.token)).list).toMatchObject([
      { state: 'notMeetingStandard', countdownEndsAt: null, cumulativeDeposit: 0 },
    ]);
    await deposit(friend, 10_000, at(HOUR));
    const central = async () =>
      (
        (await t.call('getUserTransInfo', {}, { token: a.token })).body.userBalanceMap as {
          centralWallet: number;
        }
      ).centralWallet;
    const stepReward = await central();
    expect(stepReward).toBe(900);

    await bet(friend.userId, 10_000, at(DAY));
    await bet(friend.userId, 100_000, at(29 * DAY));
    await bet(friend.userId, 50_000, at(30 * DAY - 1));
    await bet(friend.userId, 1_000_000, at(30 * DAY));
    await bet(friend.userId, 1_000_000, at(31 * DAY));

    // The run at 00:40 on 01-16 sees no bet yet; the one on 01-17 pays 0.13 % of 100 yuan.
    expect(await job.runAt(new Date('2026-01-16T16:41:00Z'))).toEqual([
      ['2026-01-16', 'done'],
      ['2026-01-17', 'done'],
    ]);
    expect(await rebatesPaid(a.userId)).toEqual([[`rebate:${friend.userId}:2026-01-17`, 13]]);
    expect(await job.runAt(new Date('2026-01-16T16:42:00Z'))).toEqual([]);
    expect(await central()).toBe(stepReward + 13);
    await t.db.query("UPDATE sessions SET expires_at = expires_at + interval '90 days'");
    t.clock.set(new Date('2026-01-16T16:42:00Z'));
    expect((await rebateList(a.token)).list).toMatchObject([
      { state: 'inProgress', validBets: 10_000, rebateAmount: 13, cumulativeDeposit: 10_000 },
    ]);

    // Through day 31: day 29's bet is paid the next night, the last 1 ms before day 30 by the run
    // after the window, and nothing after; the window over, the rebate is claimed.
    await job.runAt(new Date('2026-02-16T16:41:00Z'));
    expect(await rebatesPaid(a.userId)).toEqual([
      [`rebate:${friend.userId}:2026-01-17`, 13],
      [`rebate:${friend.userId}:2026-02-14`, 130],
      [`rebate:${friend.userId}:2026-02-15`, 65],
    ]);
    expect(await stored(friend.userId)).toEqual({ paid: 208, closed: 'claimed' });
    expect(await central()).toBe(stepReward + 208);
    t.clock.set(new Date('2026-02-16T16:42:00Z'));
    expect((await rebateList(a.token)).list).toMatchObject([
      { state: 'claimed', validBets: 160_000, rebateAmount: 208 },
    ]);
    expect((await t.call('inviterRebateRecordTotal', {}, { token: a.token })).body).toMatchObject({
      totalRebate: 208,
      inProgressRebate: 0,
      expiredRebate: 0,
    });
    expect((await t.call('inviterRecordTotal', {}, { token: a.token })).body).toMatchObject({
      accumulatedEarnings: 900 + 208,
      cumulativeBets: 160_000,
    });
    const { rows } = await t.db.query(
      "SELECT 1 FROM messages WHERE user_id = $1 AND title_key = 'inviteRebatePaid.title'",
      [a.userId],
    );
    expect(rows).toHaveLength(3);

    // An operator's rerun of a paid day pays nothing twice.
    await t.db.transaction((tx) =>
      inviteRebateJob.run(
        tx,
        { key: '2026-02-14', dueAt: new Date('2026-02-13T16:40:00Z') },
        { now: new Date('2026-02-16T16:43:00Z'), log: quiet },
      ),
    );
    expect(await central()).toBe(stepReward + 208);
  });

  it('expires a countdown 7 days without a valid bet, keeps one that was used, and filters both', async () => {
    const a = await t.registerPlayer();
    const idle = await friendOf(a);
    const player = await friendOf(a);
    const never = await friendOf(a);
    const job = await jobClock(R);
    await deposit(idle, 10_000, at(HOUR));
    await deposit(player, 30_000, at(HOUR));
    await bet(player.userId, 200_000, at(6 * DAY));
    const countdownEnd = at(HOUR + 7 * DAY);

    // Read before any job: 1 ms before the countdown's end in progress, from it expired.
    await t.db.query("UPDATE sessions SET expires_at = expires_at + interval '90 days'");
    t.clock.set(new Date(countdownEnd.getTime() - 1));
    expect((await rebateList(a.token, 'inProgress')).list).toHaveLength(2);
    t.clock.set(countdownEnd);
    expect((await rebateList(a.token, 'expired')).list).toMatchObject([
      {
        inviteeUsername: `${idle.username.slice(0, 2)}***${idle.username.slice(-1)}`,
        countdownEndsAt: countdownEnd.toISOString(),
        validBets: 0,
      },
    ]);

    // The run at 00:40 on 01-22 (before the end) leaves it open; the one on 01-23 closes it.
    await job.runAt(new Date('2026-01-21T16:41:00Z'));
    expect(await stored(idle.userId)).toEqual({ paid: 0, closed: null });
    expect(await stored(player.userId)).toEqual({ paid: 260, closed: null });
    await job.runAt(new Date('2026-01-22T16:41:00Z'));
    expect(await stored(idle.userId)).toEqual({ paid: 0, closed: 'expired' });
    expect(await stored(player.userId)).toEqual({ paid: 260, closed: null });

    // A bet after the countdown expired earns nothing.
    await bet(idle.userId, 500_000, at(10 * DAY));
    await bet(player.userId, 10_000, at(10 * DAY));
    await job.runAt(new Date('2026-01-25T16:41:00Z'));
    expect(await stored(idle.userId)).toEqual({ paid: 0, closed: 'expired' });
    expect(await stored(player.userId)).toEqual({ paid: 273, closed: null });
    expect(await rebatesPaid(a.userId)).toHaveLength(2);

    t.clock.set(new Date('2026-01-25T16:42:00Z'));
    const all = await rebateList(a.token);
    expect(all.total).toBe(3);
    expect((await rebateList(a.token, 'notMeetingStandard')).list).toMatchObject([
      { inviteeUsername: `${never.username.slice(0, 2)}***${never.username.slice(-1)}` },
    ]);
    expect((await rebateList(a.token, 'inProgress')).list).toMatchObject([
      { validBets: 210_000, rebateAmount: 273, cumulativeDeposit: 30_000 },
    ]);
    expect((await rebateList(a.token, 'expired')).list).toMatchObject([
      { validBets: 500_000, rebateAmount: 650 },
    ]);
    const pageTotal = async (filter: string) =>
      (await t.call('inviterRebateRecordPageTotal', { filter }, { token: a.token })).body;
    expect(await pageTotal('all')).toMatchObject({ count: 3, amount: 273 + 650 });
    expect(await pageTotal('inProgress')).toMatchObject({ count: 1, amount: 273 });
    expect(await pageTotal('expired')).toMatchObject({ count: 1, amount: 650 });
    expect(await pageTotal('notMeetingStandard')).toMatchObject({ count: 1, amount: 0 });
    expect((await t.call('inviterRebateRecordTotal', {}, { token: a.token })).body).toMatchObject({
      totalRebate: 273,
      inProgressRebate: 0,
      expiredRebate: 650,
    });

    // The friend who never deposited: expired when the window ends.
    t.clock.set(at(30 * DAY));
    expect((await rebateList(a.token, 'notMeetingStandard')).list).toEqual([]);
  });
});
