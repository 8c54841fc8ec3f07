import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { VIP_LEVEL_SEEDS } from '../src/seeds/vipLevels';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { houseBalance, playerWalletBalances } from '../src/core/ledger/accounts';
import { rebateSettleJob } from '../src/modules/promotions/rebates/settleJob';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { ManualClock } from '../src/core/time/clock';
import { turnoverStatus } from '../src/modules/wallet/withdrawals/quota';
import { useTestApp } from './support/testApp';

/**
 * Rebates on valid bets (docs/product-rules.md#rebates): per game category, the valid bets settled
 * in a business day × the level's ratio, rounded down to the fen; the player claims today's so far
 * once a day, and the scheduler's `rebate.settle` pays the rest of the day once, from the house
 * rebate account into the central wallet.
 */
const t = useTestApp();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_rebate_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});

/** The test clock starts at 2026-01-15 12:00 business time; that day runs 16:00 → 16:00 UTC. */
const DAY_START = '2026-01-14T16:00:00Z';
const DAY_END = '2026-01-15T16:00:00Z';
let bets = 0;

async function bet(
  userId: number,
  platCode: string,
  validTurnover: number,
  settledAt: string | null,
  { gameCode = 'test', status = 'settled' }: { gameCode?: string; status?: string } = {},
) {
  bets += 1;
  await t.db.query(
    `INSERT INTO bet_records
       (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time,
        settled_at)
     VALUES ($1, $2, $3, $4, $5, $5, 0, $6, $7, $8)`,
    [platCode, `rebate-${bets}`, userId, gameCode, validTurnover, status, DAY_START, settledAt],
  );
}

async function central(userId: number): Promise<number> {
  return (await playerWalletBalances(t.db, userId)).central;
}

function houseRebate(): Promise<number> {
  return houseBalance(t.db, 'house_rebate');
}

function houseBonus(): Promise<number> {
  return houseBalance(t.db, 'house_bonus');
}

type Today = {
  code: number;
  byCategory: { gameType: string; validBets: number; rateBp: number; amount: number }[];
  expected: number;
  claimedToday: number;
  claimable: boolean;
};

async function today(token: string): Promise<Today> {
  return (await t.call('queryRebateToday', {}, { token })).body as unknown as Today;
}

async function claim(token: string) {
  return (await t.call('doUserBackwater', {}, { token })).body;
}

function amounts(answer: Today): Record<string, number> {
  return Object.fromEntries(answer.byCategory.map((line) => [line.gameType, line.amount]));
}

describe('rebate ratios', () => {
  it("are the seed's, and the strategy shown to players reads the same ones as the engine", async () => {
    expect(VIP_LEVEL_SEEDS[0]!.rebateBp).toEqual({
      sports: 40,
      live: 40,
      chess: 40,
      esports: 40,
      lottery: 30,
      electronic: 45,
    });
    const p = await t.registerPlayer();
    const lines = (await today(p.token)).byCategory;
    expect(lines.map((l) => l.gameType)).toEqual([
      'sports',
      'liveVideo',
      'chessAndCards',
      'esports',
      'lottery',
      'electronic',
    ]);
    for (const line of lines) {
      const strategy = await t.call(
        'queryWaterStrategyByGameType',
        { gameType: line.gameType },
        { token: p.token },
      );
      const list = strategy.body.strategyList as { vipLevel: number; rateBp: number }[];
      expect(list.find((s) => s.vipLevel === 1)!.rateBp, line.gameType).toBe(line.rateBp);
    }
  });
});

