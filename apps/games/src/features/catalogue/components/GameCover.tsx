import { useTranslation } from '@platform/i18n';
import type { Game } from '@platform/api-client';
import { HeartOutline, Tag } from '@platform/ui';

/**
 * One game of the grid: its cover (loaded lazily), its name and the favourite heart. A game under
 * maintenance says so and cannot be opened (docs/product-rules.md#games).
 */
export function GameCover({
  game,
  favourite,
  onOpen,
  onToggleFavourite,
}: {
  game: Game;
  favourite: boolean;
  onOpen: () => void;
  onToggleFavourite: () => void;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="games-cover" data-testid="game-cover" data-game={game.gameCode}>
      <button
        type="button"
        className="games-cover-open"
        disabled={game.maintenance}
        onClick={onOpen}
      >
        {game.iconUrl ? (
          <img
            className="games-cover-image"
            src={game.iconUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={96}
            height={96}
          />
        ) : (
          <span className="games-cover-image games-cover-blank" aria-hidden>
            {game.gameName.slice(0, 1)}
          </span>
        )}
        <span className="games-cover-name">{game.gameName}</span>
      </button>
      {game.maintenance && (
        <Tag color="warning" className="games-cover-maintenance">
          {t('list.maintenance')}
        </Tag>
      )}
      <button
        type="button"
        className={favourite ? 'games-heart games-heart-on' : 'games-heart'}
        aria-pressed={favourite}
        aria-label={favourite ? t('favourites.remove') : t('favourites.add')}
        data-testid="favourite-toggle"
        onClick={onToggleFavourite}
      >
        <HeartOutline aria-hidden />
      </button>
    </div>
  );
}
