import { describe, expect, it } from 'vitest';
import type { Fen } from '@platform/api-client';
import { OUTSIDE_BETS, betsTotal, placeBet, split, straight, tapBet } from './layout';
import { WHEEL_ORDER, pocketAt, spinTo } from './wheel';

describe('roulette layout', () => {
  it('splits only numbers that touch on the layout', () => {
    expect(split(1, 2)).toEqual({ type: 'split', numbers: [1, 2] });
    expect(split(4, 1)).toEqual({ type: 'split', numbers: [1, 4] });
    expect(split(0, 3)).toEqual({ type: 'split', numbers: [0, 3] });
    expect(split(3, 4)).toBeNull();
    expect(split(1, 3)).toBeNull();
    expect(split(0, 4)).toBeNull();
  });

  it('places streets, corners and six lines from one tapped number, only where they exist', () => {
    expect(tapBet('street', 14)).toEqual({ type: 'street', numbers: [13, 14, 15] });
    expect(tapBet('corner', 14)).toEqual({ type: 'corner', numbers: [14, 15, 17, 18] });
    expect(tapBet('corner', 15)).toBeNull();
    expect(tapBet('sixLine', 31)).toEqual({ type: 'sixLine', numbers: [31, 32, 33, 34, 35, 36] });
    expect(tapBet('sixLine', 34)).toBeNull();
    expect(tapBet('street', 0)).toBeNull();
  });

  it('names outside bets as the engine takes them', () => {
    expect(OUTSIDE_BETS.dozen2).toEqual({ type: 'dozen', index: 2 });
    expect(OUTSIDE_BETS.red).toEqual({ type: 'red' });
  });

  it('grows the stake of a bet placed twice', () => {
    let bets = placeBet([], straight(17), 100 as Fen);
    bets = placeBet(bets, straight(17), 500 as Fen);
    bets = placeBet(bets, OUTSIDE_BETS.red, 100 as Fen);
    expect(bets.map((b) => [b.type, b.stake])).toEqual([
      ['straight', 600],
      ['red', 100],
    ]);
    expect(betsTotal(bets)).toBe(700);
  });
});

describe('the wheel', () => {
  it('has the 37 pockets of a European wheel', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('stops every pocket under the pointer, always spinning forward', () => {
    let rotation = 0;
    for (const pocket of WHEEL_ORDER) {
      const next = spinTo(rotation, pocket);
      expect(next).toBeGreaterThan(rotation + 360 * 4);
      expect(pocketAt(next)).toBe(pocket);
      rotation = next;
    }
  });
});
