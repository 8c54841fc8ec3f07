import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate } from '@platform/ui/router';
import { PageLayout, QueryState, useBack, useMember } from '@platform/ui';
import { LoginPasswordForm } from '../../features/settings/components/LoginPasswordForm';
import { useReturnPath } from '../../features/security/hooks/useReturnPath';
import { successPath } from '../../features/settings/returnPath';

/** /pages/system/exitPassword: change the login password (docs/product-rules.md#passwords). */
export default function LoginPasswordPage() {
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
