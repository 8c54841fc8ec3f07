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
 * /pages/system/setPhone: bind a first phone, or change the bound one — which needs the security
 * verification first (spec 8), so a player who has not just passed it is sent there and back.
 */
export default function SetPhonePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useBack(ACCOUNT_PATHS.settings);
  const returnPath = useReturnPath();
  const member = useMember();
  const refresh = useRefreshSession();
  const bound = member.value?.mobile ?? null;
  const { verifyFirst, changed } = useVerifiedChange(ACCOUNT_PATHS.setPhone, bound !== null);

  if (verifyFirst) return <Navigate replace to={verifyFirst} />;
  const done = async () => {
    changed();
    await refresh('userInfo');
    void navigate(successPath('phone', returnPath), { replace: true });
  };
  return (
    <PageLayout
      title={t(bound ? 'settings.phone.changeTitle' : 'settings.phone.title')}
      onBack={back}
    >
      <QueryState isLoading={member.isLoading} isError={member.failed} onRetry={member.retry}>
        {member.value && <ContactForm kind="phone" current={bound} onDone={() => void done()} />}
      </QueryState>
    </PageLayout>
  );
}
