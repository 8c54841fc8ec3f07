/**
 * Sic bo settled on all 216 ordered rolls of three dice against the paytable, and the exact return
 * to player of every bet (a fraction of 216, BigInt-free since every count is small) equal to the
 * figures published in docs/product-rules.md#games.
 */
import { describe, expect, it } from 'vitest';
import {
  SICBO_FACES,
  SICBO_PAYTABLE,
  SICBO_TOTALS,
  isLegalSicboBet,
  rollSicbo,
  settleSicbo,
  sicboOutcome,
  type SicboBet,
  type SicboOutcome,
  type SicboPaytable,
} from './sicbo';
import { outcomeStream, streamFromBlocks } from './stream';

const ROLLS: SicboOutcome[] = SICBO_FACES.flatMap((a) =>
  SICBO_FACES.flatMap((b) => SICBO_FACES.map((c) => sicboOutcome([a, b, c]))),
);

/** Every bet on the board, one fen each. */
const PAIRS = SICBO_FACES.flatMap((a) => SICBO_FACES.filter((b) => b > a).map((b) => [a, b]));
const EVERY_BET: SicboBet[] = [
  ...(['big', 'small', 'odd', 'even', 'anyTriple'] as const).map((type) => ({ type, stake: 1 })),
  ...(['triple', 'double', 'single'] as const).flatMap((type) =>
    SICBO_FACES.map((face) => ({ type, face, stake: 1 })),
  ),
  ...SICBO_TOTALS.map((total) => ({ type: 'total' as const, total, stake: 1 })),
  ...PAIRS.map((faces) => ({ type: 'combination' as const, faces, stake: 1 })),
];

/** The winnings per fen a bet earns on a roll, written from the rules, independent of the engine. */
function expectedWinnings(bet: SicboBet, dice: readonly number[]): number {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = new Set(dice).size === 1;
  const shows = (face: number) => dice.filter((d) => d === face).length;
  const lose = -1;
  switch (bet.type) {
    case 'big':
      return !triple && total >= 11 ? 1 : lose;
    case 'small':
      return !triple && total <= 10 ? 1 : lose;
    case 'odd':
      return !triple && total % 2 === 1 ? 1 : lose;
    case 'even':
      return !triple && total % 2 === 0 ? 1 : lose;
    case 'anyTriple':
      return triple ? 30 : lose;
    case 'triple':
      return shows(bet.face) === 3 ? 180 : lose;
    case 'double':
      return shows(bet.face) >= 2 ? 10 : lose;
    case 'single':
      return shows(bet.face) === 0 ? lose : shows(bet.face);
    case 'total': {
      const odds = [60, 30, 17, 12, 8, 6, 6];
      const distance = Math.min(bet.total - 4, 17 - bet.total);
      return total === bet.total ? odds[distance]! : lose;
    }
    case 'combination':
      return shows(bet.faces[0]!) > 0 && shows(bet.faces[1]!) > 0 ? 5 : lose;
  }
}

/** Total returned, in fen, by a one-fen bet over all 216 rolls: RTP = this / 216. */
function returnOver216(bet: SicboBet, paytable?: SicboPaytable): number {
  return ROLLS.reduce((sum, roll) => sum + settleSicbo(roll, [bet], paytable).returned, 0);
}

describe('sic bo rolls', () => {
  it('reads three dice 1–6 from the stream in order', () => {
    // Words 0, 1, 5 → faces 1, 2, 6.
    const words = [0, 1, 5];
    const stream = streamFromBlocks(() => {
      const block = new Uint8Array(4);
      new DataView(block.buffer).setUint32(0, words.shift()!);
      return block;
    });
    expect(rollSicbo(stream)).toEqual({ dice: [1, 2, 6], total: 9, triple: false });
  });

  it('gives every ordered roll the same chance (each die a uniform nextInt(6))', () => {
    const seen = new Map<string, number>();
    for (let nonce = 0; nonce < 6_480; nonce++) {
      const roll = rollSicbo(outcomeStream('server', 'client', nonce));
      const key = roll.dice.join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
      expect(roll.total).toBe(roll.dice[0] + roll.dice[1] + roll.dice[2]);
    }
    expect(seen.size).toBe(216);
    // 30 expected per roll; a fair stream stays well inside 5–70.
    for (const n of seen.values()) expect(n).toBeGreaterThan(5);
  });
});

