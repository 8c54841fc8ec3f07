import { describe, expect, it } from 'vitest';
import type { Fen } from '@platform/api-client';
import { OUTSIDE_BETS, betsTotal, placeBet, split, straight } from './layout';
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
