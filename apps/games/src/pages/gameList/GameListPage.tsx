import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { GameListScreen } from '../../features/catalogue/components/GameListScreen';
import '../../features/catalogue/games.css';

/** The `gameList` route (guests too): categories, venues, search, favourites and the games. */
export default function GameListPage() {
  const { t } = useTranslation('games');
  const back = useBack(routePath('home'));
  return (
    <PageLayout title={t('titles.list')} onBack={back}>
      <GameListScreen />
    </PageLayout>
  );
}
