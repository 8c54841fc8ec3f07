import { describe, expect, it } from 'vitest';
import {
  coveredNumbers,
  isLegalBet,
  legalInsideBets,
  pocketColour,
  settleRoulette,
  spinRoulette,
  type InsideBetType,
  type RouletteBet,
} from './roulette';
import { outcomeStream, streamFromBlocks } from './stream';

const POCKETS = Array.from({ length: 37 }, (_, i) => i);

// The layout written independently: number n ≥ 1 sits in row ⌊(n−1)/3⌋, column (n−1) mod 3.
const row = (n: number) => Math.floor((n - 1) / 3);
const col = (n: number) => (n - 1) % 3;

// Red by the wheel's rule: in 1–10 and 19–28 odd numbers are red, in 11–18 and 29–36 even ones.
const isRed = (n: number) => n >= 1 && (n <= 10 || (n >= 19 && n <= 28)) === (n % 2 === 1);

/** Independent legality of an inside bet's numbers (sorted ascending). */
function expectedLegal(type: InsideBetType, numbers: number[]): boolean {
  const key = numbers.join(',');
  const cells = numbers.filter((n) => n > 0);
  const rows = new Set(cells.map(row));
  const cols = new Set(cells.map(col));
  const noZero = cells.length === numbers.length;
  switch (type) {
    case 'straight':
      return numbers.length === 1;
    case 'split':
      if (['0,1', '0,2', '0,3'].includes(key)) return true;
      return (
        noZero &&
        Math.abs(row(numbers[0]!) - row(numbers[1]!)) +
          Math.abs(col(numbers[0]!) - col(numbers[1]!)) ===
          1
      );
    case 'street':
      return key === '0,1,2' || key === '0,2,3' || (noZero && rows.size === 1);
    case 'corner': {
      if (key === '0,1,2,3') return true;
      const [r0, r1] = [...rows].sort((a, b) => a - b);
      const [c0, c1] = [...cols].sort((a, b) => a - b);
      return noZero && rows.size === 2 && cols.size === 2 && r1! - r0! === 1 && c1! - c0! === 1;
    }
    case 'sixLine': {
      const [r0, r1] = [...rows].sort((a, b) => a - b);
      return noZero && rows.size === 2 && r1! - r0! === 1 && cols.size === 3;
    }
  }
}

/** All k-element subsets of 0..36, ascending. */
function subsets(k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) return void out.push(chosen.slice());
    for (let n = start; n <= 36; n++) pick(n + 1, [...chosen, n]);
  };
  pick(0, []);
  return out;
}

const PAYOUT: Record<RouletteBet['type'], number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixLine: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** Every legal bet on the table, with the pockets it should win on (computed independently). */
function everyBet(stake: number): { bet: RouletteBet; wins: (pocket: number) => boolean }[] {
  const inside = (['straight', 'split', 'street', 'corner', 'sixLine'] as const).flatMap((type) =>
    legalInsideBets(type).map((numbers) => ({
      bet: { type, numbers, stake } as RouletteBet,
      wins: (p: number) => numbers.includes(p),
    })),
  );
  const indexed = ([1, 2, 3] as const).flatMap((index) => [
    {
      bet: { type: 'dozen', index, stake } as RouletteBet,
      wins: (p: number) => p > 12 * (index - 1) && p <= 12 * index,
    },
    {
      bet: { type: 'column', index, stake } as RouletteBet,
      wins: (p: number) => p > 0 && col(p) === index - 1,
    },
  ]);
  const even: { bet: RouletteBet; wins: (p: number) => boolean }[] = [
    { bet: { type: 'red', stake }, wins: isRed },
    { bet: { type: 'black', stake }, wins: (p) => p > 0 && !isRed(p) },
    { bet: { type: 'odd', stake }, wins: (p) => p % 2 === 1 },
    { bet: { type: 'even', stake }, wins: (p) => p > 0 && p % 2 === 0 },
    { bet: { type: 'low', stake }, wins: (p) => p >= 1 && p <= 18 },
    { bet: { type: 'high', stake }, wins: (p) => p >= 19 },
  ];
  return [...inside, ...indexed, ...even];
}

