import { routePath } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Navigate, useNavigate } from '@platform/ui/router';
import { PageLayout, QueryState, useBack, useMember } from '@platform/ui';
import { RealNameForm } from './RealNameForm';
import { useRefreshSession } from '../hooks/useRefreshSession';
import { useReturnPath } from '../../security';
import { successPath } from '../returnPath';

/** /pages/system/setName: the real name, once; a confirmed one is shown on verifiedState. */
export function SetNameScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useBack(routePath('settings'));
  const returnPath = useReturnPath();
  const member = useMember();
  const refresh = useRefreshSession();
  // Once saved, the name is confirmed: the page is leaving for the success page.
  const [saved, setSaved] = useState(false);
  if (member.value?.realNameConfirmed && !saved)
    return <Navigate replace to={routePath('verifiedState')} />;
  const done = async () => {
    setSaved(true);
    await refresh('userInfo');
    void navigate(successPath('name', returnPath), { replace: true });
  };
  return (
    <PageLayout title={t('settings.realName.title')} onBack={back}>
      <QueryState isLoading={member.isLoading} isError={member.failed} onRetry={member.retry}>
        {member.value && <RealNameForm onDone={() => void done()} />}
      </QueryState>
    </PageLayout>
  );
}
