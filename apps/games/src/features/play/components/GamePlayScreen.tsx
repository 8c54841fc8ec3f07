import { Suspense, useState } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { BreakNotice, DelayedSpinner, PageLayout, useBack, usePlayerBreak } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { GameLauncher } from './GameLauncher';
import '../play.css';

/**
 * The play page: launches the game of `?platCode=&gameCode=`; an in-house game plays here, in the
 * screen `screens` gives for it (the page lists them: each is its own feature and chunk). During a
 * cool-off or self-exclusion nothing is launched: the break's notice stands in for the game
 * (docs/product-rules.md#responsible-gambling).
 */
export function GamePlayScreen({
  screens,
}: {
  screens: Parameters<typeof GameLauncher>[0]['screens'];
}) {
  const { t } = useTranslation('games');
  const back = useBack(routePath('gameList'));
  const [params] = useSearchParams();
  const platCode = params.get('platCode') ?? '';
  const gameCode = params.get('gameCode') || undefined;
  // "Play" until the launch answers with the game's name.
  const [gameName, setGameName] = useState<string | null>(null);
  const { block, known } = usePlayerBreak();
  return (
    <PageLayout title={gameName ?? t('play.title')} onBack={back}>
      {!known ? (
        <DelayedSpinner />
      ) : block ? (
        <BreakNotice block={block} />
      ) : (
        <Suspense fallback={<DelayedSpinner />}>
          <GameLauncher
            platCode={platCode}
            gameCode={gameCode}
            screens={screens}
            onGameName={setGameName}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
