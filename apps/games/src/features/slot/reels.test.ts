import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS } from '@platform/fair-games';
import { SYMBOL_FACE, winningCells } from './reels';

describe('slot reels', () => {
  it('marks only the cells of each paying run, reel by reel along its line', () => {
    // Line 0 is the middle row; line 3 is the V from the top: rows 0, 1, 2, 1, 0.
    const cells = winningCells([
      { line: 0, count: 3 },
      { line: 3, count: 4 },
    ]);
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '3:1'].sort());
    expect(winningCells([])).toEqual(new Set());
  });

  it('has a face for every symbol', () => {
    for (const symbol of SLOT_SYMBOLS) expect(SYMBOL_FACE[symbol]).toBeTruthy();
  });
});
