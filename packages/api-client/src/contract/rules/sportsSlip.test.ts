import { describe, expect, it } from 'vitest';
import {
  PARLAY_MAX_SELECTIONS,
  minimumStakeFen,
  potentialReturnFen,
  slipKindOf,
  sportsSlipSchema,
} from './sportsSlip';

const pick = (eventId: number, odds = 1850) => ({ eventId: String(eventId), pick: 'home', odds });
const picks = (n: number) => Array.from({ length: n }, (_, i) => pick(i + 1));

function issue(value: unknown) {
  const first = sportsSlipSchema.safeParse(value).error?.issues[0];
  return (
    first && { message: first.message, params: first.code === 'custom' ? first.params : undefined }
  );
}

describe('slipKindOf (a single, or a parlay of 3-10 selections)', () => {
  it('names every count from 0 to 12', () => {
    const kinds = Array.from({ length: 13 }, (_, n) => slipKindOf(n));
    expect(kinds).toEqual([
      null,
      'single',
      null,
      'parlay',
      'parlay',
      'parlay',
      'parlay',
      'parlay',
      'parlay',
      'parlay',
      'parlay',
      null,
      null,
    ]);
  });

  it('asks 10 yuan of a single and 5 yuan of a parlay', () => {
    expect(minimumStakeFen('single')).toBe(1_000);
    expect(minimumStakeFen('parlay')).toBe(500);
  });
});

describe('potentialReturnFen (floor of stake × product of odds / 1000^n)', () => {
  it('returns a single at its odds, floored to the fen', () => {
    expect(potentialReturnFen(1_000, [1850])).toBe(1_850);
    expect(potentialReturnFen(1_001, [1850])).toBe(1_851); // 1851.85 floored
    expect(potentialReturnFen(333, [3333])).toBe(1_109); // 1109.889
  });

  it('multiplies a parlay exactly, a void leg counting 1.000', () => {
    // 500 × 1.5 × 2.0 × 1.001 = 1501.5
    expect(potentialReturnFen(500, [1500, 2000, 1001])).toBe(1_501);
    expect(potentialReturnFen(500, [1500, 2000, 1000])).toBe(potentialReturnFen(500, [1500, 2000]));
  });

  it('stays exact where doubles would not (ten legs at 100.000 on the maximum stake)', () => {
    const tenLegs = Array.from({ length: 10 }, () => 100_000);
    expect(potentialReturnFen(5_000_000, tenLegs)).toBe(5_000_000 * 100 ** 10);
    // 7 × 1.003^10 = 7.2126... fen
    expect(
      potentialReturnFen(
        7,
        Array.from({ length: 10 }, () => 1003),
      ),
    ).toBe(7);
    expect(
      potentialReturnFen(
        1_000_000,
        Array.from({ length: 10 }, () => 1003),
      ),
    ).toBe(1_030_408);
  });
});

describe('sportsSlipSchema (the form and the server refuse the same slips)', () => {
  it('accepts a single of 10 yuan and a parlay of 3 and of 10 at 5 yuan', () => {
    expect(issue({ selections: picks(1), stake: 1_000 })).toBeUndefined();
    expect(issue({ selections: picks(3), stake: 500 })).toBeUndefined();
    expect(issue({ selections: picks(PARLAY_MAX_SELECTIONS), stake: 500 })).toBeUndefined();
  });

  it('refuses a single under 10 yuan and a parlay under 5 yuan with the minimum', () => {
    expect(issue({ selections: picks(1), stake: 999 })).toEqual({
      message: 'sportsbook.singleMin',
      params: { min: 1_000, currency: 'CNY' },
    });
    expect(issue({ selections: picks(3), stake: 499 })).toEqual({
      message: 'sportsbook.parlayMin',
      params: { min: 500, currency: 'CNY' },
    });
  });

  it("reads the minimum in the member's currency (50 baht for a THB single)", () => {
    expect(minimumStakeFen('single', 'THB')).toBe(50_00);
    expect(minimumStakeFen('parlay', 'VND')).toBe(17_500);
  });

  it('refuses 0, 2 and 11 selections', () => {
    for (const n of [0, 2, 11])
      expect(issue({ selections: picks(n), stake: 5_000 })?.message).toBe('sportsbook.selections');
  });

  it('refuses a parlay with two selections on one event', () => {
    expect(
      issue({ selections: [pick(1), pick(2), { ...pick(1), pick: 'away' }], stake: 500 })?.message,
    ).toBe('sportsbook.sameEvent');
  });

  it('refuses fractions of a fen, odds of 1.000 or less and an unknown pick', () => {
    expect(issue({ selections: picks(1), stake: 1_000.5 })?.message).toBe('sportsbook.stake');
    expect(issue({ selections: [pick(1, 1000)], stake: 1_000 })?.message).toBe('sportsbook.odds');
    expect(issue({ selections: [{ ...pick(1), pick: 'over' }], stake: 1_000 })?.message).toBe(
      'sportsbook.pick',
    );
  });
});
