import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate } from '@platform/ui/router';
import { PageLayout, QueryState, useBack, useMember } from '@platform/ui';
import { LoginPasswordForm } from './LoginPasswordForm';
import { useReturnPath } from '../../security';
import { successPath } from '../returnPath';

/** /pages/system/exitPassword: change the login password (docs/product-rules.md#passwords). */
export function LoginPasswordScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useBack(routePath('settings'));
  const returnPath = useReturnPath();
  const member = useMember();
  return (
    <PageLayout title={t('settings.loginPassword.title')} onBack={back}>
      <QueryState isLoading={member.isLoading} isError={member.failed} onRetry={member.retry}>
        {member.value && (
          <LoginPasswordForm
            username={member.value.username}
            onDone={() =>
              void navigate(successPath('loginPassword', returnPath), { replace: true })
            }
          />
        )}
      </QueryState>
    </PageLayout>
  );
}
