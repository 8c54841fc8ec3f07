import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, DelayedSpinner, PageLayout, useAppNavigate, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { RULES_GAMES, RULES_GAME_NAME, isRulesGame, type RulesGame } from '../games';
import '../rules.css';

// Each game's rules its own chunk: a player reads one game's.
const RULES: Readonly<Record<RulesGame, LazyExoticComponent<ComponentType>>> = {
  baccarat: lazy(() => import('./BaccaratRules')),
  roulette: lazy(() => import('./RouletteRules')),
  sicbo: lazy(() => import('./SicboRules')),
  dragonTiger: lazy(() => import('./DragonTigerRules')),
  keno: lazy(() => import('./KenoRules')),
  slot: lazy(() => import('./SlotRules')),
  lottery6: lazy(() => import('./Lottery6Rules')),
};

/** Without a game: every in-house game, each leading to its rules. */
function RulesIndex() {
  const { t } = useTranslation('games');
  const navigate = useAppNavigate();
  return (
    <div className="rules" data-testid="rules-index">
      <p>{t('rules.choose')}</p>
      <ul className="rules-index">
        {RULES_GAMES.map((game) => (
          <li key={game}>
            <Button
              block
              fill="outline"
              data-testid={`rules-index-${game}`}
              onClick={() => navigate(routePath('gameRules', { gameCode: game }))}
            >
              {t(RULES_GAME_NAME[game])}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The rules page (docs/product-rules.md#game-rules), `?gameCode=`: how a round of the game is
 * played, how its outcome comes from the provably fair seeds, and its full paytable, every figure
 * read from @platform/fair-games, the engine the server plays with. Without a known game, the list.
 */
export function GameRulesScreen() {
  const { t } = useTranslation('games');
  const back = useBack(routePath('gameList'));
  const [params] = useSearchParams();
  const game = params.get('gameCode');
  if (!isRulesGame(game)) {
    return (
      <PageLayout title={t('rules.title')} onBack={back}>
        <RulesIndex />
      </PageLayout>
    );
  }
  const Rules = RULES[game];
  return (
    <PageLayout title={t('rules.titleOf', { game: t(RULES_GAME_NAME[game]) })} onBack={back}>
      <div className="rules" data-testid={`rules-${game}`}>
        <Suspense fallback={<DelayedSpinner />}>
          <Rules />
        </Suspense>
      </div>
    </PageLayout>
  );
}
