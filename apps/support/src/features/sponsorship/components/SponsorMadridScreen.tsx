import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { ClubScreen } from './ClubScreen';
import { sponsoredClubKey } from '../sponsorshipRoutes';

const CLUB_KEY = sponsoredClubKey('sponsorMadrid')!;

/** The `sponsorMadrid` route (guests too): the sponsored Madrid club. */
export function SponsorMadridScreen() {
  const { t } = useTranslation('support');
  const back = useBack(routePath('sponsor'));
  return (
    <PageLayout title={t('sponsor.club.title')} onBack={back}>
      <ClubScreen clubKey={CLUB_KEY} />
    </PageLayout>
  );
}
