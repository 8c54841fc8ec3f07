import { routePath } from '@platform/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  selectIsLogin,
  useAppSelector,
  useGetTop5PopularSearchGameQuery,
} from '@platform/api-client';
import { useAppNavigate } from '@platform/ui';
import { whenIdle } from '../../../federation/preloadNext';

/**
 * Under the categories, for a member: the five most searched games (getTop5PopularSearchGame, a
 * member's call), each opening its play page (docs/product-rules.md#games). Asked only once home
 * has loaded and the main thread is idle, so it costs the first screen nothing; its box has a
 * fixed height from the first render, so nothing moves when the covers arrive.
 */
export function PopularGames() {
  const { t } = useTranslation('shell');
  const navigate = useAppNavigate();
  const isLogin = useAppSelector(selectIsLogin);
  const [idle, setIdle] = useState(false);
  useEffect(() => (isLogin ? whenIdle(() => setIdle(true)) : undefined), [isLogin]);
  const { data } = useGetTop5PopularSearchGameQuery(undefined, { skip: !isLogin || !idle });
  if (!isLogin) return null;
  return (
    <section className="home-popular" data-testid="home-popular">
      <h3>{t('games.popular')}</h3>
      <div className="home-popular-row">
        {data?.gameList.map((game) => (
          <button
            key={`${game.platCode}/${game.gameCode}`}
            type="button"
            className="home-popular-game"
            data-testid="home-popular-game"
            onClick={() =>
              navigate(routePath('gamePlay', { platCode: game.platCode, gameCode: game.gameCode }))
            }
          >
            {game.iconUrl ? (
              <img
                src={game.iconUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={56}
                height={56}
              />
            ) : (
              <span className="home-popular-blank" aria-hidden>
                {game.gameName.slice(0, 1)}
              </span>
            )}
            <span className="home-popular-name">{game.gameName}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
