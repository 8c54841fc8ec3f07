import { useTranslation } from '@platform/i18n';
import {
  selectIsLogin,
  useAppSelector,
  useGetTop5PopularSearchGameQuery,
  type Game,
} from '@platform/api-client';
import { Button } from '@platform/ui';
import { gameKey } from '../gameQuery';

/**
 * The search box and, for a member, the five most searched games as chips (the call is a
 * member's); a chip opens that game's venue searched by its name.
 */
export function GameSearch({
  value,
  onChange,
  onPopular,
}: {
  value: string;
  onChange: (keyword: string) => void;
  onPopular: (game: Game) => void;
}) {
  const { t } = useTranslation('games');
  const isLogin = useAppSelector(selectIsLogin);
  const { data } = useGetTop5PopularSearchGameQuery(undefined, { skip: !isLogin });
  const popular = data?.gameList ?? [];
  return (
    <div className="games-search">
      <input
        type="search"
        className="games-search-input"
        data-testid="game-search"
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        maxLength={50}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {popular.length > 0 && (
        <div className="games-popular" data-testid="popular-searches">
          <span className="games-popular-label">{t('search.popular')}</span>
          {popular.map((game) => (
            <Button
              key={gameKey(game)}
              size="mini"
              fill="outline"
              shape="rounded"
              data-testid="popular-search"
              onClick={() => onPopular(game)}
            >
              {game.gameName}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
