import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLIP,
  type KenoSlip,
  payingRows,
  paysLabel,
  placeChip,
  quickPick,
  slipBets,
  slipTotal,
  togglePick,
} from './bets';

describe('lucky numbers bets', () => {
  it('picks up to ten numbers, ascending, and unpicks a picked one', () => {
    let picks: number[] = [];
    for (const n of [40, 3, 80, 12]) picks = togglePick(picks, n);
    expect(picks).toEqual([3, 12, 40, 80]);
    expect(togglePick(picks, 12)).toEqual([3, 40, 80]);
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(togglePick(ten, 11)).toEqual(ten);
  });

  it('quick-picks the asked count of different numbers of 1–80', () => {
    let calls = 0;
    const picks = quickPick(7, () => (calls++ * 0.37) % 1);
    expect(picks).toHaveLength(7);
    expect(new Set(picks).size).toBe(7);
    expect(picks.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect(picks).toEqual([...picks].sort((a, b) => a - b));
    expect(quickPick(0, () => 0.999)).toEqual([80]);
    expect(quickPick(15)).toHaveLength(10);
  });

  it('stakes the picks only once numbers are picked, and sends each staked bet', () => {
    expect(placeChip(EMPTY_SLIP, 'pick', 100)).toBe(EMPTY_SLIP);
    let slip: KenoSlip = { ...EMPTY_SLIP, picks: [5, 9] };
    slip = placeChip(placeChip(slip, 'pick', 100), 'pick', 500);
    slip = placeChip(slip, 'small', 1_000);
    expect(slipTotal(slip)).toBe(1_600);
    expect(slipBets(slip)).toEqual([
      { type: 'pick', numbers: [5, 9], stake: 600 },
      { type: 'small', stake: 1_000 },
    ]);
    // Unpicking every number drops the pick stake from the total and the bets.
    const none = { ...slip, picks: [] };
    expect(slipTotal(none)).toBe(1_000);
    expect(slipBets(none)).toEqual([{ type: 'small', stake: 1_000 }]);
  });

  it('reads a paytable entry as a multiplier and lists the paying rows, most hits first', () => {
    expect(paysLabel(38)).toBe('×3.8');
    expect(paysLabel(1_550)).toBe('×155');
    expect(payingRows(3)).toEqual([
      { hits: 3, paysPerTen: 480 },
      { hits: 2, paysPerTen: 20 },
    ]);
  });
});