describe('sic bo settlement on all 216 rolls', () => {
  it('settles every bet on the board by the paytable, recording the odds it used', () => {
    for (const roll of ROLLS) {
      const { bets } = settleSicbo(roll, EVERY_BET);
      EVERY_BET.forEach((bet, i) => {
        const win = expectedWinnings(bet, roll.dice);
        expect({ bet, dice: roll.dice, win: bets[i]!.win }).toEqual({ bet, dice: roll.dice, win });
        expect(bets[i]!.result).toBe(win > 0 ? 'win' : 'lose');
      });
    }
    const single = settleSicbo(sicboOutcome([3, 3, 1]), [{ type: 'single', face: 3, stake: 100 }]);
    expect(single.bets[0]).toMatchObject({ returned: 300, odds: [1, 2, 3] });
    const total = settleSicbo(sicboOutcome([3, 3, 1]), [{ type: 'total', total: 7, stake: 100 }]);
    expect(total.bets[0]).toMatchObject({ returned: 1_300, odds: [12] });
  });

  it('makes big, small, odd and even lose on every triple, even one inside their range', () => {
    for (const face of SICBO_FACES) {
      const roll = sicboOutcome([face, face, face]);
      const settled = settleSicbo(
        roll,
        (['big', 'small', 'odd', 'even'] as const).map((type) => ({ type, stake: 100 })),
      );
      expect(settled.returned).toBe(0);
      expect(settled.validTurnover).toBe(400);
    }
  });

  it('settles with the paytable it is given', () => {
    const generous: SicboPaytable = { ...SICBO_PAYTABLE, triple: 200, single: [1, 3, 12] };
    const roll = sicboOutcome([4, 4, 4]);
    const settled = settleSicbo(
      roll,
      [
        { type: 'triple', face: 4, stake: 100 },
        { type: 'single', face: 4, stake: 100 },
      ],
      generous,
    );
    expect(settled.bets.map((b) => [b.returned, b.odds])).toEqual([
      [20_100, [200]],
      [1_300, [1, 3, 12]],
    ]);
  });

  it('refuses bets off the board', () => {
    const illegal: SicboBet[] = [
      { type: 'total', total: 3, stake: 100 },
      { type: 'total', total: 18, stake: 100 },
      { type: 'triple', face: 7, stake: 100 },
      { type: 'single', face: 0, stake: 100 },
      { type: 'combination', faces: [2, 2], stake: 100 },
      { type: 'combination', faces: [1, 2, 3], stake: 100 },
      { type: 'big', stake: 0 },
      { type: 'big', stake: 1.5 },
    ];
    for (const bet of illegal) {
      expect(isLegalSicboBet(bet)).toBe(false);
      expect(() => settleSicbo(sicboOutcome([1, 2, 3]), [bet])).toThrow(RangeError);
    }
    expect(EVERY_BET.every(isLegalSicboBet)).toBe(true);
    expect(EVERY_BET).toHaveLength(5 + 18 + 14 + 15);
  });
});

describe('sic bo return to player, exact over 216 rolls', () => {
  // The published table (docs/product-rules.md#games): returned fen per fen staked × 216.
  const PUBLISHED: [string, SicboBet[], number][] = [
    ['big', [{ type: 'big', stake: 1 }], 210],
    ['small', [{ type: 'small', stake: 1 }], 210],
    ['odd', [{ type: 'odd', stake: 1 }], 210],
    ['even', [{ type: 'even', stake: 1 }], 210],
    ['any triple', [{ type: 'anyTriple', stake: 1 }], 186],
    ['specific triple', SICBO_FACES.map((face) => ({ type: 'triple', face, stake: 1 })), 181],
    ['specific double', SICBO_FACES.map((face) => ({ type: 'double', face, stake: 1 })), 176],
    ['single number', SICBO_FACES.map((face) => ({ type: 'single', face, stake: 1 })), 199],
    ['combination', PAIRS.map((faces) => ({ type: 'combination', faces, stake: 1 })), 180],
    ['total 4 / 17', [4, 17].map((total) => ({ type: 'total', total, stake: 1 })), 183],
    ['total 5 / 16', [5, 16].map((total) => ({ type: 'total', total, stake: 1 })), 186],
    ['total 6 / 15', [6, 15].map((total) => ({ type: 'total', total, stake: 1 })), 180],
    ['total 7 / 14', [7, 14].map((total) => ({ type: 'total', total, stake: 1 })), 195],
    ['total 8 / 13', [8, 13].map((total) => ({ type: 'total', total, stake: 1 })), 189],
    ['total 9 / 12', [9, 12].map((total) => ({ type: 'total', total, stake: 1 })), 175],
    ['total 10 / 11', [10, 11].map((total) => ({ type: 'total', total, stake: 1 })), 189],
  ];

  it.each(PUBLISHED)('%s returns exactly its published fraction of 216', (_, bets, per216) => {
    for (const bet of bets) expect(returnOver216(bet)).toBe(per216);
  });

  it('covers every bet on the board', () => {
    const published = PUBLISHED.flatMap(([, bets]) => bets.map((b) => JSON.stringify(b)));
    expect(new Set(published)).toEqual(new Set(EVERY_BET.map((b) => JSON.stringify(b))));
  });

  it('keeps the house edge on every bet (no bet returns 216/216 or more)', () => {
    for (const bet of EVERY_BET) expect(returnOver216(bet)).toBeLessThan(216);
  });
});
