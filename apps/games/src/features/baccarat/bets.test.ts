import { describe, expect, it } from 'vitest';
import type { Fen } from '@platform/api-client';
import { placeChip, slipTotal } from './bets';

describe('baccarat slip', () => {
  it('adds chips per area and totals them', () => {
    let slip = placeChip({}, 'banker', 500 as Fen);
    slip = placeChip(slip, 'banker', 1_000 as Fen);
    slip = placeChip(slip, 'tie', 100 as Fen);
    expect(slip).toEqual({ banker: 1_500, tie: 100 });
    expect(slipTotal(slip)).toBe(1_600);
  });
});
