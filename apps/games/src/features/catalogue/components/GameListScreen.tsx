import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  selectIsLogin,
  useAppSelector,
  useGameCollectDeleteAllMutation,
  useGetAllPlatTypesQuery,
} from '@platform/api-client';
import { Button, Dialog, HeartOutline, QueryState, Result, useLoginDialog } from '@platform/ui';
import { useLocation, useSearchParams } from '@platform/ui/router';
import { SEARCH_DEBOUNCE_MS, gameTypeOf, type GameFilters, type GameType } from '../gameQuery';
import { useDebounced } from '../hooks/useDebounced';
import { CategoryTabs } from './CategoryTabs';
import { GameGrid } from './GameGrid';
import { GameSearch } from './GameSearch';
import { RebateLine } from './RebateLine';
import { VenueChips } from './VenueChips';

/**
 * The game list (docs/product-rules.md#games): `?gameType=` the category, `?platCode=` the venue
 * (else the category's first venue open), `?favourites=1` only the member's favourites; the search
 * keyword asks once typing pauses.
 */
export function GameListScreen() {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const askLogin = useLoginDialog();
  const gameType = gameTypeOf(params.get('gameType'));
  const favouritesOnly = isLogin && params.get('favourites') === '1';
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed, SEARCH_DEBOUNCE_MS);

  const plats = useGetAllPlatTypesQuery();
  const venues = [
    ...(plats.data?.gamePlatTypeList.find((group) => group.gameType === gameType)?.platList ?? []),
  ].sort((a, b) => a.sort - b.sort);
  const asked = params.get('platCode');
  const venue =
    venues.find((v) => v.platCode === asked) ?? venues.find((v) => !v.maintenance) ?? venues[0];

  const update = (next: { gameType?: GameType; platCode?: string; favourites?: boolean }) => {
    const search: Record<string, string> = { gameType: next.gameType ?? gameType };
    // A new category starts on its own first venue unless one is named.
    const platCode = next.platCode ?? (next.gameType ? undefined : venue?.platCode);
    if (platCode) search.platCode = platCode;
    if (next.favourites ?? favouritesOnly) search.favourites = '1';
    setParams(search, { replace: true });
  };
  const [clearFavourites] = useGameCollectDeleteAllMutation();
  const clearAll = async () => {
    const confirmed = await Dialog.confirm({
      content: t('favourites.clearConfirm'),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    // The lists refetch through the Favourites tag.
    if (confirmed) await clearFavourites();
  };
  const toggleFavourites = () => {
    if (!isLogin) askLogin(`${location.pathname}${location.search}`);
    else update({ favourites: !favouritesOnly });
  };

  const filters: GameFilters | null = venue
    ? { gameType, platCode: venue.platCode, keyword, favouritesOnly }
    : null;
  return (
    <div className="games-list">
      <CategoryTabs value={gameType} onChange={(type) => update({ gameType: type })} />
      <GameSearch
        value={typed}
        onChange={setTyped}
        onPopular={(game) => {
          setTyped(game.gameName);
          update({ gameType: game.gameType, platCode: game.platCode, favourites: false });
        }}
      />
      <QueryState
        isLoading={plats.isLoading}
        isError={plats.isError && !plats.data}
        isEmpty={plats.data !== undefined && venues.length === 0}
        emptyText={t('list.noVenues')}
        onRetry={() => void plats.refetch()}
      >
        <div className="games-toolbar">
          <VenueChips
            venues={venues}
            value={venue?.platCode}
            onChange={(platCode) => update({ platCode })}
          />
          <Button
            size="small"
            fill={favouritesOnly ? 'solid' : 'outline'}
            color={favouritesOnly ? 'danger' : 'default'}
            aria-pressed={favouritesOnly}
            data-testid="favourites-filter"
            onClick={toggleFavourites}
          >
            <HeartOutline aria-hidden /> {t('favourites.filter')}
          </Button>
          {favouritesOnly && (
            <Button
              size="small"
              fill="none"
              data-testid="favourites-clear"
              onClick={() => void clearAll()}
            >
              {t('favourites.clearAll')}
            </Button>
          )}
        </div>
        <RebateLine gameType={gameType} platCode={venue?.platCode} />
        {venue?.maintenance ? (
          <Result
            status="warning"
            title={t('list.maintenanceTitle', { venue: venue.platName })}
            description={t('list.maintenanceText')}
            data-testid="venue-maintenance"
          />
        ) : (
          filters && (
            <GameGrid
              key={`${filters.gameType}|${filters.platCode}|${filters.keyword}|${favouritesOnly}`}
              filters={filters}
            />
          )
        )}
      </QueryState>
    </div>
  );
}