describe('roulette table', () => {
  it('colours zero green and the 18 reds by the wheel', () => {
    expect(pocketColour(0)).toBe('green');
    for (let n = 1; n <= 36; n++) expect(pocketColour(n), `${n}`).toBe(isRed(n) ? 'red' : 'black');
    expect(POCKETS.filter((n) => pocketColour(n) === 'red')).toHaveLength(18);
  });

  it('accepts exactly the legal splits, streets and corners among all sets of 2, 3 and 4 numbers', () => {
    const cases = [
      ['split', 2, 60],
      ['street', 3, 14],
      ['corner', 4, 23],
    ] as const;
    for (const [type, size, legalCount] of cases) {
      let legal = 0;
      const mismatches: string[] = [];
      for (const numbers of subsets(size)) {
        const expected = expectedLegal(type, numbers);
        // Order must not matter: try the numbers reversed.
        const bet = { type, numbers: numbers.slice().reverse(), stake: 100 };
        if (isLegalBet(bet) !== expected) mismatches.push(`${type} ${numbers}`);
        if (expected) legal++;
      }
      expect(mismatches).toEqual([]);
      expect(legal, type).toBe(legalCount);
    }
  });

  it('accepts the 37 straights and the 11 six lines, and no other six-number set made of two streets', () => {
    for (const n of POCKETS)
      expect(isLegalBet({ type: 'straight', numbers: [n], stake: 1 })).toBe(true);
    expect(isLegalBet({ type: 'straight', numbers: [37], stake: 1 })).toBe(false);
    const streets = Array.from({ length: 12 }, (_, r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);
    let legal = 0;
    for (let a = 0; a < 12; a++) {
      for (let b = a + 1; b < 12; b++) {
        const numbers = [...streets[a]!, ...streets[b]!];
        expect(isLegalBet({ type: 'sixLine', numbers, stake: 1 })).toBe(b === a + 1);
        if (b === a + 1) legal++;
      }
    }
    expect(legal).toBe(11);
    expect(legalInsideBets('sixLine')).toHaveLength(11);
    expect(isLegalBet({ type: 'sixLine', numbers: [0, 1, 2, 3, 4, 5], stake: 1 })).toBe(false);
    expect(isLegalBet({ type: 'sixLine', numbers: [1, 2, 4, 5, 7, 8], stake: 1 })).toBe(false);
  });

  it('refuses wrong sizes, repeated numbers, bad indexes and stakes that are not positive whole fen', () => {
    expect(isLegalBet({ type: 'split', numbers: [1, 1], stake: 1 })).toBe(false);
    expect(isLegalBet({ type: 'split', numbers: [1, 2, 3], stake: 1 })).toBe(false);
    expect(isLegalBet({ type: 'corner', numbers: [1, 2, 3, 4], stake: 1 })).toBe(false);
    expect(isLegalBet({ type: 'dozen', index: 4 as 1, stake: 1 })).toBe(false);
    expect(isLegalBet({ type: 'column', index: 0 as 1, stake: 1 })).toBe(false);
    for (const stake of [0, -100, 1.5, Number.NaN]) {
      expect(isLegalBet({ type: 'red', stake })).toBe(false);
    }
    expect(() => settleRoulette(0, [{ type: 'split', numbers: [1, 5], stake: 100 }])).toThrow(
      RangeError,
    );
  });
});

describe('roulette settlement', () => {
  it('settles every bet type on every pocket: win and amount', () => {
    const stake = 300;
    const bets = everyBet(stake);
    expect(bets).toHaveLength(37 + 60 + 14 + 23 + 11 + 3 + 3 + 6);
    for (const { bet, wins } of bets) {
      expect(coveredNumbers(bet).length * (PAYOUT[bet.type] + 1), bet.type).toBe(36);
      let returnedOverWheel = 0;
      for (const pocket of POCKETS) {
        const [settled] = settleRoulette(pocket, [bet]).bets;
        const label = `${JSON.stringify(bet)} on ${pocket}`;
        if (wins(pocket)) {
          expect(settled, label).toEqual({
            stake,
            result: 'win',
            returned: stake * (PAYOUT[bet.type] + 1),
            win: stake * PAYOUT[bet.type],
          });
        } else {
          expect(settled, label).toEqual({ stake, result: 'lose', returned: 0, win: -stake });
        }
        returnedOverWheel += settled!.returned;
      }
      // Every bet returns 36 stakes over the 37 pockets: a house edge of 1/37 (2.70 %).
      expect(returnedOverWheel, JSON.stringify(bet)).toBe(36 * stake);
    }
  });

  it('totals several bets and counts every stake as valid turnover (zero loses even-money bets)', () => {
    const settlement = settleRoulette(0, [
      { type: 'straight', numbers: [0], stake: 100 },
      { type: 'red', stake: 1000 },
      { type: 'even', stake: 500 },
      { type: 'split', numbers: [0, 2], stake: 200 },
    ]);
    expect(settlement.bets.map((b) => b.returned)).toEqual([3600, 0, 0, 3600]);
    expect(settlement).toMatchObject({
      stake: 1800,
      returned: 7200,
      win: 5400,
      validTurnover: 1800,
    });
  });
});

describe('roulette spin', () => {
  it('spins nextInt(37), rejecting the words at or above 4294967289', () => {
    const words = [0xffffffff, 4294967289, 4294967288];
    const stream = streamFromBlocks(() => {
      const block = new Uint8Array(4);
      new DataView(block.buffer).setUint32(0, words.shift()!);
      return block;
    });
    expect(spinRoulette(stream)).toEqual({
      pocket: 4294967288 % 37,
      colour: pocketColour(4294967288 % 37),
    });
    expect(words).toHaveLength(0);
  });

  it('lands on every pocket about equally often over fixed seeds', () => {
    const counts = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < 18_500; nonce++)
      counts[spinRoulette(outcomeStream('wheel', 'c', nonce)).pocket]!++;
    const expected = 500;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // Chi-square, 36 degrees of freedom, p = 0.001.
    expect(chi).toBeLessThan(67.985);
  });
});
