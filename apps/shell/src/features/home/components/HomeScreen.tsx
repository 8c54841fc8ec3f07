import { useTranslation } from '@platform/i18n';
import { selectIsLogin, useAppSelector, useGetWebsiteBasicInfoQuery } from '@platform/api-client';
import { PageLayout, siteNameOf } from '@platform/ui';
import { LanguagePicker } from '../../../language/LanguagePicker';
import { BalanceCard } from './BalanceCard';
import { Banner } from './Banner';
import { GameCategories } from './GameCategories';
import { GuestPrompt } from './GuestPrompt';
import { NoticeMarquee } from './NoticeMarquee';
import { PopularGames } from './PopularGames';
import { Shortcuts } from './Shortcuts';

/** Home: banner, notices, the guest prompt or the member's balance, shortcuts, games, popular games. */
export function HomeScreen() {
  const { t } = useTranslation('shell');
  const isLogin = useAppSelector(selectIsLogin);
  const { data } = useGetWebsiteBasicInfoQuery();
  const siteName = siteNameOf(data?.websiteBasicList);
  return (
    <PageLayout
      title={siteName ?? t('home.title')}
      documentTitle={t('home.title')}
      right={<LanguagePicker />}
    >
      <div className="home" data-testid="home">
        <Banner />
        {/* The notice bar's place is kept while the notices load (or when there are none). */}
        <div className="home-notice-slot">
          <NoticeMarquee />
        </div>
        {isLogin ? <BalanceCard /> : <GuestPrompt />}
        <Shortcuts />
        <GameCategories />
        <PopularGames />
      </div>
    </PageLayout>
  );
}
