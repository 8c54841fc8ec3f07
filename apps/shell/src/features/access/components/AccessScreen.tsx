import { useTranslation } from '@platform/i18n';
import { selectSession, useAppSelector } from '@platform/api-client';
import { PageLayout } from '@platform/ui';
import { ErrorBlock } from '@platform/ui/blocks';
import { storedRestrictedIp } from '../../../session/persistence';

/** Shown when access is blocked (errorCode "403"), with the ip the server saw. */
export function AccessScreen() {
  const { t } = useTranslation('shell');
  const { restrictedIp } = useAppSelector(selectSession);
  const ip = restrictedIp ?? storedRestrictedIp();
  return (
    <PageLayout title={t('access.title')}>
      <div data-testid="access-page">
        <ErrorBlock
          status="default"
          title={t('access.heading')}
          description={t('access.description')}
        />
        {ip && (
          <p className="shell-access-ip">
            {t('access.ip')}: <strong data-testid="access-ip">{ip}</strong>
          </p>
        )}
      </div>
    </PageLayout>
  );
}
