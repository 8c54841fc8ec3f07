import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { VerifyPanel } from './VerifyPanel';
import '../verify.css';

/** The round check: an in-house round (`?roundId=`) replayed from its revealed seeds. */
export function GameVerifyScreen() {
  const { t } = useTranslation('games');
  const back = useBack(routePath('gameList'));
  const [params] = useSearchParams();
  return (
    <PageLayout title={t('verify.title')} onBack={back}>
      <VerifyPanel roundId={params.get('roundId')} />
    </PageLayout>
  );
}
