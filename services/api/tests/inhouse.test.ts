import { hashServerSeed, replayRound } from '@platform/fair-games';
import { describe, expect, it } from 'vitest';
import { houseAccountId, playerAccountId, postTransfer } from '../src/core/ledger';
import { reconcileVenues } from '../src/core/venues/reconcile';
import { houseVenue } from './support/houseVenue';
import { useTestApp } from './support/testApp';
import { insertBankCard } from './support/paymentRows';

/**
 * The in-house venue (docs/product-rules.md#games): rounds settle exactly once on the venue's own
 * books, the platform pulls the bet feed into its bet records, and valid turnover reaches the
 * withdrawal rule and the venue lock.
 */
const t = useTestApp();
const { simulator, pull, nextKey, playerAtHouse, venueBalances, roundCount } = houseVenue(t);
const HOUSE = 'STHOUSE';

function baccarat(
  token: string,
  bets: Record<string, number>,
  idempotencyKey = nextKey(),
  lang?: number,
) {
  return t.call('playBaccarat', { bets, idempotencyKey }, { token, lang });
}

interface RoundBody {
  roundId: string;
  stake: number;
  returned: number;
  validTurnover: number;
  winLose: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bets: { bet: string; stake: number; returned: number }[];
  outcome: Record<string, unknown>;
}
const roundOf = (answer: { body: Record<string, unknown> }) => answer.body.round as RoundBody;

describe('seeds', () => {
  it('shows the committed server seed hash, lets the player set a client seed, and reveals the seed after the round', async () => {
    const p = await playerAtHouse(10_000);
    const before = (await t.call('getInhouseSeed', {}, { token: p.token })).body;
    expect(before).toMatchObject({ code: 0, nonce: 0 });
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const set = await t.call(
      'setInhouseClientSeed',
      { clientSeed: 'my-lucky-seed' },
      { token: p.token },
    );
    expect(set.body).toMatchObject({
      code: 0,
      clientSeed: 'my-lucky-seed',
      serverSeedHash: before.serverSeedHash,
      nonce: 0,
    });

    const answer = await baccarat(p.token, { player: 1_000 });
    expect(answer.body.code).toBe(0);
    const round = roundOf(answer);
    expect(round).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(round.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(round.serverSeed)).toBe(before.serverSeedHash);
    const next = answer.body.nextSeed as { serverSeedHash: string; nonce: number };
    expect(next.nonce).toBe(1);
    expect(next.serverSeedHash).not.toBe(before.serverSeedHash);
  });

  it('refuses a client seed with spaces or over 64 characters', async () => {
    const p = await t.registerPlayer();
    for (const clientSeed of ['has space', 'x'.repeat(65)]) {
      const answer = await t.call('setInhouseClientSeed', { clientSeed }, { token: p.token });
      expect(answer.body.code).not.toBe(0);
    }
  });
});

