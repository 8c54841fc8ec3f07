import { describe, expect, it } from 'vitest';
import {
  appendBetFeed,
  applyAtVenue,
  type FeedEntry,
} from '../src/modules/games/inhouse/venueBooks';
import { checkLedger } from '../src/core/ledger/checkLedger';
import { playerRefOf } from '../src/core/venues/provider';
import { houseVenue } from './support/houseVenue';
import { useTestApp } from './support/testApp';

/**
 * Bets that settle later (docs/product-rules.md#games): the venue reports a bet `pending` when it
 * takes the stake, then `settled` or `cancelled`; the platform keeps one bet record per bet and
 * its copy of the venue wallet equal to the venue's at every step.
 */
const t = useTestApp();
const { pull, playerAtHouse, venueBalances: balances } = houseVenue(t);
const HOUSE = 'STHOUSE';
let refs = 0;

/** What the venue does: moves its wallet and reports the bet's state, in one transaction. */
async function venueReports(
  userId: number,
  ref: string,
  state: Pick<FeedEntry, 'status' | 'stake' | 'winLose' | 'validTurnover'>,
) {
  const playerRef = playerRefOf(userId);
  const now = new Date();
  await t.db.transaction(async (tx) => {
    const delta =
      state.status === 'pending'
        ? -state.stake
        : state.status === 'settled'
          ? state.stake + state.winLose
          : state.stake;
    if (delta !== 0)
      expect(await applyAtVenue(tx, `${ref}:${state.status}`, playerRef, delta)).toBe(true);
    await appendBetFeed(tx, {
      ...state,
      roundRef: ref,
      playerRef,
      gameCode: 'lottery6',
      betTime: now,
      settledAt: state.status === 'pending' ? null : now,
    });
  });
}

async function record(ref: string) {
  const { rows } = await t.db.query<{ status: string; win_lose: number; valid_turnover: number }>(
    'SELECT status, win_lose, valid_turnover FROM bet_records WHERE plat_code = $1 AND bet_ref = $2',
    [HOUSE, ref],
  );
  return rows[0];
}

describe('a bet that settles later', () => {
  it('is pending with its stake taken on both books, then settled with what came back, once', async () => {
    const p = await playerAtHouse(10_000);
    const ref = `T${++refs}`;
    await venueReports(p.userId, ref, {
      status: 'pending',
      stake: 2_000,
      winLose: 0,
      validTurnover: 0,
    });
    await pull();
    expect(await record(ref)).toEqual({ status: 'pending', win_lose: 0, valid_turnover: 0 });
    expect(await balances(p)).toEqual({ shown: 8_000, provider: 8_000 });

    await venueReports(p.userId, ref, {
      status: 'settled',
      stake: 2_000,
      winLose: 7_000,
      validTurnover: 2_000,
    });
    await pull();
    await pull();
    expect(await record(ref)).toEqual({
      status: 'settled',
      win_lose: 7_000,
      valid_turnover: 2_000,
    });
    expect(await balances(p)).toEqual({ shown: 17_000, provider: 17_000 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('cancelled gives the stake back on both books and counts no turnover', async () => {
    const p = await playerAtHouse(10_000);
    const ref = `S${++refs}`;
    await venueReports(p.userId, ref, {
      status: 'pending',
      stake: 1_000,
      winLose: 0,
      validTurnover: 0,
    });
    await venueReports(p.userId, ref, {
      status: 'cancelled',
      stake: 1_000,
      winLose: 0,
      validTurnover: 0,
    });
    // Both states arrive in one pull, in order.
    await pull();
    expect(await record(ref)).toEqual({ status: 'cancelled', win_lose: 0, valid_turnover: 0 });
    expect(await balances(p)).toEqual({ shown: 10_000, provider: 10_000 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a lost bet keeps the stake at the house and counts its valid turnover', async () => {
    const p = await playerAtHouse(10_000);
    const ref = `T${++refs}`;
    await venueReports(p.userId, ref, {
      status: 'pending',
      stake: 3_000,
      winLose: 0,
      validTurnover: 0,
    });
    await pull();
    await venueReports(p.userId, ref, {
      status: 'settled',
      stake: 3_000,
      winLose: -3_000,
      validTurnover: 3_000,
    });
    await Promise.all([pull(), pull(), pull()]);
    expect(await record(ref)).toEqual({
      status: 'settled',
      win_lose: -3_000,
      valid_turnover: 3_000,
    });
    expect(await balances(p)).toEqual({ shown: 7_000, provider: 7_000 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a state reported twice is refused by the venue books, so a bet cannot settle twice', async () => {
    const p = await playerAtHouse(10_000);
    const ref = `T${++refs}`;
    await venueReports(p.userId, ref, {
      status: 'pending',
      stake: 1_000,
      winLose: 0,
      validTurnover: 0,
    });
    await expect(
      venueReports(p.userId, ref, {
        status: 'pending',
        stake: 1_000,
        winLose: 0,
        validTurnover: 0,
      }),
    ).rejects.toThrow();
  });
});