describe("today's rebate and the claim (queryRebateToday, doUserBackwater)", () => {
  it('sums the valid bets settled today per category at the level ratios, rounded down to the fen', async () => {
    const p = await t.registerPlayer();
    const other = await t.registerPlayer();
    await bet(p.userId, 'STLIVE', 12_345, '2026-01-15T01:00:00Z');
    // The in-house venue's games count in their own category: keno is lottery, the slot electronic.
    await bet(p.userId, 'STHOUSE', 3_333, '2026-01-15T02:00:00Z', { gameCode: 'keno' });
    await bet(p.userId, 'STSLOT', 10_001, DAY_START);
    await bet(p.userId, 'STHOUSE', 1_000, '2026-01-15T03:00:00Z', { gameCode: 'slot' });
    await bet(p.userId, 'STSPORT', 999, '2026-01-15T03:59:59Z');
    // Not counted: settled yesterday, still pending, cancelled, another player's.
    await bet(p.userId, 'STSPORT', 100_000, '2026-01-14T15:59:59Z');
    await bet(p.userId, 'STSPORT', 100_000, null, { status: 'pending' });
    await bet(p.userId, 'STSPORT', 100_000, '2026-01-15T01:00:00Z', { status: 'cancelled' });
    await bet(other.userId, 'STSPORT', 100_000, '2026-01-15T01:00:00Z');

    const before = await today(p.token);
    expect(before).toMatchObject({ code: 0, claimedToday: 0, claimable: true });
    expect(before.byCategory).toEqual([
      { gameType: 'sports', validBets: 999, rateBp: 40, amount: 3 },
      { gameType: 'liveVideo', validBets: 12_345, rateBp: 40, amount: 49 },
      { gameType: 'chessAndCards', validBets: 0, rateBp: 40, amount: 0 },
      { gameType: 'esports', validBets: 0, rateBp: 40, amount: 0 },
      { gameType: 'lottery', validBets: 3_333, rateBp: 30, amount: 9 },
      { gameType: 'electronic', validBets: 11_001, rateBp: 45, amount: 49 },
    ]);
    // Each category rounded down on its own: 3.996 + 49.38 + 9.999 + 49.5045 pays 3 + 49 + 9 + 49.
    expect(before.expected).toBe(110);

    // VIP 2's ratios for the same bets.
    await t.db.query('UPDATE users SET vip_level = 2 WHERE id = $1', [p.userId]);
    const vip2 = await today(p.token);
    expect(vip2.byCategory.map((l) => l.rateBp)).toEqual([45, 45, 45, 45, 35, 50]);
    expect(amounts(vip2)).toMatchObject({ sports: 4, liveVideo: 55, lottery: 11, electronic: 55 });
    expect(vip2.expected).toBe(4 + 55 + 11 + 55);
  });

  it('credits the rebate so far into the central wallet from the house rebate account, once a day', async () => {
    const p = await t.registerPlayer();
    await bet(p.userId, 'STLIVE', 12_345, '2026-01-15T01:00:00Z');
    await bet(p.userId, 'STSLOT', 10_001, '2026-01-15T02:00:00Z');
    // 333 × 0.30 % rounds to 0: the claim leaves the lottery bets for the settlement.
    await bet(p.userId, 'STLOTTO', 333, '2026-01-15T02:00:00Z');

    expect(await claim(p.token)).toEqual({
      code: 0,
      msg: expect.any(String),
      expectedRebateToday: 0,
      creditedAmount: 94,
    });
    expect(await central(p.userId)).toBe(94);
    expect(await houseRebate()).toBe(-94);
    expect(await houseBonus()).toBe(0);
    const rewards = await t.call('queryRewardRecordList', {}, { token: p.token, lang: 3 });
    expect(rewards.body.list).toMatchObject([
      { source: 'rebate', title: 'Rebate 2026-01-15', amount: 94, status: 'paid' },
    ]);
    const zh = await t.call('queryRewardRecordList', {}, { token: p.token, lang: 1 });
    expect(zh.body.list).toMatchObject([{ title: '返水 2026-01-15' }]);
    const transactions = await t.call('queryTransactionRecordList', {}, { token: p.token });
    expect(transactions.body.list).toMatchObject([
      { type: 'rebate', mode: 'income', status: 'success', amount: 94 },
    ]);
    expect(await today(p.token)).toMatchObject({
      expected: 0,
      claimedToday: 94,
      claimable: false,
    });

    // A bet settled after the claim: shown as today's expected rebate, not claimable again today.
    t.clock.advance(60_000);
    await bet(p.userId, 'STLIVE', 5_000, '2026-01-15T04:00:30Z');
    expect(await today(p.token)).toMatchObject({
      expected: 20,
      claimedToday: 94,
      claimable: false,
    });
    expect(await claim(p.token)).toMatchObject({
      code: 0,
      expectedRebateToday: 20,
      creditedAmount: 0,
    });
    expect(await central(p.userId)).toBe(94);

    // The rebate counts toward the 1× withdrawal turnover like a bonus.
    expect((await turnoverStatus(t.db, p.userId)).required).toBe(94);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it("a claim with nothing to pay credits 0 and leaves the day's claim unused", async () => {
    const p = await t.registerPlayer();
    expect(await claim(p.token)).toMatchObject({
      code: 0,
      expectedRebateToday: 0,
      creditedAmount: 0,
    });
    await bet(p.userId, 'STCHESS', 2_500, '2026-01-15T03:00:00Z');
    expect(await today(p.token)).toMatchObject({ expected: 10, claimable: true });
    expect(await claim(p.token)).toMatchObject({ expectedRebateToday: 0, creditedAmount: 10 });
    expect(await central(p.userId)).toBe(10);
  });

  it('concurrent claims pay once', async () => {
    const p = await t.registerPlayer();
    await bet(p.userId, 'STESPORT', 100_000, '2026-01-15T03:00:00Z');
    const answers = await Promise.all([claim(p.token), claim(p.token), claim(p.token)]);
    expect(answers.map((a) => a.creditedAmount).sort()).toEqual([0, 0, 400]);
    expect(await central(p.userId)).toBe(400);
    expect(await houseRebate()).toBe(-400);
  });

  it('needs a login', async () => {
    expect((await t.call('doUserBackwater', {})).body.code).toBe(401);
    expect((await t.call('queryRebateToday', {})).body.code).toBe(401);
  });
});

describe('the settlement (rebate.settle)', () => {
  it("is one of the scheduler's jobs, daily at 00:20 business time", () => {
    expect(SCHEDULED_JOBS).toContain(rebateSettleJob);
    expect(
      rebateSettleJob.occurrences(
        new Date('2026-01-15T04:00:00Z'),
        new Date('2026-01-16T04:00:00Z'),
      ),
    ).toEqual([{ key: '2026-01-16', dueAt: new Date('2026-01-15T16:20:00Z') }]);
  });

  it('pays what the claim left of the day that ended, once, with a message; nothing when the claim covered all', async () => {
    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    const clock = new ManualClock(t.clock.now());
    const options = { bossSchema, retryDelaySeconds: 0, log: quiet };
    // The first planning starts the job's cursor at now: nothing is due yet.
    expect((await runDueJobs(t.db, [rebateSettleJob], clock, options)).delivered).toEqual([]);

    // Claimed, then bets settled after the claim (one pulled late, settled before midnight).
    const claimed = await t.registerPlayer();
    await bet(claimed.userId, 'STLIVE', 10_000, '2026-01-15T01:00:00Z');
    await bet(claimed.userId, 'STLOTTO', 333, '2026-01-15T01:00:00Z');
    expect(await claim(claimed.token)).toMatchObject({ creditedAmount: 40 });
    await bet(claimed.userId, 'STLIVE', 2_500, '2026-01-15T10:00:00Z');
    await bet(claimed.userId, 'STLOTTO', 3_000, '2026-01-15T15:59:59Z');
    // Settled the next business day: that day's rebate, not this one's.
    await bet(claimed.userId, 'STLIVE', 50_000, DAY_END);

    // Claimed everything and bet no more.
    const covered = await t.registerPlayer();
    await bet(covered.userId, 'STSPORT', 5_000, '2026-01-15T01:00:00Z');
    expect(await claim(covered.token)).toMatchObject({ creditedAmount: 20 });

    // Never claimed, at VIP 2.
    const unclaimed = await t.registerPlayer();
    await t.db.query('UPDATE users SET vip_level = 2 WHERE id = $1', [unclaimed.userId]);
    await bet(unclaimed.userId, 'STSLOT', 20_000, '2026-01-15T05:00:00Z');
    await bet(unclaimed.userId, 'STCHESS', 10_000, '2026-01-15T06:00:00Z');

    clock.set('2026-01-15T16:19:00Z');
    expect((await runDueJobs(t.db, [rebateSettleJob], clock, options)).delivered).toEqual([]);
    clock.set('2026-01-15T16:21:00Z');
    expect((await runDueJobs(t.db, [rebateSettleJob], clock, options)).delivered).toEqual([
      expect.objectContaining({ job: 'rebate.settle', key: '2026-01-16', outcome: 'done' }),
    ]);
    expect((await runDueJobs(t.db, [rebateSettleJob], clock, options)).delivered).toEqual([]);

    // 2 500 × 0.40 % = 10; lottery (333 + 3 000) × 0.30 % = 9.999 → 9.
    expect(await central(claimed.userId)).toBe(40 + 10 + 9);
    expect(await central(covered.userId)).toBe(20);
    // 20 000 × 0.50 % + 10 000 × 0.45 %.
    expect(await central(unclaimed.userId)).toBe(100 + 45);
    expect(await houseRebate()).toBe(-(59 + 20 + 145));

    const { rows } = await t.db.query<{ user_id: number; source_ref: string; amount: number }>(
      "SELECT user_id, source_ref, amount FROM rewards WHERE source = 'rebate' ORDER BY id",
    );
    expect(rows.map((r) => [r.source_ref, Number(r.amount)])).toEqual([
      [`${claimed.userId}:2026-01-15:claim`, 40],
      [`${covered.userId}:2026-01-15:claim`, 20],
      [`${claimed.userId}:2026-01-15:settle`, 19],
      [`${unclaimed.userId}:2026-01-15:settle`, 145],
    ]);
    const { rows: payments } = await t.db.query<{
      user_id: number;
      kind: string;
      game_type: string;
      valid_turnover: number;
      rate_bp: number;
      amount: number;
    }>(
      `SELECT user_id, kind, game_type, valid_turnover, rate_bp, amount FROM rebate_payments
       WHERE user_id = $1 ORDER BY id`,
      [claimed.userId],
    );
    expect(
      payments.map((p) => [
        p.kind,
        p.game_type,
        Number(p.valid_turnover),
        p.rate_bp,
        Number(p.amount),
      ]),
    ).toEqual([
      ['claim', 'liveVideo', 10_000, 40, 40],
      ['settle', 'liveVideo', 2_500, 40, 10],
      ['settle', 'lottery', 3_333, 30, 9],
    ]);

    const messages = async (userId: number) =>
      (
        await t.db.query<{ title: string; content: string }>(
          "SELECT title, content FROM messages WHERE user_id = $1 AND category = 'activity'",
          [userId],
        )
      ).rows;
    expect(await messages(covered.userId)).toEqual([]);
    const sent = await messages(claimed.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toContain('2026-01-15');
    expect(sent[0]!.content).toContain('0.19');
    expect(await messages(unclaimed.userId)).toHaveLength(1);

    // A run of the same day again (an operator's rerun) pays nothing twice.
    await t.db.transaction((tx) =>
      rebateSettleJob.run(
        tx,
        { key: '2026-01-16', dueAt: new Date('2026-01-15T16:20:00Z') },
        { now: clock.now(), log: quiet },
      ),
    );
    expect(await central(claimed.userId)).toBe(59);
    expect(await central(unclaimed.userId)).toBe(145);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
