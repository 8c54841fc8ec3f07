/**
 * The six-number lottery: the draw, the settlement and the exact return of every bet kind. Every
 * draw is counted by class (which special number, whether the picked number is among the six), each
 * class weighted by how many of the 49 × C(48, 6) draws fall in it (BigInt, no sampling) and
 * settled by the real `settleLottery6`; the fractions are those in docs/product-rules.md#games.
 */
import { describe, expect, it } from 'vitest';
import {
  LOTTERY6_BET_TYPES,
  drawLottery6,
  isLegalLottery6Bet,
  replayLottery6Draw,
  settleLottery6,
  type Lottery6Bet,
  type Lottery6Outcome,
} from './lottery6';
import { drawWithoutReplacement, hashServerSeed, outcomeStream, streamFromBlocks } from './stream';

const binomial = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const fraction = (num: bigint, den: bigint) => {
  const d = gcd(num, den);
  return `${num / d}/${den / d}`;
};
/** Every draw: the special number, then the six regular ones as a set of the 48 left. */
const DRAWS = 49n * binomial(48, 6);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A stream whose nextInt answers the given values in order (each below its range). */
function scripted(values: number[]) {
  let i = 0;
  return streamFromBlocks(() => {
    const block = new Uint8Array(4);
    new DataView(block.buffer).setUint32(0, values[i++]!);
    return block;
  });
}

/** A draw with this special number whose six regular numbers hold `number` or not. */
function outcomeWith(special: number, number: number, holdsNumber: boolean): Lottery6Outcome {
  const others = range(1, 49).filter((n) => n !== special && n !== number);
  const numbers = holdsNumber ? [number, ...others.slice(0, 5)] : others.slice(0, 6);
  return { numbers, special };
}

/**
 * Every class of draw for a bet on `number` (or none) with its count: the special number s, and
 * whether the six regular numbers (6 of the 48 left) hold the number.
 */
function* drawClasses(number: number): Generator<[Lottery6Outcome, bigint]> {
  for (let special = 1; special <= 49; special++) {
    if (special === number) {
      yield [outcomeWith(special, number, false), binomial(48, 6)];
    } else {
      yield [outcomeWith(special, number, true), binomial(47, 5)];
      yield [outcomeWith(special, number, false), binomial(47, 6)];
    }
  }
}

/** Exact probabilities of win/push and the return to player of one bet, as fractions. */
function exact(bet: Lottery6Bet) {
  const number = 'number' in bet ? bet.number : 0;
  let wins = 0n;
  let pushes = 0n;
  let returned = 0n;
  let total = 0n;
  for (const [outcome, count] of drawClasses(number)) {
    const settled = settleLottery6(outcome, [bet]).bets[0]!;
    total += count;
    if (settled.result === 'win') wins += count;
    if (settled.result === 'push') pushes += count;
    returned += count * BigInt(settled.returned);
  }
  expect(total).toBe(DRAWS);
  return {
    win: fraction(wins, DRAWS),
    push: fraction(pushes, DRAWS),
    rtp: fraction(returned, DRAWS * BigInt(bet.stake)),
    rtpValue: Number(returned) / Number(DRAWS * BigInt(bet.stake)),
  };
}

