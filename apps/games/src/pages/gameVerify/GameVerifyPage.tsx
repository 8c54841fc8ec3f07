// Route gameVerify (?roundId=): check an in-house round from its revealed seeds.
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { VerifyPanel } from '../../features/verify/components/VerifyPanel';
import '../../features/verify/verify.css';

export default function GameVerifyPage() {
  const { t } = useTranslation('games');
  const back = useBack(routePath('gameList'));
  const [params] = useSearchParams();
  return (
    <PageLayout title={t('verify.title')} onBack={back}>
      <VerifyPanel roundId={params.get('roundId')} />
    </PageLayout>
  );
}
