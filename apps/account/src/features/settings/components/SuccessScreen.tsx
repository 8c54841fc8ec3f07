import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate, useSearchParams } from '@platform/ui/router';
import { Button, PageLayout, Result } from '@platform/ui';
import { useReturnPath } from '../../security';
import { DONE_KINDS, type DoneKind } from '../returnPath';

/**
 * /pages/system/success?done=…: what the settings step did, then on to where the player came from
 * (`?redirect=`) or back to settings. The step's form is not behind it: it was replaced.
 */
export function SuccessScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = useReturnPath();
  const done = DONE_KINDS.find((kind) => kind === params.get('done')) as DoneKind | undefined;
  const next = () => void navigate(returnPath ?? routePath('settings'), { replace: true });
  return (
    <PageLayout title={t('settings.success.title')} onBack={next}>
      <Result
        status="success"
        title={t(done ? `settings.success.done.${done}` : 'settings.success.generic')}
        description={done === 'loginPassword' ? t('settings.success.otherSessions') : undefined}
        data-testid="settings-success"
      />
      <div className="account-actions">
        <Button block color="primary" onClick={next} data-testid="success-next">
          {t(returnPath ? 'settings.success.continue' : 'settings.success.back')}
        </Button>
      </div>
    </PageLayout>
  );
}
