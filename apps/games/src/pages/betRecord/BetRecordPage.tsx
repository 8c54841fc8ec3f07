import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { BetRecordScreen } from '../../features/betRecord/components/BetRecordScreen';
import '../../features/catalogue/games.css';

/** The `betRecord` route (member): the sums and the bets of a period, by platform. */
export default function BetRecordPage() {
  const { t } = useTranslation('games');
  const back = useBack(routePath('my'));
  return (
    <PageLayout title={t('titles.betRecord')} onBack={back}>
      <BetRecordScreen />
    </PageLayout>
  );
}