describe('a round', () => {
  it('debits the stake and credits the return on the venue books, and our books show the same', async () => {
    const p = await playerAtHouse(10_000);
    const answer = await baccarat(p.token, { player: 1_000, tie: 500 });
    expect(answer.body.code).toBe(0);
    const round = roundOf(answer);
    expect(round.stake).toBe(1_500);
    expect(round.winLose).toBe(round.returned - round.stake);
    const expected = 10_000 - 1_500 + round.returned;
    expect(answer.body.venueBalance).toBe(expected);
    expect(await venueBalances(p)).toEqual({ shown: expected, provider: expected });
    const check = await reconcileVenues(t.db, simulator());
    expect(check.mismatches).toEqual([]);
  });

  it('replays from its revealed seed to the stored outcome with replayRound (the verify page)', async () => {
    const p = await playerAtHouse(50_000);
    for (let i = 0; i < 5; i++) {
      const bets = { player: 1_000, banker: 2_000, playerPair: 100 };
      const round = roundOf(await baccarat(p.token, bets));
      const stored = roundOf(
        await t.call('getInhouseRound', { roundId: round.roundId }, { token: p.token }),
      );
      expect(stored).toEqual(round);
      const replay = replayRound('baccarat', { ...stored, bets });
      expect(replay.serverSeedHash).toBe(stored.serverSeedHash);
      expect(stored.outcome).toEqual({
        playerCards: replay.outcome.player,
        bankerCards: replay.outcome.banker,
        playerTotal: replay.outcome.playerTotal,
        bankerTotal: replay.outcome.bankerTotal,
        winner: replay.outcome.winner,
        playerPair: replay.outcome.playerPair,
        bankerPair: replay.outcome.bankerPair,
      });
      expect([stored.stake, stored.returned, stored.validTurnover]).toEqual([
        replay.settlement.stake,
        replay.settlement.returned,
        replay.settlement.validTurnover,
      ]);
    }
  });

  it('plays roulette on the same books and replays each spin from its revealed seed', async () => {
    const p = await playerAtHouse(50_000);
    const bets = [
      { type: 'straight', numbers: [17], stake: 100 },
      { type: 'split', numbers: [0, 2], stake: 200 },
      { type: 'dozen', index: 2, stake: 300 },
      { type: 'red', stake: 400 },
    ] as const;
    let balance = 50_000;
    for (let i = 0; i < 5; i++) {
      const answer = await t.call(
        'playRoulette',
        { bets: [...bets], idempotencyKey: nextKey() },
        { token: p.token },
      );
      expect(answer.body.code).toBe(0);
      const round = answer.body.round as RoundBody & { outcome: { pocket: number } };
      const replay = replayRound('roulette', { ...round, bets: [...bets] });
      expect(round.outcome).toEqual({
        pocket: replay.outcome.pocket,
        colour: replay.outcome.colour,
      });
      expect(round.bets.map((b) => b.returned)).toEqual(
        replay.settlement.bets.map((b) => b.returned),
      );
      balance += round.winLose;
      expect(await venueBalances(p)).toEqual({ shown: balance, provider: balance });
    }
  });

  it('refuses a roulette bet that is not on the layout', async () => {
    const p = await playerAtHouse(10_000);
    const answer = await t.call(
      'playRoulette',
      { bets: [{ type: 'split', numbers: [1, 5], stake: 100 }], idempotencyKey: nextKey() },
      { token: p.token, lang: 3 },
    );
    expect(answer.body).toMatchObject({ msg: 'That bet is not on the table layout' });
    expect(await roundCount(p.userId)).toBe(0);
  });

  it('refuses stakes above the venue balance in the player language, moving nothing', async () => {
    const p = await playerAtHouse(1_000);
    const en = await baccarat(p.token, { banker: 1_001 }, nextKey(), 3);
    expect(en.body.code).not.toBe(0);
    expect(en.body.msg).toMatch(/not enough balance at the in-house venue/i);
    const zh = await baccarat(p.token, { banker: 1_001 }, nextKey(), 1);
    expect(zh.body.msg).toContain('余额不足');
    expect(await venueBalances(p)).toEqual({ shown: 1_000, provider: 1_000 });
    expect(await roundCount(p.userId)).toBe(0);
    const seed = await t.call('getInhouseSeed', {}, { token: p.token });
    expect(seed.body.nonce).toBe(0);
  });

  it('refuses a stake above the table maximum before playing', async () => {
    const p = await playerAtHouse(1_000);
    const answer = await baccarat(p.token, { tie: 500_001 }, nextKey(), 3);
    expect(answer.body.code).not.toBe(0);
    expect(await roundCount(p.userId)).toBe(0);
  });

  it('retried with the same key answers the same round and moves nothing again', async () => {
    const p = await playerAtHouse(10_000);
    const key = nextKey();
    const first = await baccarat(p.token, { banker: 2_000 }, key);
    const again = await baccarat(p.token, { banker: 2_000 }, key);
    expect(roundOf(again)).toEqual(roundOf(first));
    const expected = 10_000 - 2_000 + roundOf(first).returned;
    expect(await venueBalances(p)).toEqual({ shown: expected, provider: expected });
    expect(await roundCount(p.userId)).toBe(1);
    const other = await baccarat(p.token, { banker: 3_000 }, key);
    expect(other.body.code).toBe(409);
  });

  it('50 concurrent requests with one key play one round', async () => {
    const p = await playerAtHouse(10_000);
    const key = nextKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => baccarat(p.token, { player: 3_000 }, key)),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => roundOf(a).roundId)).size).toBe(1);
    expect(await roundCount(p.userId)).toBe(1);
    const expected = 10_000 - 3_000 + roundOf(answers[0]!).returned;
    await pull();
    expect(await venueBalances(p)).toEqual({ shown: expected, provider: expected });
  });

  it('50 concurrent rounds never overdraw the venue wallet and both books add up exactly', async () => {
    const p = await playerAtHouse(10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => baccarat(p.token, { banker: 1_000, player: 1_000 })),
    );
    const played = answers.filter((a) => a.body.code === 0).map(roundOf);
    expect(played.length).toBeGreaterThan(0);
    expect(await roundCount(p.userId)).toBe(played.length);
    // Each round used the next nonce: no seed was used twice.
    expect(played.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(played.map((_, i) => i));
    const net = played.reduce((sum, r) => sum + r.winLose, 0);
    await pull();
    const after = await venueBalances(p);
    expect(after).toEqual({ shown: 10_000 + net, provider: 10_000 + net });
    expect(after.provider).toBeGreaterThanOrEqual(0);
    expect((await reconcileVenues(t.db, simulator())).mismatches).toEqual([]);
  });
});

