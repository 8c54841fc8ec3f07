import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Navigate } from '@platform/ui/router';
import { PageLayout, QueryState, Result, useBack, useMember } from '@platform/ui';
import { maskRealName } from '../../security';

/** /pages/system/verifiedState: the confirmed real name (masked) and that it is verified. */
export function VerifiedStateScreen() {
  const { t } = useTranslation('account');
  const back = useBack(routePath('settings'));
  const member = useMember();
  const info = member.value;
  if (info && !(info.realNameConfirmed && info.realName))
    return <Navigate replace to={routePath('setName')} />;
  return (
    <PageLayout title={t('settings.verified.title')} onBack={back}>
      <QueryState isLoading={member.isLoading} isError={member.failed} onRetry={member.retry}>
        {info?.realName && (
          <Result
            status="success"
            title={<span data-testid="verified-name">{maskRealName(info.realName)}</span>}
            description={
              <>
                <strong data-testid="verified-state">{t('settings.state.verified')}</strong>
                <br />
                {t('settings.verified.description')}
              </>
            }
          />
        )}
      </QueryState>
    </PageLayout>
  );
}
