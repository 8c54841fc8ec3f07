// Route gamePlay (?platCode=&gameCode=): launch a game; an in-house game plays here.
import { lazy, Suspense, useState } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { DelayedSpinner, PageLayout, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { GameLauncher } from '../../features/play/components/GameLauncher';
import '../../features/play/play.css';

const BaccaratScreen = lazy(() => import('../../features/baccarat/components/BaccaratScreen'));
const RouletteScreen = lazy(() => import('../../features/roulette/components/RouletteScreen'));
const SicboScreen = lazy(() => import('../../features/sicbo/components/SicboScreen'));
const DragonTigerScreen = lazy(
  () => import('../../features/dragonTiger/components/DragonTigerScreen'),
);
const KenoScreen = lazy(() => import('../../features/keno/components/KenoScreen'));
const SlotScreen = lazy(() => import('../../features/slot/components/SlotScreen'));
const Lottery6Screen = lazy(() => import('../../features/lottery6/components/Lottery6Screen'));
const SportsbookScreen = lazy(
  () => import('../../features/sportsbook/components/SportsbookScreen'),
);

const screens = {
  baccarat: (platCode: string) => <BaccaratScreen platCode={platCode} />,
  roulette: (platCode: string) => <RouletteScreen platCode={platCode} />,
  sicbo: (platCode: string) => <SicboScreen platCode={platCode} />,
  dragonTiger: (platCode: string) => <DragonTigerScreen platCode={platCode} />,
  keno: (platCode: string) => <KenoScreen platCode={platCode} />,
  slot: (platCode: string) => <SlotScreen platCode={platCode} />,
  lottery6: (platCode: string) => <Lottery6Screen platCode={platCode} />,
  sportsbook: (platCode: string) => <SportsbookScreen platCode={platCode} sport="football" />,
  esportsbook: (platCode: string) => <SportsbookScreen platCode={platCode} sport="esports" />,
};

export default function GamePlayPage() {
  const { t } = useTranslation('games');
  const back = useBack(routePath('gameList'));
  const [params] = useSearchParams();
  const platCode = params.get('platCode') ?? '';
  const gameCode = params.get('gameCode') || undefined;
  // "Play" until the launch answers with the game's name.
  const [gameName, setGameName] = useState<string | null>(null);
  return (
    <PageLayout title={gameName ?? t('play.title')} onBack={back}>
      <Suspense fallback={<DelayedSpinner />}>
        <GameLauncher
          platCode={platCode}
          gameCode={gameCode}
          screens={screens}
          onGameName={setGameName}
        />
      </Suspense>
    </PageLayout>
  );
}
