/**
 * Lucky numbers (keno): the draw, the settlement, and the exact return of every bet. Pick bets by
 * the hypergeometric distribution, totals by counting every 20-number subset of 1..80 by its sum
 * (BigInt, no sampling); the fractions are the ones published in docs/product-rules.md#games.
 */
import { describe, expect, it } from 'vitest';
import {
  KENO_PAYTABLES,
  KENO_TOTAL_MIDPOINT,
  drawKeno,
  isLegalKenoBet,
  kenoTotalResult,
  settleKeno,
  type KenoBet,
  type KenoOutcome,
} from './keno';
import { outcomeStream, streamFromBlocks } from './stream';
import { replayRound } from './verify';

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
const DRAWS = binomial(80, 20);

/** A draw of exactly these numbers (as if the stream had drawn them). */
const outcomeOf = (drawn: number[]): KenoOutcome => {
  const total = drawn.reduce((a, b) => a + b, 0);
  const totalResult =
    total > KENO_TOTAL_MIDPOINT ? 'big' : total < KENO_TOTAL_MIDPOINT ? 'small' : 'midpoint';
  return { drawn, total, totalResult };
};
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the keno draw', () => {
  it('draws 20 different numbers of 1–80 whose total and big/small match', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const { drawn, total, totalResult } = drawKeno(outcomeStream('server', 'client', nonce));
      expect(drawn).toHaveLength(20);
      expect(new Set(drawn).size).toBe(20);
      expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
      expect(total).toBe(drawn.reduce((a, b) => a + b, 0));
      expect(totalResult).toBe(total > 810 ? 'big' : total < 810 ? 'small' : 'midpoint');
    }
  });

  it('is a partial Fisher–Yates: place i takes the (nextInt(80 − i))-th of the numbers left', () => {
    // A stream of zeros: every nextInt answers 0, so each place keeps its own number.
    const zeros = streamFromBlocks(() => new Uint8Array(32));
    expect(drawKeno(zeros).drawn).toEqual(range(1, 20));
    // The first draw takes 80 − 1 = 79 from range 80: the 80th number, then 2..20 with 1 moved.
    const values = [79, ...Array<number>(19).fill(0)];
    const words = streamFromBlocks(() => {
      const block = new Uint8Array(4);
      new DataView(block.buffer).setUint32(0, values.shift() ?? 0);
      return block;
    });
    expect(drawKeno(words).drawn).toEqual([80, ...range(2, 20)]);
  });
});

describe('keno bets', () => {
  it('accepts 1–10 different numbers of 1–80 and big or small, with a whole positive stake', () => {
    const pick = (numbers: number[], stake = 100): KenoBet => ({ type: 'pick', numbers, stake });
    expect(isLegalKenoBet(pick([1]))).toBe(true);
    expect(isLegalKenoBet(pick(range(71, 80)))).toBe(true);
    expect(isLegalKenoBet({ type: 'big', stake: 100 })).toBe(true);
    expect(isLegalKenoBet(pick([]))).toBe(false);
    expect(isLegalKenoBet(pick(range(1, 11)))).toBe(false);
    expect(isLegalKenoBet(pick([0]))).toBe(false);
    expect(isLegalKenoBet(pick([81]))).toBe(false);
    expect(isLegalKenoBet(pick([5, 5]))).toBe(false);
    expect(isLegalKenoBet(pick([1.5]))).toBe(false);
    expect(isLegalKenoBet(pick([1], 0))).toBe(false);
    expect(isLegalKenoBet(pick([1], 10.5))).toBe(false);
    expect(() => settleKeno(outcomeOf(range(1, 20)), [pick([5, 5])])).toThrow(RangeError);
  });

  it('pays a pick bet its paytable entry for its hits, per 10 staked', () => {
    const draw = outcomeOf(range(1, 20));
    const settled = settleKeno(draw, [
      { type: 'pick', numbers: [1, 2, 3, 40, 50], stake: 1_000 }, // 5 picks, 3 hits: 4 per 10
      { type: 'pick', numbers: [7], stake: 500 }, // 1 hit: 38 per 10
      { type: 'pick', numbers: [1, 30], stake: 100 }, // 1 hit of 2: loses
      { type: 'pick', numbers: [1, 2, 30, 40], stake: 300 }, // 2 hits of 4: the stake back
    ]);
    expect(settled.bets.map((b) => [b.hits, b.paysPerTen, b.result, b.returned])).toEqual([
      [3, 40, 'win', 4_000],
      [1, 38, 'win', 1_900],
      [1, 0, 'lose', 0],
      [2, 10, 'win', 300],
    ]);
    expect(settled).toMatchObject({ stake: 1_900, returned: 6_200, validTurnover: 1_900 });
  });

  it('rounds a return down to the fen for a stake that is not whole 10 fen', () => {
    const settled = settleKeno(outcomeOf(range(1, 20)), [{ type: 'pick', numbers: [1], stake: 7 }]);
    expect(settled.bets[0]!.returned).toBe(26); // 7 × 3.8 = 26.6
  });

  it('pays big over 810 and small under it 1:1, and loses both on exactly 810', () => {
    const bets: KenoBet[] = [
      { type: 'big', stake: 100 },
      { type: 'small', stake: 200 },
    ];
    const small = settleKeno(outcomeOf(range(1, 20)), bets); // 210
    expect(small.bets.map((b) => b.returned)).toEqual([0, 400]);
    const big = settleKeno(outcomeOf(range(61, 80)), bets); // 1410
    expect(big.bets.map((b) => b.returned)).toEqual([200, 0]);
    expect([809, 810, 811].map(kenoTotalResult)).toEqual(['small', 'midpoint', 'big']);
    const midpoint = outcomeOf(range(31, 50));
    expect(midpoint.total).toBe(810);
    const lost = settleKeno(midpoint, bets);
    expect(lost.bets.map((b) => b.result)).toEqual(['lose', 'lose']);
    expect(lost).toMatchObject({ returned: 0, validTurnover: 300 });
  });

  it('settles with the paytable it is given', () => {
    const settled = settleKeno(
      outcomeOf(range(1, 20)),
      [{ type: 'pick', numbers: [1], stake: 100 }],
      { ...KENO_PAYTABLES, 1: [0, 30] },
    );
    expect(settled.bets[0]!.returned).toBe(300);
  });
});

