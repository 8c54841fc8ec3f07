import { routePath } from '@platform/routes';
import { useTranslation } from 'react-i18next';
import { Grid, useAppNavigate } from '@platform/ui';

/**
 * The six game categories (docs/product-rules.md#games); each opens the games area's list for that
 * category.
 */
export const GAME_CATEGORIES = [
  { key: 'sports', icon: '⚽' },
  { key: 'live', icon: '🎥' },
  { key: 'chess', icon: '♠' },
  { key: 'esports', icon: '🎮' },
  { key: 'lottery', icon: '🎱' },
  { key: 'electronic', icon: '🎰' },
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
              <span aria-hidden>{c.icon}</span>
              <span>{t(`games.${c.key}`)}</span>
            </div>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}
