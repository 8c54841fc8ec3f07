import { GAME_TYPES, type GameType } from '@platform/api-client/tables';

export type { GameType };

/** Covers per row of the grid: three fit a 375 px phone with a readable name under each. */
export const GRID_COLUMNS = 3;
/** A row's fixed height (cover, name, gap) in px: fixed, so the virtualizer never measures. */
export const GRID_ROW_HEIGHT = 152;
/** Games per page asked: 20 rows, a multiple of the columns so that a row never spans two pages. */
export const GAMES_PAGE_SIZE = GRID_COLUMNS * 20;
/** The search asks once typing pauses this long (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the list shows: a category, one of its venues, a keyword, favourites only. */
export interface GameFilters {
  gameType: GameType;
  platCode: string;
  keyword: string;
  favouritesOnly: boolean;
}

/** The category of `?gameType=`, the first category when absent or unknown. */
export function gameTypeOf(value: string | null): GameType {
  return GAME_TYPES.find((type) => type === value) ?? GAME_TYPES[0];
}

/** Rows of the grid for `total` games. */
export function rowCount(total: number): number {
  return Math.ceil(total / GRID_COLUMNS);
}

/** The page (from 1) holding a row's games, and the row's first index within that page. */
export function pageOfRow(row: number): { pageNum: number; offset: number } {
  const first = row * GRID_COLUMNS;
  return {
    pageNum: Math.floor(first / GAMES_PAGE_SIZE) + 1,
    offset: first % GAMES_PAGE_SIZE,
  };
}

/** A game's identity across venues (favourites and React keys). */
export function gameKey(game: { platCode: string; gameCode: string }): string {
  return `${game.platCode}/${game.gameCode}`;
}
