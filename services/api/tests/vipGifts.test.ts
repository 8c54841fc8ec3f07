import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import type { ScheduledJob } from '../src/core/scheduler/types';
import { ManualClock } from '../src/core/time/clock';
import { vipBirthdayJob } from '../src/modules/promotions/vip/birthdayJob';
import { vipWeeklyEnvelopeJob } from '../src/modules/promotions/vip/weeklyEnvelopeJob';
import { EN } from './support/messagePlayer';
import { useTestApp } from './support/testApp';

/**
 * The VIP birthday gift and weekly red envelope through the scheduler (docs/product-rules.md#vip),
 * and the VIP tables players read.
 */
const t = useTestApp();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_vipg_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});
const options = { bossSchema, retryDelaySeconds: 0, log: quiet };

async function scheduler(job: ScheduledJob, start: string) {
  await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
  const clock = new ManualClock(start);
  await runDueJobs(t.db, [job], clock, options);
  return async (at: string) => {
    clock.set(at);
    return (await runDueJobs(t.db, [job], clock, options)).delivered.map((d) => d.key);
  };
}

async function player(level: number, change: { createdAt?: string; birthDate?: string } = {}) {
  const p = await t.registerPlayer();
  await t.db.query(
    `UPDATE users SET lang_type = $2, vip_level = $3, created_at = coalesce($4, created_at),
       birth_date = $5 WHERE id = $1`,
    [p.userId, EN, level, change.createdAt ?? null, change.birthDate ?? null],
  );
  return p;
}

