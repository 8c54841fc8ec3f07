import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import {
  addLockTurnover,
  cancelVenueLock,
  hasOpenVenueLock,
  openVenueLock,
  releaseVenueLockIfAllowed,
} from '../src/core/venues/venueLock';
import { EN, playerWithoutMessages } from './support/messagePlayer';
import { useTestApp } from './support/testApp';

/**
 * The venue lock (docs/product-rules.md#venue-lock): released only by a transfer or, in
 * free-transfer mode, by entering the venue, once its turnover is met or the venue holds under
 * 5 yuan with no bet pending; money may go in while it stands, not out.
 */
const t = useTestApp();
const VENUE = 'STLIVE';
const REQUIRED = 72_000;

let keys = 0;
function convert(token: string, direction: 'toVenue' | 'toCentral', amount: number) {
  return t.call(
    'convertMoney',
    {
      platCode: VENUE,
      direction,
      amount,
      idempotencyKey: `lock-key-${String(++keys).padStart(6, '0')}`,
    },
    { token, lang: EN },
  );
}

/** A player reading English with `inVenue` fen at the venue and a lock opened after it. */
async function lockedPlayer(inVenue: number, { central = 0, completed = 0 } = {}) {
  const p = await playerWithoutMessages(t);
  await creditCentralWallet(t.db, { userId: p.userId, amount: inVenue + central, reason: 'test' });
  if (inVenue > 0) expect((await convert(p.token, 'toVenue', inVenue)).body.code).toBe(0);
  await t.db.query(
    `INSERT INTO venue_locks (user_id, plat_code, locked_amount, required_turnover, turnover_multiple, completed_turnover, locked_at)
     VALUES ($1, $2, $3, $4, 12, $5, $6)`,
    [p.userId, VENUE, inVenue, REQUIRED, completed, t.clock.now()],
  );
  return p;
}

async function openLocks(userId: number) {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM venue_locks WHERE user_id = $1 AND released_at IS NULL',
    [userId],
  );
  return rows[0]!.n;
}

