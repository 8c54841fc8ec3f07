import { useEffect, type ReactNode } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, DelayedSpinner, Result } from '@platform/ui';
import { useNavigate } from '@platform/ui/router';
import { useLaunch, useVenueName } from '../hooks/useLaunch';
import type { InhouseGame } from '../launch';
import { RulesLink } from '../../rules';
import { NoSuchGame } from './NoSuchGame';
import { VenueBalanceBar } from './VenueBalanceBar';

/**
 * The play page's body: launches the game, then either plays an in-house game here, under the
 * venue balance and its top-up and the link to the game's rules, or hands a third-party launch URL to playH5.
 */
export function GameLauncher({
  platCode,
  gameCode,
  screens,
  onGameName,
}: {
  platCode: string;
  gameCode: string | undefined;
  screens: Record<InhouseGame, (platCode: string) => ReactNode>;
  /** Told the game's name once the launch answers (the page's title). */
  onGameName?: (name: string) => void;
}) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const venueName = useVenueName(platCode);
  const { target, gameName, failed, notFound, retry } = useLaunch(platCode, gameCode);

  useEffect(() => {
    if (gameName) onGameName?.(gameName);
  }, [gameName, onGameName]);

  useEffect(() => {
    if (target?.kind === 'external') {
      void navigate(routePath('gamePlayH5', { url: target.url, platCode }), { replace: true });
    }
  }, [target, navigate, platCode]);

  // Nothing is launched without a venue; a game or venue the server does not know is no retry.
  if (!platCode) return <NoSuchGame reason="noGame" />;
  if (notFound) return <NoSuchGame reason="unknownGame" />;
  if (failed) {
    return (
      <Result
        status="error"
        title={t('play.failed')}
        description={
          <Button size="small" color="primary" data-testid="play-retry" onClick={retry}>
            {t('play.retry')}
          </Button>
        }
      />
    );
  }
  if (target?.kind === 'unsupported') {
    return <Result status="warning" title={t('play.unsupported')} data-testid="play-unsupported" />;
  }
  if (target?.kind !== 'inhouse') return <DelayedSpinner />;
  return (
    <div className="games-play" data-testid={`play-${target.game}`}>
      <VenueBalanceBar platCode={platCode} venueName={venueName} />
      <RulesLink game={target.game} />
      {screens[target.game](platCode)}
    </div>
  );
}
