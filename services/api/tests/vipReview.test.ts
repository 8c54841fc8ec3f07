import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { ManualClock } from '../src/core/time/clock';
import { vipReviewJob } from '../src/modules/promotions/vip/reviewJob';
import { EN } from './support/messagePlayer';
import { useTestApp } from './support/testApp';

/**
 * The daily VIP review through the scheduler (docs/product-rules.md#vip): promotion one level a
 * day at 00:10 with its upgrade gift once per level, relegation on the window's day 90, the
 * window started again by a promotion.
 */
const t = useTestApp();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_vip_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});
const options = { bossSchema, retryDelaySeconds: 0, log: quiet };

let bets = 0;
async function bet(userId: number, validTurnover: number, settledAt: string) {
  bets += 1;
  await t.db.query(
    `INSERT INTO bet_records
       (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time,
        settled_at)
     VALUES ('STLIVE', $1, $2, 'test', $3, $3, 0, 'settled', $4, $4)`,
    [`vip-${bets}`, userId, validTurnover, settledAt],
  );
}

async function standing(userId: number) {
  const { rows } = await t.db.query<{ vip_level: number; window_start: string | null }>(
    `SELECT vip_level, to_char(vip_window_start, 'YYYY-MM-DD') AS window_start FROM users
     WHERE id = $1`,
    [userId],
  );
  return { level: Number(rows[0]!.vip_level), windowStart: rows[0]!.window_start };
}