/** The published return of each pick count (docs/product-rules.md#games). */
const PUBLISHED_PICK_RTP: Record<number, [string, string]> = {
  1: ['19/20', '95.0000%'],
  2: ['589/632', '93.1962%'],
  3: ['969/1027', '94.3525%'],
  4: ['299535/316316', '94.6949%'],
  5: ['75255/79079', '95.1643%'],
  6: ['5730/6083', '94.1969%'],
  7: ['789783/835978', '94.4741%'],
  8: ['114567369/122052788', '93.8671%'],
  9: ['285768317/305131970', '93.6540%'],
  10: ['938393761/984744085', '95.2932%'],
};
const percent = (num: bigint, den: bigint) => {
  // Four decimals, rounded half up.
  const tenThousandths = (num * 1_000_000n * 2n + den) / (den * 2n);
  return `${(Number(tenThousandths) / 10_000).toFixed(4)}%`;
};

describe('the exact return to player of keno', () => {
  it('of each pick count equals the published figure, by the hypergeometric distribution through settleKeno', () => {
    const stake = 1_000;
    for (let picks = 1; picks <= 10; picks++) {
      const numbers = range(1, picks);
      let returned = 0n;
      let ways = 0n;
      for (let hits = 0; hits <= picks; hits++) {
        // Draws with exactly `hits` of the picks: choose the hits, the rest from the 80 − picks.
        const count = binomial(picks, hits) * binomial(80 - picks, 20 - hits);
        ways += count;
        const draw = outcomeOf([...range(1, hits), ...range(61, 60 + 20 - hits)]);
        const settled = settleKeno(draw, [{ type: 'pick', numbers, stake }]);
        expect(settled.bets[0]!.hits).toBe(hits);
        returned += count * BigInt(settled.returned);
      }
      expect(ways).toBe(DRAWS);
      const rtp = [
        fraction(returned, DRAWS * BigInt(stake)),
        percent(returned, DRAWS * BigInt(stake)),
      ];
      expect(rtp).toEqual(PUBLISHED_PICK_RTP[picks]);
      const asNumber = Number((returned * 1_000_000n) / (DRAWS * BigInt(stake))) / 1_000_000;
      expect(asNumber).toBeGreaterThan(0.9);
      expect(asNumber).toBeLessThan(0.97);
    }
  });

  it('of big and small equals the published figure, from the count of draws by their sum', () => {
    // ways[k][s]: subsets of k numbers of those seen so far summing to s.
    const MAX = 1_410;
    const ways = Array.from({ length: 21 }, () => new Array<bigint>(MAX + 1).fill(0n));
    ways[0]![0] = 1n;
    for (let x = 1; x <= 80; x++) {
      for (let k = Math.min(20, x); k >= 1; k--) {
        const row = ways[k]!;
        const below = ways[k - 1]!;
        for (let s = MAX; s >= x; s--) if (below[s - x]! !== 0n) row[s] = row[s]! + below[s - x]!;
      }
    }
    const bySum = ways[20]!;
    expect(bySum.reduce((a, b) => a + b, 0n)).toBe(DRAWS);
    const midpoint = bySum[810]!;
    expect(fraction(midpoint, DRAWS)).toBe('7771381767480299/1767658071106087160');

    for (const type of ['big', 'small'] as const) {
      let returned = 0n;
      for (let sum = 0; sum <= MAX; sum++) {
        if (bySum[sum] === 0n) continue;
        const draw = { drawn: [], total: sum, totalResult: kenoTotalResult(sum) };
        returned += bySum[sum]! * BigInt(settleKeno(draw, [{ type, stake: 100 }]).returned);
      }
      expect(fraction(returned, DRAWS * 100n)).toBe('1759886689338606861/1767658071106087160');
      expect(percent(returned, DRAWS * 100n)).toBe('99.5604%');
    }
  }, 20_000);
});

describe('replaying a keno round from its seeds', () => {
  // A known vector: any change to the draw changes it, and every round played would stop verifying.
  const seeds = {
    serverSeed: '6f1c0b9e4a3d2c1b0a99887766554433221100ffeeddccbbaa99887766554433',
    clientSeed: 'lucky-player',
    nonce: 3,
  };

  it('reproduces the known draw of nonce 3 and settles its bets', () => {
    const replay = replayRound('keno', {
      ...seeds,
      bets: [
        { type: 'pick', numbers: [9, 74, 1], stake: 1_000 },
        { type: 'small', stake: 500 },
      ],
    });
    expect(replay.outcome).toEqual({
      drawn: [9, 74, 17, 37, 65, 13, 80, 28, 7, 54, 18, 47, 62, 50, 41, 57, 24, 36, 79, 6],
      total: 804,
      totalResult: 'small',
    });
    expect(replay.settlement).toMatchObject({ stake: 1_500, returned: 2_000 + 1_000 });
  });

  it('agrees with drawing directly from the same stream', () => {
    for (let nonce = 0; nonce < 10; nonce++) {
      const drawn = drawKeno(outcomeStream(seeds.serverSeed, seeds.clientSeed, nonce));
      expect(replayRound('keno', { ...seeds, nonce, bets: [] }).outcome).toEqual(drawn);
    }
  });
});