async function messages(userId: number) {
  const { rows } = await t.db.query<{ category: string; title: string; content: string }>(
    'SELECT category, title, content FROM messages WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

let bets = 0;
function pendingBet(userId: number) {
  return t.db.query(
    `INSERT INTO bet_records (plat_code, bet_ref, user_id, game_code, stake, valid_turnover, win_lose, status, bet_time)
     VALUES ($1, $2, $3, 'any', 100, 0, 0, 'pending', $4)`,
    [VENUE, `lock-bet-${++bets}`, userId, t.clock.now()],
  );
}

describe('venue lock', () => {
  it('turnover exactly at the requirement releases on the next transfer; one fen short does not', async () => {
    const short = await lockedPlayer(10_000, { completed: REQUIRED - 1 });
    expect((await convert(short.token, 'toCentral', 100)).body.code).not.toBe(0);
    expect(await openLocks(short.userId)).toBe(1);

    const met = await lockedPlayer(10_000, { completed: REQUIRED });
    const out = await convert(met.token, 'toCentral', 10_000);
    expect(out.body).toMatchObject({ code: 0, venueBalance: 0 });
    expect(await openLocks(met.userId)).toBe(0);
  });

  it('under 5 yuan with no bet pending releases; 5.00 yuan, or a pending bet, does not', async () => {
    const below = await lockedPlayer(499);
    expect((await convert(below.token, 'toCentral', 499)).body.code).toBe(0);
    expect(await openLocks(below.userId)).toBe(0);

    const atFive = await lockedPlayer(500);
    expect((await convert(atFive.token, 'toCentral', 500)).body.code).not.toBe(0);
    expect(await openLocks(atFive.userId)).toBe(1);

    const betting = await lockedPlayer(499);
    await pendingBet(betting.userId);
    expect((await convert(betting.token, 'toCentral', 499)).body.code).not.toBe(0);
    expect(await openLocks(betting.userId)).toBe(1);
    await t.db.query(
      "UPDATE bet_records SET status = 'settled', settled_at = $2 WHERE user_id = $1",
      [betting.userId, t.clock.now()],
    );
    expect((await convert(betting.token, 'toCentral', 499)).body.code).toBe(0);
    expect(await openLocks(betting.userId)).toBe(0);
  });

  it('lets money in while locked and refuses money out, with the reason', async () => {
    const p = await lockedPlayer(10_000, { central: 3_000 });
    const into = await convert(p.token, 'toVenue', 3_000);
    expect(into.body).toMatchObject({ code: 0, venueBalance: 13_000 });
    const out = await convert(p.token, 'toCentral', 100);
    expect(out.body.code).not.toBe(0);
    expect(out.body.msg).toMatch(/lock/i);
    expect(await openLocks(p.userId)).toBe(1);
  });

  it('counts only settled bets placed at or after the lock, and is not released by that alone', async () => {
    const p = await lockedPlayer(10_000);
    const lockedAt = t.clock.now();
    const bet = (validTurnover: number, betTime: Date) =>
      t.db.transaction((tx) =>
        addLockTurnover(tx, { userId: p.userId, platCode: VENUE, validTurnover, betTime }),
      );
    await bet(50_000, new Date(lockedAt.getTime() - 1));
    await bet(REQUIRED - 1, lockedAt);
    await bet(1, new Date(lockedAt.getTime() + 60_000));
    const { rows } = await t.db.query<{ completed_turnover: number; released_at: Date | null }>(
      'SELECT completed_turnover, released_at FROM venue_locks WHERE user_id = $1',
      [p.userId],
    );
    expect(rows).toEqual([{ completed_turnover: REQUIRED, released_at: null }]);
    expect(await messages(p.userId)).toEqual([]);

    expect((await convert(p.token, 'toCentral', 10_000)).body.code).toBe(0);
    expect(await openLocks(p.userId)).toBe(0);
  });

  it('posts the player one activity message when released, at the caller\'s "now"', async () => {
    const p = await lockedPlayer(10_000, { completed: REQUIRED });
    const now = new Date('2026-11-24T08:00:00Z');
    const release = () =>
      t.db.transaction((tx) => releaseVenueLockIfAllowed(tx, p.userId, VENUE, now));
    expect(await release()).toBe('released');
    expect(await release()).toBe('none');
    expect((await convert(p.token, 'toCentral', 100)).body.code).toBe(0);
    const { rows } = await t.db.query<{ released_at: Date }>(
      'SELECT released_at FROM venue_locks WHERE user_id = $1',
      [p.userId],
    );
    expect(rows).toEqual([{ released_at: now }]);
    expect(await messages(p.userId)).toEqual([
      {
        category: 'activity',
        title: 'Star Live Casino is unlocked',
        content: 'Star Live Casino is unlocked: you may move its balance out.',
      },
    ]);
  });

  it('is released by entering the venue in free-transfer mode once its rule allows', async () => {
    const p = await lockedPlayer(10_000, { completed: REQUIRED - 1 });
    await t.call('changeWalletType', { autoTransfer: true }, { token: p.token });
    await t.call('getGameUrl', { platCode: VENUE }, { token: p.token });
    expect(await openLocks(p.userId)).toBe(1);
    await t.db.query('UPDATE venue_locks SET completed_turnover = $2 WHERE user_id = $1', [
      p.userId,
      REQUIRED,
    ]);
    await t.call('getGameUrl', { platCode: VENUE }, { token: p.token });
    expect(await openLocks(p.userId)).toBe(0);
    expect(await messages(p.userId)).toHaveLength(1);
  });

  it('opens one lock per venue naming its application; a second is refused; a refused transfer cancels it', async () => {
    const p = await playerWithoutMessages(t);
    const application = async (key: string) => {
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO activity_applications (user_id, activity_id, period_key, plat_code,
           transfer_amount, bonus, required_turnover, status, idempotency_key, request_hash, applied_at)
         VALUES ($1, (SELECT min(id) FROM activities), $2, $3, 5000, 1000, $4, 'pending', $2, 'hash', $5)
         RETURNING id`,
        [p.userId, key, VENUE, REQUIRED, t.clock.now()],
      );
      return Number(rows[0]!.id);
    };
    const open = (applicationId: number) =>
      t.db.transaction((tx) =>
        openVenueLock(tx, {
          userId: p.userId,
          platCode: VENUE,
          lockedAmount: 6_000,
          requiredTurnover: REQUIRED,
          turnoverMultiple: 12,
          applicationId,
          now: t.clock.now(),
        }),
      );
    const first = await application('2026-01-15');
    await open(first);
    expect(await hasOpenVenueLock(t.db, p.userId, VENUE)).toBe(true);
    expect(await hasOpenVenueLock(t.db, p.userId, 'STSLOT')).toBe(false);
    const info = await t.call('getUserTransInfo', {}, { token: p.token });
    expect(info.body.venueLockList).toMatchObject([
      {
        platCode: VENUE,
        lockedAmount: 6_000,
        requiredTurnover: REQUIRED,
        turnoverMultiple: 12,
        completedTurnover: 0,
      },
    ]);
    const second = await application('2026-01-16');
    await expect(open(second)).rejects.toMatchObject({ messageKey: 'venueAlreadyLocked' });

    await t.db.transaction((tx) => cancelVenueLock(tx, first, t.clock.now()));
    expect(await openLocks(p.userId)).toBe(0);
    expect(await messages(p.userId)).toEqual([]);
    await open(second);
    expect(await openLocks(p.userId)).toBe(1);
  });
});
