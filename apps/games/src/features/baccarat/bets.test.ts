import { describe, expect, it } from 'vitest';
import type { Fen } from '@platform/api-client';
import { cardFace, placeChip, slipTotal } from './bets';

describe('baccarat slip', () => {
  it('adds chips per area and totals them', () => {
    let slip = placeChip({}, 'banker', 500 as Fen);
    slip = placeChip(slip, 'banker', 1_000 as Fen);
    slip = placeChip(slip, 'tie', 100 as Fen);
    expect(slip).toEqual({ banker: 1_500, tie: 100 });
    expect(slipTotal(slip)).toBe(1_600);
  });

  it('names cards by rank and suit', () => {
    expect(cardFace({ rank: 1, suit: 'spades' })).toEqual({ rank: 'A', suit: '♠' });
    expect(cardFace({ rank: 12, suit: 'hearts' })).toEqual({ rank: 'Q', suit: '♥' });
    expect(cardFace({ rank: 10, suit: 'clubs' })).toEqual({ rank: '10', suit: '♣' });
  });
});