describe('the bet feed and bet records', () => {
  it('shows each round in the bet record at once, with the sums, filtered by venue and time', async () => {
    const p = await playerAtHouse(20_000);
    const rounds = [];
    for (let i = 0; i < 3; i++) rounds.push(roundOf(await baccarat(p.token, { player: 1_000 })));
    const page = await t.call('getBetRecord', { pageNum: 1, pageSize: 2 }, { token: p.token });
    expect(page.body).toMatchObject({ code: 0, total: 3, pageNum: 1, pageSize: 2 });
    const list = page.body.list as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      platCode: HOUSE,
      betAmount: 1_000,
      status: 'settled',
      betTime: t.clock.now().toISOString(),
    });
    const sums = await t.call('getSumBetRecord', { platCode: HOUSE }, { token: p.token });
    expect(sums.body).toMatchObject({
      betCount: 3,
      betAmount: 3_000,
      validTurnover: rounds.reduce((s, r) => s + r.validTurnover, 0),
      winLose: rounds.reduce((s, r) => s + r.winLose, 0),
    });
    const otherVenue = await t.call('getSumBetRecord', { platCode: 'STSLOT' }, { token: p.token });
    expect(otherVenue.body.betCount).toBe(0);
    const later = new Date(t.clock.now().getTime() + 1_000).toISOString();
    const future = await t.call('getBetRecord', { startTime: later }, { token: p.token });
    expect(future.body.total).toBe(0);
    const past = await t.call('getSumBetRecord', { endTime: later }, { token: p.token });
    expect(past.body.betCount).toBe(3);
  });

  it('pulling twice, or several pulls at once, records each bet once and moves our books once', async () => {
    const p = await playerAtHouse(20_000);
    for (let i = 0; i < 4; i++) await baccarat(p.token, { banker: 1_000 });
    const snapshot = async () =>
      (
        await t.db.query(
          'SELECT plat_code, bet_ref, user_id, stake, valid_turnover, win_lose FROM bet_records ORDER BY bet_ref',
        )
      ).rows;
    const recorded = await snapshot();
    expect(recorded).toHaveLength(4);
    expect((await pull()).recorded).toBe(0);

    // Forget what was pulled and pull again, five at once: the same records, the books unmoved.
    const before = await venueBalances(p);
    await t.db.query('DELETE FROM bet_records');
    await t.db.query('UPDATE bet_feed_cursors SET last_feed_id = 0');
    const pulls = await Promise.all(Array.from({ length: 5 }, () => pull()));
    expect(pulls.reduce((sum, r) => sum + r.recorded, 0)).toBe(4);
    expect(await snapshot()).toEqual(recorded);
    expect(await venueBalances(p)).toEqual(before);
    expect(before.shown).toBe(before.provider);
  });
});

