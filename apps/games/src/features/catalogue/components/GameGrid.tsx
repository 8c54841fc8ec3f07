import { routePath } from '@platform/routes';
import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@platform/i18n';
import { QueryState, useAppNavigate } from '@platform/ui';
import {
  GRID_COLUMNS,
  GRID_ROW_HEIGHT,
  gameKey,
  pageOfRow,
  rowCount,
  type GameFilters,
} from '../gameQuery';
import { useFavourites } from '../hooks/useFavourites';
import { useGamePage } from '../hooks/useGamePage';
import { GameCover } from './GameCover';

type Favourites = ReturnType<typeof useFavourites>;

/** One row of covers, from the page that holds it (asked when the row first comes into view). */
function GameRow({
  filters,
  row,
  favourites,
}: {
  filters: GameFilters;
  row: number;
  favourites: Favourites;
}) {
  const navigate = useAppNavigate();
  const { pageNum, offset } = pageOfRow(row);
  const { data } = useGamePage(filters, pageNum);
  if (!data) {
    return (
      <>
        {Array.from({ length: GRID_COLUMNS }, (_, i) => (
          <div key={i} className="games-cover games-cover-loading" aria-hidden />
        ))}
      </>
    );
  }
  return (
    <>
      {data.list.slice(offset, offset + GRID_COLUMNS).map((game) => (
        <GameCover
          key={gameKey(game)}
          game={game}
          favourite={favourites.isFavourite(game)}
          onOpen={() =>
            navigate(routePath('gamePlay', { platCode: game.platCode, gameCode: game.gameCode }))
          }
          onToggleFavourite={() => void favourites.toggle(game)}
        />
      ))}
    </>
  );
}

/**
 * The games of a venue as a grid of covers that scrolls with the page: only the rows in view (and a
 * few around them) are in the document, each row a fixed height, so 5,000 games scroll like 50.
 */
export function GameGrid({ filters }: { filters: GameFilters }) {
  const { t } = useTranslation('games');
  const first = useGamePage(filters, 1);
  const favourites = useFavourites();
  const total = first.data?.total ?? 0;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, [first.data]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount(total),
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: 3,
    scrollMargin,
  });
  const emptyText = filters.favouritesOnly
    ? t('favourites.empty')
    : filters.keyword.trim()
      ? t('search.empty')
      : t('list.empty');
  return (
    <QueryState
      isLoading={first.isLoading}
      isError={first.isError && !first.data}
      isEmpty={first.data?.total === 0}
      emptyText={emptyText}
      onRetry={() => void first.refetch()}
    >
      <div
        ref={listRef}
        className="games-grid"
        data-testid="game-grid"
        data-total={total}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            className="games-grid-row"
            data-testid="game-row"
            style={{
              height: GRID_ROW_HEIGHT,
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <GameRow filters={filters} row={item.index} favourites={favourites} />
          </div>
        ))}
      </div>
    </QueryState>
  );
}
