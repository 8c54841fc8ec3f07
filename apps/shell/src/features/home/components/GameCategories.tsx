import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { GameType } from '@platform/api-client/tables';
import {
  AppstoreOutline,
  CouponOutline,
  FlagOutline,
  Grid,
  MovieOutline,
  PlayOutline,
  useAppNavigate,
  VideoOutline,
} from '@platform/ui';

/**
 * The six game categories (docs/product-rules.md#games); each opens the games area's list on that
 * category (`?gameType=`, the contract's GAME_TYPES).
 */
export const GAME_CATEGORIES = [
  { key: 'sports', gameType: 'sports', Icon: FlagOutline },
  { key: 'live', gameType: 'liveVideo', Icon: VideoOutline },
  { key: 'chess', gameType: 'chessAndCards', Icon: AppstoreOutline },
  { key: 'esports', gameType: 'esports', Icon: PlayOutline },
  { key: 'lottery', gameType: 'lottery', Icon: CouponOutline },
  { key: 'electronic', gameType: 'electronic', Icon: MovieOutline },
] as const satisfies readonly { key: string; gameType: GameType; Icon: unknown }[];

export function GameCategories() {
  const { t } = useTranslation('shell');
  const navigate = useAppNavigate();
  return (
    <section className="home-games">
      <h3>{t('games.title')}</h3>
      <Grid columns={3} gap={8}>
        {GAME_CATEGORIES.map((c) => (
          <Grid.Item
            key={c.key}
            data-testid={`category-${c.key}`}
            onClick={() => navigate(routePath('gameList', { gameType: c.gameType }))}
          >
            <button type="button" className="home-game">
              <c.Icon className="home-game-icon" aria-hidden />
              <span>{t(`games.${c.key}`)}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}
