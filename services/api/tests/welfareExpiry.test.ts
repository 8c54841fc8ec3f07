import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { ManualClock } from '../src/core/time/clock';
import { everyTenMinutes, welfareExpiryJob } from '../src/modules/promotions/welfare/expiryJob';
import { EN } from './support/messagePlayer';
import { useTestApp } from './support/testApp';

/**
 * Welfare items expire 3 days after their grant (docs/product-rules.md#welfare): refused from that
 * instant on, read as expired at once, and marked expired once by the scheduler's `welfare.expire`.
 */
const t = useTestApp();
const ZH = 1;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_wf_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The grant: 2026-11-24 12:03 business time, off the job's 10-minute marks. */
const T = new Date('2026-11-24T04:03:00Z');
const DEADLINE = new Date(T.getTime() + 3 * DAY_MS);

async function grant(username: string, amount = 500): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/__dev/welfare/grant',
    payload: { username, amount },
  });
  return (response.json() as { id: number }).id;
}

async function stored(id: number) {
  const { rows } = await t.db.query<{ status: string; expired_at: Date | null }>(
    'SELECT status, expired_at FROM welfare_items WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

const statuses = async (token: string) =>
  ((await t.call('queryWelfareCenterList', {}, { token })).body.list as { status: string }[]).map(
    (i) => i.status,
  );

describe('the 3-day deadline', () => {
  it('is claimable until 1 ms before it and refused from it on, read as expired before the job', async () => {
    t.clock.set(T);
    const p = await t.registerPlayer();
    const early = await grant(p.username, 800);
    const late = await grant(p.username, 900);

    t.clock.set(new Date(DEADLINE.getTime() - 1));
    expect(await statuses(p.token)).toEqual(['claimable', 'claimable']);
    expect((await t.call('receiveWelfare', { id: early }, { token: p.token })).body.code).toBe(0);

    t.clock.set(DEADLINE);
    expect(
      (await t.call('receiveWelfare', { id: late }, { token: p.token, lang: EN })).body,
    ).toMatchObject({
      code: 1000,
      msg: 'This welfare item has expired and can no longer be claimed',
    });
    expect(
      (await t.call('receiveWelfare', { id: late }, { token: p.token, lang: ZH })).body,
    ).toMatchObject({ code: 1000, msg: '该福利已过期，无法领取' });
    expect(await statuses(p.token)).toEqual(['expired', 'claimed']);
    expect(
      (await t.call('queryWelfareCenterList', { status: 'expired' }, { token: p.token })).body,
    ).toMatchObject({ total: 1, list: [{ id: late }] });
    expect((await t.call('queryWelfareCenterTotal', {}, { token: p.token })).body).toMatchObject({
      claimableCount: 0,
      claimableAmount: 0,
      claimedAmount: 800,
    });
    // Nothing has been written yet: the job marks it.
    expect(await stored(late)).toEqual({ status: 'claimable', expired_at: null });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('the welfare.expire job', () => {
  it('runs every 10 business minutes, and after a gap only its last run', () => {
    expect(
      everyTenMinutes(new Date('2026-11-24T04:00:00Z'), new Date('2026-11-24T04:09:59Z')),
    ).toEqual([]);
    expect(
      everyTenMinutes(new Date('2026-11-24T04:00:00Z'), new Date('2026-11-24T04:10:00Z')),
    ).toEqual([{ key: '2026-11-24T12:10+08:00', dueAt: new Date('2026-11-24T04:10:00Z') }]);
    expect(
      everyTenMinutes(new Date('2026-11-24T04:00:00Z'), new Date('2026-11-27T16:25:00Z')),
    ).toEqual([{ key: '2026-11-28T00:20+08:00', dueAt: new Date('2026-11-27T16:20:00Z') }]);
    expect(SCHEDULED_JOBS).toContain(welfareExpiryJob);
  });

  it('marks an unclaimed item expired once, at its run time, and leaves claimed items alone', async () => {
    t.clock.set(T);
    const p = await t.registerPlayer();
    const claimed = await grant(p.username, 300);
    const unclaimed = await grant(p.username, 400);
    expect((await t.call('receiveWelfare', { id: claimed }, { token: p.token })).body.code).toBe(0);
    t.clock.advance(DAY_MS);
    const fresh = await grant(p.username, 500);

    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    const options = { bossSchema, retryDelaySeconds: 0, log: quiet };
    const clock = new ManualClock(new Date(DEADLINE.getTime() - 60_000));
    expect((await runDueJobs(t.db, [welfareExpiryJob], clock, options)).delivered).toEqual([]);

    // 04:02:59.999 is before the deadline (04:03): the 04:00 run has nothing to mark yet.
    clock.set(new Date(DEADLINE.getTime() - 1));
    expect(await stored(unclaimed)).toEqual({ status: 'claimable', expired_at: null });

    clock.set('2026-11-27T04:15:00Z');
    const report = await runDueJobs(t.db, [welfareExpiryJob], clock, options);
    expect(report.delivered).toEqual([
      expect.objectContaining({
        job: 'welfare.expire',
        key: '2026-11-27T12:10+08:00',
        outcome: 'done',
      }),
    ]);
    expect(await stored(unclaimed)).toEqual({
      status: 'expired',
      expired_at: new Date('2026-11-27T04:10:00Z'),
    });
    expect((await stored(claimed)).status).toBe('claimed');
    expect((await stored(fresh)).status).toBe('claimable');
    // A run is delivered once; run again by hand it finds nothing left to mark.
    expect((await runDueJobs(t.db, [welfareExpiryJob], clock, options)).delivered).toEqual([]);
    await t.db.transaction((tx) =>
      welfareExpiryJob.run(
        tx,
        { key: '2026-11-27T12:10+08:00', dueAt: new Date('2026-11-27T04:10:00Z') },
        { now: clock.now(), log: quiet },
      ),
    );
    expect(await stored(unclaimed)).toEqual({
      status: 'expired',
      expired_at: new Date('2026-11-27T04:10:00Z'),
    });
    t.clock.set(clock.now());
    expect(
      (await t.call('receiveWelfare', { id: unclaimed }, { token: p.token, lang: EN })).body,
    ).toMatchObject({
      code: 1000,
      msg: 'This welfare item has expired and can no longer be claimed',
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
