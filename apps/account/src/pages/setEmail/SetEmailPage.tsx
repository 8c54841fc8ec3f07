import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageLayout, QueryState, useBack } from '@platform/ui';
import { ACCOUNT_PATHS } from '../../paths';
import { useVerifiedChange } from '../../features/security/hooks/useVerifiedChange';
import { ContactForm } from '../../features/settings/components/ContactForm';
import { useMember } from '../../features/settings/hooks/useMember';
import { useRefreshSession } from '../../features/settings/hooks/useRefreshSession';
import { useReturnPath } from '../../features/settings/hooks/useReturnPath';
import { successPath } from '../../features/settings/returnPath';

/**
 * /pages/system/setEmail: bind an e-mail, or change the bound one — which, like a phone, needs the
 * security verification first (a forgotten password can be reset through the e-mail).
 */
export default function SetEmailPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useBack(ACCOUNT_PATHS.settings);
  const returnPath = useReturnPath();
  const member = useMember();
  const refresh = useRefreshSession();
  const bound = member.value?.email ?? null;
  const { verifyFirst, changed } = useVerifiedChange(ACCOUNT_PATHS.setEmail, bound !== null);

  if (verifyFirst) return <Navigate replace to={verifyFirst} />;
  const done = async () => {
    changed();
    await refresh('userInfo');
    void navigate(successPath('email', returnPath), { replace: true });
  };
  return (
    <PageLayout
      title={t(bound ? 'settings.email.changeTitle' : 'settings.email.title')}
      onBack={back}
    >
      <QueryState isLoading={member.isLoading} isError={member.failed} onRetry={member.retry}>
        {member.value && <ContactForm kind="email" current={bound} onDone={() => void done()} />}
      </QueryState>
    </PageLayout>
  );
}
