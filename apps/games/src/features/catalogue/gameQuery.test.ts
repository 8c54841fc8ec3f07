import { describe, expect, it } from 'vitest';
import { GAMES_PAGE_SIZE, GRID_COLUMNS, gameTypeOf, pageOfRow, rowCount } from './gameQuery';

describe('the game grid', () => {
  it('has one row per three games, the last one partly filled', () => {
    expect(rowCount(0)).toBe(0);
    expect(rowCount(5000)).toBe(1667);
  });

  it('finds the page of a row, a row never spanning two pages', () => {
    const rowsPerPage = GAMES_PAGE_SIZE / GRID_COLUMNS;
    expect(pageOfRow(0)).toEqual({ pageNum: 1, offset: 0 });
    expect(pageOfRow(rowsPerPage - 1)).toEqual({ pageNum: 1, offset: GAMES_PAGE_SIZE - 3 });
    expect(pageOfRow(rowsPerPage)).toEqual({ pageNum: 2, offset: 0 });
    expect(GAMES_PAGE_SIZE % GRID_COLUMNS).toBe(0);
  });

  it('reads the category of the address, the first one when unknown', () => {
    expect(gameTypeOf('lottery')).toBe('lottery');
    expect(gameTypeOf('live')).toBe('sports');
    expect(gameTypeOf(null)).toBe('sports');
  });
});
