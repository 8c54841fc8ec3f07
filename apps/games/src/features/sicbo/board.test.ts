import { describe, expect, it } from 'vitest';
import type { Fen } from '@platform/api-client';
import {
  COMBINATIONS,
  TOTALS,
  betKey,
  dieFace,
  oddsLabel,
  placeChip,
  recordedOdds,
  slipTotal,
  stakeOn,
} from './board';

describe('sic bo board', () => {
  it('adds chips to the same spot and keeps different spots apart', () => {
    let slip = placeChip([], { type: 'big', stake: 0 }, 500 as Fen);
    slip = placeChip(slip, { type: 'big', stake: 0 }, 1_000 as Fen);
    slip = placeChip(slip, { type: 'total', total: 9, stake: 0 }, 100 as Fen);
    slip = placeChip(slip, { type: 'combination', faces: [2, 5], stake: 0 }, 100 as Fen);
    expect(slip).toEqual([
      { type: 'big', stake: 1_500 },
      { type: 'total', total: 9, stake: 100 },
      { type: 'combination', faces: [2, 5], stake: 100 },
    ]);
    expect(stakeOn(slip, { type: 'total', total: 10, stake: 0 })).toBeUndefined();
    expect(slipTotal(slip)).toBe(1_700);
  });

  it('prints the odds of the house paytable on each spot', () => {
    expect(TOTALS.map(oddsLabel)).toEqual(
      ['60', '30', '17', '12', '8', '6', '6', '6', '6', '8', '12', '17', '30', '60'].map(
        (o) => `${o}:1`,
      ),
    );
    expect(oddsLabel({ type: 'triple', face: 6, stake: 0 })).toBe('180:1');
    expect(oddsLabel({ type: 'single', face: 1, stake: 0 })).toBe('1:1 2:1 3:1');
    expect(recordedOdds({ odds: [12] })).toBe('12:1');
  });

  it('offers the 15 pairs of different faces, each with its own key', () => {
    expect(COMBINATIONS).toHaveLength(15);
    expect(new Set(COMBINATIONS.map(betKey)).size).toBe(15);
    expect(dieFace(1)).toBe('⚀');
    expect(dieFace(6)).toBe('⚅');
  });
});
