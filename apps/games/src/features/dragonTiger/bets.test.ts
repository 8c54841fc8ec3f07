import { describe, expect, it } from 'vitest';
import type { Fen } from '@platform/api-client';
import { DRAGON_TIGER_AREAS, dragonTigerOdds, placeChip, slipTotal } from './bets';

describe('dragon tiger slip', () => {
  it('adds chips per area and totals them', () => {
    let slip = placeChip({}, 'dragon', 500 as Fen);
    slip = placeChip(slip, 'dragon', 1_000 as Fen);
    slip = placeChip(slip, 'suitedTie', 100 as Fen);
    expect(slip).toEqual({ dragon: 1_500, suitedTie: 100 });
    expect(slipTotal(slip)).toBe(1_600);
  });

  it('prints the odds the engine pays', () => {
    expect(DRAGON_TIGER_AREAS.map(dragonTigerOdds)).toEqual(['1:1', '8:1', '1:1', '50:1']);
  });
});
