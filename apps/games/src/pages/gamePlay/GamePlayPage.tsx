// Route gamePlay (?platCode=&gameCode=): launch a game; an in-house game plays here.
import { lazy } from 'react';
import { GamePlayScreen } from '../../features/play/components/GamePlayScreen';

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

// The in-house games, each its own feature and chunk: the page is where they join the launcher.
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
  return <GamePlayScreen screens={screens} />;
}