async function changes(userId: number) {
  const { rows } = await t.db.query<{ to_level: number; reason: string; day: string }>(
    `SELECT to_level, reason, to_char(business_date, 'YYYY-MM-DD') AS day FROM vip_level_changes
     WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows.map((r) => [r.day, r.reason, Number(r.to_level)]);
}

async function items(userId: number) {
  const { rows } = await t.db.query<{ title: string; amount: number; reward_source: string }>(
    `SELECT title->>'en' AS title, amount, reward_source FROM welfare_items WHERE user_id = $1
     ORDER BY id`,
    [userId],
  );
  return rows.map((r) => [r.title, Number(r.amount), r.reward_source]);
}

async function messages(userId: number) {
  const { rows } = await t.db.query<{ content: string }>(
    `SELECT content FROM messages WHERE user_id = $1 AND category = 'activity' ORDER BY id`,
    [userId],
  );
  return rows.map((r) => r.content);
}

/** A scheduler clock whose first planning (at `start`) only sets the job's cursor. */
async function reviewClock(start: string) {
  await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
  const clock = new ManualClock(start);
  expect((await runDueJobs(t.db, [vipReviewJob], clock, options)).delivered).toEqual([]);
  return {
    clock,
    async runAt(at: string) {
      clock.set(at);
      return (await runDueJobs(t.db, [vipReviewJob], clock, options)).delivered;
    },
  };
}

async function player() {
  const p = await t.registerPlayer();
  await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [p.userId, EN]);
  return p;
}

describe('the vip.review job', () => {
  it("is one of the scheduler's jobs, daily at 00:10 business time", () => {
    expect(SCHEDULED_JOBS).toContain(vipReviewJob);
    expect(
      vipReviewJob.occurrences(new Date('2026-01-15T04:00:00Z'), new Date('2026-01-16T04:00:00Z')),
    ).toEqual([{ key: '2026-01-16', dueAt: new Date('2026-01-15T16:10:00Z') }]);
  });

  it('promotes one level a day past two thresholds, grants each upgrade gift once, paid when claimed', async () => {
    const p = await player();
    const review = await reviewClock('2026-01-15T04:00:00Z');
    // 50,000 yuan settled on 2026-01-15: past VIP 2 (10,000) and VIP 3 (50,000) at once.
    await bet(p.userId, 5_000_000, '2026-01-15T10:00:00Z');
    // Settled after the day ended: counted the next day, not now.
    await bet(p.userId, 100, '2026-01-15T16:00:00Z');

    expect(await review.runAt('2026-01-15T16:09:59Z')).toEqual([]);
    expect(await standing(p.userId)).toEqual({ level: 1, windowStart: null });
    expect(await review.runAt('2026-01-15T16:10:00Z')).toEqual([
      expect.objectContaining({ job: 'vip.review', key: '2026-01-16', outcome: 'done' }),
    ]);
    expect(await standing(p.userId)).toEqual({ level: 2, windowStart: '2026-01-16' });
    expect(await items(p.userId)).toEqual([['VIP 2 upgrade gift', 1_800, 'vipUpgrade']]);
    expect(await messages(p.userId)).toEqual(
      expect.arrayContaining(['Congratulations! You are now VIP 2.']),
    );
    // The same day again (an operator's rerun) changes nothing.
    await t.db.transaction((tx) =>
      vipReviewJob.run(
        tx,
        { key: '2026-01-16', dueAt: new Date('2026-01-15T16:10:00Z') },
        { now: review.clock.now(), log: quiet },
      ),
    );
    expect(await standing(p.userId)).toMatchObject({ level: 2 });

    await review.runAt('2026-01-16T16:10:00Z');
    expect(await standing(p.userId)).toEqual({ level: 3, windowStart: '2026-01-17' });
    await review.runAt('2026-01-17T16:10:00Z');
    expect(await standing(p.userId)).toMatchObject({ level: 3 });
    expect(await changes(p.userId)).toEqual([
      ['2026-01-16', 'promotion', 2],
      ['2026-01-17', 'promotion', 3],
    ]);
    expect(await items(p.userId)).toEqual([
      ['VIP 2 upgrade gift', 1_800, 'vipUpgrade'],
      ['VIP 3 upgrade gift', 5_800, 'vipUpgrade'],
    ]);

    // The gift is claimed in the welfare centre and paid through the reward record.
    t.clock.set('2026-01-18T04:00:00Z');
    const list = await t.call('queryWelfareCenterList', {}, { token: p.token, lang: EN });
    const ids = (list.body.list as { id: number; title: string }[]).map((i) => i.id);
    for (const id of ids)
      expect((await t.call('receiveWelfare', { id }, { token: p.token })).body.code).toBe(0);
    const rewards = await t.call(
      'queryRewardRecordList',
      { list: 'rewards' },
      { token: p.token, lang: EN },
    );
    expect(rewards.body).toMatchObject({
      paidTotal: 7_600,
      list: expect.arrayContaining([
        expect.objectContaining({
          source: 'vipUpgrade',
          title: 'VIP 2 upgrade gift',
          amount: 1_800,
        }),
        expect.objectContaining({
          source: 'vipUpgrade',
          title: 'VIP 3 upgrade gift',
          amount: 5_800,
        }),
      ]),
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('relegates on day 90 of the window and not on day 89; the gift is not granted again', async () => {
    const p = await player();
    const review = await reviewClock('2026-01-15T04:00:00Z');
    await bet(p.userId, 1_000_000, '2026-01-15T10:00:00Z');
    await review.runAt('2026-01-15T16:10:00Z');
    expect(await standing(p.userId)).toEqual({ level: 2, windowStart: '2026-01-16' });
    // 2,999.99 yuan in the window: one fen short of VIP 2's 3,000.
    await bet(p.userId, 299_999, '2026-02-01T10:00:00Z');

    // The run of 2026-04-15 reviews 2026-04-14, day 89: nothing yet.
    await review.runAt('2026-04-14T16:10:00Z');
    expect(await standing(p.userId)).toMatchObject({ level: 2 });
    // The run of 2026-04-16 reviews 2026-04-15, day 90: relegated.
    await review.runAt('2026-04-15T16:10:00Z');
    expect(await standing(p.userId)).toEqual({ level: 1, windowStart: null });
    expect(await messages(p.userId)).toEqual(
      expect.arrayContaining([
        'The protection turnover of CN¥3,000.00 was not reached within 90 days: you are relegated to VIP 1.',
      ]),
    );
    // VIP 1 stays, however long nothing is played.
    await review.runAt('2026-07-20T16:10:00Z');
    expect(await standing(p.userId)).toMatchObject({ level: 1 });

    // Promoted again by turnover made after the relegation: no second VIP 2 gift.
    await bet(p.userId, 1_000_000, '2026-07-21T10:00:00Z');
    await review.runAt('2026-07-21T16:10:00Z');
    expect(await standing(p.userId)).toEqual({ level: 2, windowStart: '2026-07-22' });
    expect(await changes(p.userId)).toEqual([
      ['2026-01-16', 'promotion', 2],
      ['2026-04-16', 'relegation', 1],
      ['2026-07-22', 'promotion', 2],
    ]);
    expect(await items(p.userId)).toEqual([['VIP 2 upgrade gift', 1_800, 'vipUpgrade']]);
  });

  it('keeps the level when the window turnover is met exactly, and a promotion starts the window again', async () => {
    const kept = await player();
    const promoted = await player();
    const review = await reviewClock('2026-01-15T04:00:00Z');
    await bet(kept.userId, 1_000_000, '2026-01-15T10:00:00Z');
    await bet(promoted.userId, 1_000_000, '2026-01-15T10:00:00Z');
    await review.runAt('2026-01-15T16:10:00Z');
    await bet(kept.userId, 300_000, '2026-04-15T15:59:59Z');
    // Promoted to VIP 3 on 2026-03-02 (made on 03-01): its window starts that day.
    await bet(promoted.userId, 4_000_000, '2026-03-01T10:00:00Z');

    await review.runAt('2026-04-15T16:10:00Z');
    expect(await standing(kept.userId)).toEqual({ level: 2, windowStart: '2026-04-16' });
    expect(await standing(promoted.userId)).toEqual({ level: 3, windowStart: '2026-03-02' });
    // Day 90 of the new window is 2026-05-30, reviewed by the run of 05-31.
    await review.runAt('2026-05-29T16:10:00Z');
    expect(await standing(promoted.userId)).toMatchObject({ level: 3 });
    await review.runAt('2026-05-30T16:10:00Z');
    expect(await standing(promoted.userId)).toEqual({ level: 2, windowStart: '2026-05-31' });
  });
});
