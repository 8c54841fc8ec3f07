import {
  selectIsLogin,
  useAppSelector,
  useGetGameListByGameTypeQuery,
  useGetGameListQuery,
} from '@platform/api-client';
import { GAMES_PAGE_SIZE, type GameFilters } from '../gameQuery';

/**
 * One page of the list's games: a guest asks getGameList (a venue's games, no favourites), a member
 * getGameListByGameType (favourites marked, or favourites only). Each page is its own cached query,
 * shared by every row that shows it, so scrolling back never asks again.
 */
export function useGamePage(filters: GameFilters, pageNum: number, { skip = false } = {}) {
  const isLogin = useAppSelector(selectIsLogin);
  const keyword = filters.keyword.trim() || undefined;
  const common = {
    pageNum,
    pageSize: GAMES_PAGE_SIZE,
    gameType: filters.gameType,
    platCode: filters.platCode,
    keyword,
  };
  const guest = useGetGameListQuery(common, { skip: skip || isLogin || !filters.platCode });
  const member = useGetGameListByGameTypeQuery(
    { ...common, ...(filters.favouritesOnly ? { favouritesOnly: true } : {}) },
    { skip: skip || !isLogin || !filters.platCode },
  );
  return isLogin ? member : guest;
}
