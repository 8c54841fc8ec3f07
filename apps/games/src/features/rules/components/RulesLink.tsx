import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, useAppNavigate } from '@platform/ui';
import { RULES_GAME_NAME, isRulesGame } from '../games';

/**
 * The way from a game's table (or its round check) to its rules page; nothing for a game without
 * one (the sportsbooks). "Rules" on a table, "Rules of <game>" where the game is not in view.
 */
export function RulesLink({ game, named = false }: { game: string; named?: boolean }) {
  const { t } = useTranslation('games');
  const navigate = useAppNavigate();
  if (!isRulesGame(game)) return null;
  return (
    <Button
      size="small"
      fill="none"
      color="primary"
      className="rules-link"
      data-testid="rules-link"
      onClick={() => navigate(routePath('gameRules', { gameCode: game }))}
    >
      {named ? t('rules.openOf', { game: t(RULES_GAME_NAME[game]) }) : t('rules.open')}
    </Button>
  );
}