describe('valid turnover', () => {
  const PAY_PASSWORD = '135790';

  async function readyToWithdraw(p: { token: string; userId: number; password: string }) {
    await t.confirmPassword(p);
    await t.call(
      'setWithdrawPwd',
      { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
      { token: p.token },
    );
    return insertBankCard(t.db, p.userId, `62220200000${String(p.userId).padStart(6, '0')}00`);
  }

  function withdraw(token: string, accountId: number, amount: number) {
    return t.call(
      'withdraw',
      {
        method: 'bankCard',
        type: 'instant',
        accountId,
        amount,
        payPassword: PAY_PASSWORD,
        idempotencyKey: nextKey(),
      },
      { token, lang: 3 },
    );
  }

  async function turnoverGate(token: string) {
    const info = await t.call('getWithdrawMethod', {}, { token });
    const blockers = info.body.blockers as { code: string; remaining?: number }[];
    return blockers.find((b) => b.code === 'turnover');
  }

  it('a player who deposits, plays the deposit once at the in-house venue and moves back can withdraw, and not before', async () => {
    const p = await t.registerPlayer();
    const cardId = await readyToWithdraw(p);
    await t.db.transaction(async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `deposit:inhouse-${p.userId}`,
        kind: 'deposit',
        legs: [
          { accountId: await houseAccountId(tx, 'house_deposit'), amount: -50_000 },
          { accountId: await playerAccountId(tx, p.userId, 'central'), amount: 50_000 },
        ],
      }),
    );
    expect(await turnoverGate(p.token)).toMatchObject({ remaining: 50_000 });
    expect((await withdraw(p.token, cardId, 20_000)).body.code).not.toBe(0);

    const moved = await t.call(
      'convertMoney',
      { platCode: HOUSE, direction: 'toVenue', amount: 50_000, idempotencyKey: nextKey() },
      { token: p.token },
    );
    expect(moved.body.code).toBe(0);
    // Both sides each round: the stake counts in full unless a tie pushes it, the balance barely moves.
    let turnover = 0;
    while (turnover < 50_000) {
      const round = roundOf(await baccarat(p.token, { player: 5_000, banker: 5_000 }));
      turnover += round.validTurnover;
      const gate = await turnoverGate(p.token);
      if (turnover < 50_000) expect(gate).toMatchObject({ remaining: 50_000 - turnover });
    }
    expect(await turnoverGate(p.token)).toBeUndefined();

    const { shown } = await venueBalances(p);
    const back = await t.call(
      'convertMoney',
      { platCode: HOUSE, direction: 'toCentral', amount: shown, idempotencyKey: nextKey() },
      { token: p.token },
    );
    expect(back.body.code).toBe(0);
    expect(await venueBalances(p)).toEqual({ shown: 0, provider: 0 });
    expect((await withdraw(p.token, cardId, 20_000)).body.code).toBe(0);
  });

  it("counts toward an open venue lock's turnover, which releases the lock once met", async () => {
    const p = await playerAtHouse(30_000);
    await t.db.query(
      `INSERT INTO venue_locks (user_id, plat_code, locked_amount, required_turnover, turnover_multiple, locked_at)
       VALUES ($1, $2, 30000, 20000, 1, $3)`,
      [p.userId, HOUSE, new Date(t.clock.now().getTime() - 60_000)],
    );
    const out = (amount: number) =>
      t.call(
        'convertMoney',
        { platCode: HOUSE, direction: 'toCentral', amount, idempotencyKey: nextKey() },
        { token: p.token },
      );
    expect((await out(100)).body.code).not.toBe(0);
    let turnover = 0;
    while (turnover < 20_000) {
      turnover += roundOf(await baccarat(p.token, { player: 2_500, banker: 2_500 })).validTurnover;
      const { rows } = await t.db.query<{ completed_turnover: number }>(
        'SELECT completed_turnover FROM venue_locks WHERE user_id = $1',
        [p.userId],
      );
      expect(rows[0]!.completed_turnover).toBe(turnover);
    }
    expect((await out(100)).body.code).toBe(0);
  });
});
