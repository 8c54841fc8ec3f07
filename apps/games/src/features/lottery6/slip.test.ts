import { hashServerSeed, replayLottery6Draw } from '@platform/fair-games';
import { describe, expect, it } from 'vitest';
import { checkDraw, countdown, oddsLabel, placeChip, slipTotal, stakeOn, type Slip } from './slip';

describe('the lottery slip', () => {
  it('adds chips to the same spot and keeps spots apart by kind and number', () => {
    let slip: Slip = [];
    slip = placeChip(slip, { type: 'special', number: 7 }, 500);
    slip = placeChip(slip, { type: 'special', number: 7 }, 100);
    slip = placeChip(slip, { type: 'regular', number: 7 }, 1_000);
    slip = placeChip(slip, { type: 'big' }, 500);
    expect(slip).toEqual([
      { type: 'special', number: 7, stake: 600 },
      { type: 'regular', number: 7, stake: 1_000 },
      { type: 'big', stake: 500 },
    ]);
    expect(stakeOn(slip, { type: 'special', number: 7 })).toBe(600);
    expect(stakeOn(slip, { type: 'special', number: 8 })).toBe(0);
    expect(slipTotal(slip)).toBe(2_100);
  });

  it("caps a bet at its kind's table maximum and a ticket at 60 bets", () => {
    let slip: Slip = [];
    for (let i = 0; i < 12; i++) slip = placeChip(slip, { type: 'special', number: 1 }, 10_000);
    expect(slip).toEqual([{ type: 'special', number: 1, stake: 100_000 }]);
    for (let n = 1; n <= 49; n++) slip = placeChip(slip, { type: 'regular', number: n }, 100);
    for (const side of ['big', 'small', 'odd', 'even'] as const)
      slip = placeChip(slip, { type: side }, 100);
    expect(slip).toHaveLength(54);
    for (let n = 2; n <= 49; n++) slip = placeChip(slip, { type: 'special', number: n }, 100);
    expect(slip).toHaveLength(60);
  });

  it('prints the odds as winnings to one', () => {
    expect([oddsLabel('special'), oddsLabel('regular'), oddsLabel('big')]).toEqual([
      '47:1',
      '7:1',
      '0.95:1',
    ]);
  });

  it('counts down in days and hh:mm:ss, never below zero', () => {
    expect(countdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      clock: '03:04:05',
    });
    expect(countdown(-5_000)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('verifying a draw in the browser', () => {
  const seed = 'b'.repeat(64);
  const drawKey = '2026-11-24T21:30+08:00';
  const drawn = replayLottery6Draw(seed, drawKey);
  const result = {
    drawKey,
    drawAt: '2026-11-24T13:30:00.000Z',
    drawnAt: '2026-11-24T13:30:01.000Z',
    numbers: [...drawn.numbers],
    special: drawn.special,
    serverSeed: seed,
    serverSeedHash: hashServerSeed(seed),
  };

  it('recomputes the hash and the numbers from the revealed seed and the key', () => {
    expect(checkDraw(result)).toEqual({
      hash: result.serverSeedHash,
      hashMatches: true,
      numbers: drawn.numbers,
      special: drawn.special,
      numbersMatch: true,
    });
  });

  it('says so when the numbers or the hash are not the seed’s', () => {
    const other = { ...result, special: (drawn.special % 49) + 1 };
    expect(checkDraw(other).numbersMatch).toBe(false);
    expect(checkDraw({ ...result, serverSeedHash: 'f'.repeat(64) }).hashMatches).toBe(false);
    expect(checkDraw({ ...result, drawKey: '2026-11-26T21:30+08:00' }).numbersMatch).toBe(false);
  });
});
