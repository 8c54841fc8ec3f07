import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { rebateBoostBonus, rebateBoostJob } from '../src/modules/promotions/offers/rebateBoostJob';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { ManualClock } from '../src/core/time/clock';
import { putOffers, testOffer } from './support/offerFixtures';
import { useTestApp } from './support/testApp';

/**
 * A rebate boost (docs/product-rules.md#offers): applying is approved at once with nothing moved;
 * the scheduler's `offers.rebateBoost` pays, after the business day, the valid turnover of that
 * day's settled bets at the offer's venues × the ratio, capped, exactly once.
 */
const t = useTestApp();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_rb_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});

const BOOST = testOffer({
  id: 9101,
  kind: 'rebateBoost',
  classification: 'highRebate',
  frequency: 'daily',
  minTransfer: 0,
  bonusRatioBp: 50,
  maxBonus: 1_000,
  turnoverMultiple: 1,
  platCodes: ['STLIVE', 'STSLOT'],
});

/** The test clock starts at 2026-01-15 12:00 business time; that day ends at 16:00 UTC. */
const DAY_END = '2026-01-15T16:00:00Z';
let bets = 0;

async function bet(
  userId: number,
  platCode: string,
  validTurnover: number,
  settledAt: string | null,
  status: 'settled' | 'pending' = 'settled',
) {
  bets += 1;
  await t.db.query(
    `INSERT INTO bet_records
       (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time,
        settled_at)
     VALUES ($1, $2, $3, 'test', $4, $4, 0, $5, $6, $7)`,
    [platCode, `rb-${bets}`, userId, validTurnover, status, '2026-01-14T00:00:00Z', settledAt],
  );
}

async function central(token: string): Promise<number> {
  const info = await t.call('getUserTransInfo', {}, { token });
  return (info.body.userBalanceMap as { centralWallet: number }).centralWallet;
}

async function applyBoost(token: string) {
  const answer = await t.call(
    'applyActivity',
    { activityId: BOOST.id, idempotencyKey: `boost-${randomBytes(6).toString('hex')}` },
    { token, lang: 3 },
  );
  return answer.body;
}

describe('rebate boost', () => {
  it('rounds down to the fen and stops at the maximum', () => {
    const terms = { bonusRatioBp: 50, maxBonus: 1_000 };
    expect(rebateBoostBonus(150_000, terms)).toBe(750);
    expect(rebateBoostBonus(150_199, terms)).toBe(750);
    expect(rebateBoostBonus(200_000, terms)).toBe(1_000);
    expect(rebateBoostBonus(10_000_000, terms)).toBe(1_000);
    expect(rebateBoostBonus(0, terms)).toBe(0);
  });

  it("is one of the scheduler's jobs, daily at 00:30 business time", () => {
    expect(SCHEDULED_JOBS).toContain(rebateBoostJob);
    expect(
      rebateBoostJob.occurrences(
        new Date('2026-01-15T04:00:00Z'),
        new Date('2026-01-16T04:00:00Z'),
      ),
    ).toEqual([{ key: '2026-01-16', dueAt: new Date('2026-01-15T16:30:00Z') }]);
  });

  it("is approved at once; the job pays yesterday's valid bets at its venues once", async () => {
    await putOffers(t.db, [BOOST]);
    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    const clock = new ManualClock(t.clock.now());
    const options = { bossSchema, retryDelaySeconds: 0, log: quiet };
    // The first planning starts the job's cursor at now: nothing is due yet.
    expect((await runDueJobs(t.db, [rebateBoostJob], clock, options)).delivered).toEqual([]);

    const a = await t.registerPlayer();
    const applied = await applyBoost(a.token);
    expect(applied).toMatchObject({
      code: 0,
      application: {
        activityId: 9101,
        platCode: null,
        transferAmount: 0,
        amount: 0,
        requiredTurnover: null,
        status: 'approved',
      },
    });
    expect(await applyBoost(a.token)).toMatchObject({
      code: 1000,
      msg: expect.stringMatching(/today/),
    });
    await bet(a.userId, 'STLIVE', 100_000, '2026-01-15T05:00:00Z');
    await bet(a.userId, 'STSLOT', 50_000, '2026-01-15T15:59:59Z');
    // Not counted: settled the next business day, a venue the offer does not boost, not settled,
    // and settled the day before.
    await bet(a.userId, 'STSLOT', 70_000, DAY_END);
    await bet(a.userId, 'STSPORT', 100_000, '2026-01-15T05:00:00Z');
    await bet(a.userId, 'STLIVE', 100_000, null, 'pending');
    await bet(a.userId, 'STLIVE', 100_000, '2026-01-14T15:00:00Z');

    const big = await t.registerPlayer();
    await applyBoost(big.token);
    await bet(big.userId, 'STSLOT', 10_000_000, '2026-01-15T06:00:00Z');
    const idle = await t.registerPlayer();
    await applyBoost(idle.token);
    const notApplied = await t.registerPlayer();
    await bet(notApplied.userId, 'STLIVE', 100_000, '2026-01-15T06:00:00Z');

    // 00:29 the next day: not yet; 00:30: the day that ended is paid.
    clock.set('2026-01-15T16:29:00Z');
    expect((await runDueJobs(t.db, [rebateBoostJob], clock, options)).delivered).toEqual([]);
    clock.set('2026-01-15T16:31:00Z');
    const report = await runDueJobs(t.db, [rebateBoostJob], clock, options);
    expect(report.delivered).toEqual([
      expect.objectContaining({ job: 'offers.rebateBoost', key: '2026-01-16', outcome: 'done' }),
    ]);
    expect((await runDueJobs(t.db, [rebateBoostJob], clock, options)).delivered).toEqual([]);

    expect(await central(a.token)).toBe(750);
    expect(await central(big.token)).toBe(1_000);
    expect(await central(idle.token)).toBe(0);
    expect(await central(notApplied.token)).toBe(0);
    const records = await t.call('queryApplyActivityList', {}, { token: a.token });
    expect(records.body.list).toMatchObject([{ amount: 750, status: 'approved' }]);
    const { rows } = await t.db.query<{ user_id: number; amount: number; status: string }>(
      `SELECT user_id, amount, status FROM rewards WHERE source = 'offer' ORDER BY user_id`,
    );
    expect(rows.map((r) => [r.user_id, Number(r.amount), r.status])).toEqual([
      [a.userId, 750, 'paid'],
      [big.userId, 1_000, 'paid'],
    ]);
    const { rows: messages } = await t.db.query<{ content: string }>(
      "SELECT content FROM messages WHERE user_id = $1 AND category = 'activity'",
      [a.userId],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toContain('2026-01-15');

    // A run of the same day again (an operator's rerun) pays nothing twice.
    await t.db.transaction((tx) =>
      rebateBoostJob.run(
        tx,
        { key: '2026-01-16', dueAt: new Date('2026-01-15T16:30:00Z') },
        { now: clock.now(), log: quiet },
      ),
    );
    expect(await central(a.token)).toBe(750);
  });
});