describe('the six-number draw', () => {
  it('draws six regular and one special number, seven different numbers of 1..49', () => {
    for (let n = 0; n < 300; n++) {
      const { numbers, special } = drawLottery6(
        outcomeStream('server', `2026-11-24T21:30+08:00`, n),
      );
      const all = [...numbers, special];
      expect(numbers).toHaveLength(6);
      expect(new Set(all).size).toBe(7);
      expect(all.every((x) => Number.isInteger(x) && x >= 1 && x <= 49)).toBe(true);
    }
  });

  it('is a partial Fisher–Yates: place i takes the (nextInt(49 − i))-th of the numbers left', () => {
    expect(drawLottery6(scripted([0, 0, 0, 0, 0, 0, 0]))).toEqual({
      numbers: [1, 2, 3, 4, 5, 6],
      special: 7,
    });
    // 48 of 49 takes 49 (1 moves to the last place); 47 of 48 takes the last place, now holding 1
    // (2 moves there); the special's 42 of 43 takes the last place again, now holding 2.
    expect(drawLottery6(scripted([48, 47, 0, 0, 0, 0, 42]))).toEqual({
      numbers: [49, 1, 3, 4, 5, 6],
      special: 2,
    });
  });

  it('makes every ordered draw exactly once from the possible stream answers (7 numbers, 3 drawn)', () => {
    const seen = new Map<string, number>();
    for (let a = 0; a < 7; a++)
      for (let b = 0; b < 6; b++)
        for (let c = 0; c < 5; c++) {
          const key = drawWithoutReplacement(scripted([a, b, c]), 7, 3).join(',');
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
    expect(seen.size).toBe(7 * 6 * 5);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('replays a draw from its revealed seed and its key as the client seed (fixed vector)', () => {
    const seed = 'a'.repeat(64);
    const key = '2026-11-24T21:30+08:00';
    const draw = replayLottery6Draw(seed, key);
    expect(draw).toEqual(drawLottery6(outcomeStream(seed, key, 0)));
    expect(draw).toEqual({ numbers: [34, 38, 40, 35, 5, 28], special: 42 });
    expect(replayLottery6Draw(seed, '2026-11-26T21:30+08:00')).not.toEqual(draw);
    expect(hashServerSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the lottery bets', () => {
  it('knows the legal bets', () => {
    expect(isLegalLottery6Bet({ type: 'special', number: 49, stake: 100 })).toBe(true);
    expect(isLegalLottery6Bet({ type: 'regular', number: 1, stake: 1 })).toBe(true);
    expect(isLegalLottery6Bet({ type: 'big', stake: 500 })).toBe(true);
    expect(isLegalLottery6Bet({ type: 'special', number: 0, stake: 100 })).toBe(false);
    expect(isLegalLottery6Bet({ type: 'regular', number: 50, stake: 100 })).toBe(false);
    expect(isLegalLottery6Bet({ type: 'regular', number: 2.5, stake: 100 })).toBe(false);
    expect(isLegalLottery6Bet({ type: 'odd', stake: 0 })).toBe(false);
    expect(isLegalLottery6Bet({ type: 'even', stake: 1.5 })).toBe(false);
    expect(isLegalLottery6Bet({ type: 'jackpot', stake: 100 } as never)).toBe(false);
  });

  it('settles a ticket: special 48×, regular 8×, big/small/odd/even 1.95×, all 4 pushing on 49', () => {
    const draw = { numbers: [3, 8, 15, 22, 31, 40], special: 27 };
    const ticket = settleLottery6(draw, [
      { type: 'special', number: 27, stake: 1_000 },
      { type: 'special', number: 3, stake: 500 },
      { type: 'regular', number: 22, stake: 200 },
      { type: 'regular', number: 27, stake: 100 },
      { type: 'big', stake: 1_000 },
      { type: 'small', stake: 300 },
      { type: 'odd', stake: 100 },
      { type: 'even', stake: 100 },
    ]);
    expect(ticket.bets.map((b) => [b.result, b.returned])).toEqual([
      ['win', 48_000],
      ['lose', 0],
      ['win', 1_600],
      ['lose', 0],
      ['win', 1_950],
      ['lose', 0],
      ['win', 195],
      ['lose', 0],
    ]);
    expect(ticket).toMatchObject({
      stake: 3_300,
      returned: 51_745,
      win: 48_445,
      validTurnover: 3_300,
    });

    const on49 = settleLottery6({ numbers: [1, 2, 3, 4, 5, 6], special: 49 }, [
      { type: 'big', stake: 1_000 },
      { type: 'small', stake: 1_000 },
      { type: 'odd', stake: 1_000 },
      { type: 'even', stake: 1_000 },
      { type: 'special', number: 49, stake: 100 },
    ]);
    expect(on49.bets.map((b) => b.result)).toEqual(['push', 'push', 'push', 'push', 'win']);
    expect(on49).toMatchObject({ stake: 4_100, returned: 8_800, validTurnover: 100 });
  });

  it('floors a win to the fen on a stake that is not whole yuan (the fraction stays with the house)', () => {
    const bets = settleLottery6({ numbers: [1, 2, 3, 4, 5, 6], special: 30 }, [
      { type: 'big', stake: 1 },
      { type: 'even', stake: 33 },
    ]).bets;
    expect(bets.map((b) => b.returned)).toEqual([1, 64]);
  });

  it('refuses an illegal bet', () => {
    expect(() =>
      settleLottery6({ numbers: [1, 2, 3, 4, 5, 6], special: 7 }, [
        { type: 'special', number: 50, stake: 100 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('the exact odds and return of every bet kind (all draws counted)', () => {
  it('special number: wins 1/49, returns 48/49', () => {
    for (const number of [1, 24, 25, 49]) {
      const e = exact({ type: 'special', number, stake: 100 });
      expect([e.win, e.push, e.rtp]).toEqual(['1/49', '0/1', '48/49']);
    }
  });

  it('regular number: wins 6/49, returns 48/49', () => {
    for (const number of [1, 24, 25, 49]) {
      const e = exact({ type: 'regular', number, stake: 100 });
      expect([e.win, e.push, e.rtp]).toEqual(['6/49', '0/1', '48/49']);
    }
  });

  it('big, small, odd, even: win 24/49, push 1/49 (special 49), return 239/245', () => {
    for (const type of ['big', 'small', 'odd', 'even'] as const) {
      const e = exact({ type, stake: 100 });
      expect([e.win, e.push, e.rtp]).toEqual(['24/49', '1/49', '239/245']);
    }
  });

  it('returns at most 98 % on every bet kind', () => {
    for (const type of LOTTERY6_BET_TYPES) {
      const bet = (
        type === 'special' || type === 'regular'
          ? { type, number: 7, stake: 100 }
          : { type, stake: 100 }
      ) as Lottery6Bet;
      expect(exact(bet).rtpValue).toBeLessThanOrEqual(0.98);
    }
  });
});
