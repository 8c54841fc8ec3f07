import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
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
 * The six game categories (docs/product-rules.md#games); each opens the games area's list for that
 * category.
 */
export const GAME_CATEGORIES = [
  { key: 'sports', Icon: FlagOutline },
  { key: 'live', Icon: VideoOutline },
  { key: 'chess', Icon: AppstoreOutline },
  { key: 'esports', Icon: PlayOutline },
  { key: 'lottery', Icon: CouponOutline },
  { key: 'electronic', Icon: MovieOutline },
] as const;

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
            onClick={() => navigate(routePath('gameList', { type: c.key }))}
          >
            <div className="home-game">
              <c.Icon className="home-game-icon" aria-hidden />
              <span>{t(`games.${c.key}`)}</span>
            </div>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}