async function items(userId: number) {
  const { rows } = await t.db.query<{ id: number; title: string; amount: number; source: string }>(
    `SELECT id, title->>'en' AS title, amount, reward_source AS source FROM welfare_items
     WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount) }));
}

describe('the birthday gift', () => {
  it('goes on the birthday at 00:05 to accounts registered more than 90 days before, once', async () => {
    expect(SCHEDULED_JOBS).toContain(vipBirthdayJob);
    t.clock.set('2026-11-23T04:00:00Z');
    // The run of 2026-11-24 is due at 00:05 business time (16:05 UTC the day before).
    const days89 = await player(2, { createdAt: '2026-08-27T04:00:00Z', birthDate: '1990-11-24' });
    const days90 = await player(2, { createdAt: '2026-08-26T04:00:00Z', birthDate: '1990-11-24' });
    const days91 = await player(2, { createdAt: '2026-08-25T04:00:00Z', birthDate: '1990-11-24' });
    const vip1 = await player(1, { createdAt: '2026-01-01T04:00:00Z', birthDate: '1990-11-24' });
    const otherDay = await player(2, {
      createdAt: '2026-01-01T04:00:00Z',
      birthDate: '1990-11-25',
    });
    const run = await scheduler(vipBirthdayJob, '2026-11-23T16:00:00Z');
    expect(await run('2026-11-23T16:04:59Z')).toEqual([]);
    expect(await run('2026-11-23T16:05:00Z')).toEqual(['2026-11-24']);
    expect(await items(days89.userId)).toEqual([]);
    expect(await items(days90.userId)).toEqual([]);
    expect(await items(days91.userId)).toMatchObject([
      { title: 'Birthday gift', amount: 1_800, source: 'vipBirthday' },
    ]);
    // VIP 1's birthday gift is 0: nothing to give.
    expect(await items(vip1.userId)).toEqual([]);
    expect(await items(otherDay.userId)).toEqual([]);

    t.clock.set('2026-11-24T04:00:00Z');
    const [gift] = await items(days91.userId);
    expect(
      (await t.call('receiveWelfare', { id: gift!.id }, { token: days91.token })).body.code,
    ).toBe(0);
    const rewards = await t.call(
      'queryRewardRecordList',
      { list: 'rewards' },
      { token: days91.token, lang: EN },
    );
    expect(rewards.body).toMatchObject({
      list: [{ source: 'vipBirthday', title: 'Birthday gift', amount: 1_800, status: 'paid' }],
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('the weekly red envelope', () => {
  it('opens Saturday at 01:00 for VIP 1-5 and 13:00 for VIP 6-10 with the level held on Friday', async () => {
    expect(SCHEDULED_JOBS).toContain(vipWeeklyEnvelopeJob);
    const vip2 = await player(2);
    const vip6 = await player(6);
    // Promoted from VIP 5 to 6 by Saturday's review (00:10): Friday's level is 5.
    const promoted = await player(6);
    await t.db.query(
      `INSERT INTO vip_level_changes (user_id, from_level, to_level, reason, business_date, effective_at)
       VALUES ($1, 5, 6, 'promotion', '2026-01-17', '2026-01-16T16:10:00Z')`,
      [promoted.userId],
    );
    // 2026-01-17 is a Saturday: 01:00 business time is 17:00 UTC on Friday.
    const run = await scheduler(vipWeeklyEnvelopeJob, '2026-01-16T12:00:00Z');
    expect(await run('2026-01-16T16:59:59Z')).toEqual([]);
    expect(await run('2026-01-16T17:00:00Z')).toEqual(['2026-01-17T01:00+08:00']);
    expect(await items(vip2.userId)).toMatchObject([
      { title: 'VIP weekly red envelope', amount: 800, source: 'vipWeekly' },
    ]);
    expect(await items(promoted.userId)).toMatchObject([{ amount: 8_800 }]);
    expect(await items(vip6.userId)).toEqual([]);
    expect(await run('2026-01-17T04:59:59Z')).toEqual([]);
    expect(await run('2026-01-17T05:00:00Z')).toEqual(['2026-01-17T13:00+08:00']);
    expect(await items(vip6.userId)).toMatchObject([{ amount: 18_800 }]);
    expect(await items(promoted.userId)).toHaveLength(1);
  });

  it('is claimable until Wednesday 23:59:59.999 business time and refused from Thursday 00:00', async () => {
    const early = await player(3);
    const late = await player(3);
    const run = await scheduler(vipWeeklyEnvelopeJob, '2026-01-16T12:00:00Z');
    await run('2026-01-16T17:00:00Z');
    const [earlyItem] = await items(early.userId);
    const [lateItem] = await items(late.userId);
    // Wednesday 2026-01-21 ends at 16:00 UTC.
    t.clock.set(new Date(Date.parse('2026-01-21T16:00:00Z') - 1));
    expect(
      (await t.call('receiveWelfare', { id: earlyItem!.id }, { token: early.token })).body.code,
    ).toBe(0);
    t.clock.set('2026-01-21T16:00:00Z');
    expect(
      (await t.call('receiveWelfare', { id: lateItem!.id }, { token: late.token, lang: EN })).body,
    ).toMatchObject({
      code: 1000,
      msg: 'This welfare item has expired and can no longer be claimed',
    });
    const rewards = await t.call(
      'queryRewardRecordList',
      { list: 'rewards' },
      { token: early.token, lang: EN },
    );
    expect(rewards.body).toMatchObject({ list: [{ source: 'vipWeekly', amount: 1_800 }] });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('the VIP tables', () => {
  it('lists the ten levels with the VIP offer as their discount; a token adds the standing', async () => {
    const guest = await t.call('getVipInfo', {}, { lang: EN });
    expect(guest.body).toMatchObject({
      code: 0,
      nowVipInfo: null,
      nextVipInfo: null,
      progress: null,
    });
    const levels = guest.body.vipLevelList as { vipLevel: number; promotionDiscount: unknown }[];
    expect(levels.map((l) => l.vipLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels[0]).toMatchObject({ validTurnover: 0, promotionDiscount: null });
    expect(levels[2]!.promotionDiscount).toMatchObject({
      minTransfer: 10_000,
      turnoverMultiple: 10,
    });

    const p = await player(2);
    await t.db.query(`UPDATE users SET vip_window_start = '2026-01-10' WHERE id = $1`, [p.userId]);
    await t.db.query(
      `INSERT INTO bet_records (plat_code, bet_ref, user_id, game_code, stake, valid_turnover,
         win_lose, status, bet_time, settled_at)
       VALUES ('STLIVE', 'info-1', $1, 'test', 12345, 12345, 0, 'settled', $2, $2)`,
      [p.userId, '2026-01-14T04:00:00Z'],
    );
    const member = await t.call('getVipInfo', {}, { token: p.token });
    expect(member.body).toMatchObject({
      nowVipInfo: { vipLevel: 2 },
      nextVipInfo: { vipLevel: 3 },
      progress: {
        vipLevel: 2,
        validTurnover: 12_345,
        protectionTurnover: 12_345,
        protectionDeadline: '2026-04-09T16:00:00.000Z',
      },
    });
    const waters = await t.call('getVipReturnWaterList', {});
    expect((waters.body.vipReturnWaterList as unknown[]).length).toBe(10);
    expect(waters.body.vipReturnWaterList).toContainEqual({
      vipLevel: 1,
      rebateRatios: expect.arrayContaining([{ gameType: 'lottery', rateBp: 30 }]),
    });
  });
});
