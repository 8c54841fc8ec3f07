import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import {
  PageLayout,
  QueryState,
  useBack,
  useMember,
  usePayPasswordSet,
  WalletCurrencyChoice,
} from '@platform/ui';
import { SettingsList } from './SettingsList';
import { SignOutButton } from './SignOutButton';

/** /pages/system/system: the settings home (passwords, contact details, wallet currency, sign out). */
export function SettingsScreen() {
  const { t } = useTranslation('account');
  const back = useBack(routePath('my'));
  const member = useMember();
  const payPassword = usePayPasswordSet();
  return (
    <PageLayout title={t('settings.title')} onBack={back}>
      <QueryState isLoading={member.isLoading} isError={member.failed} onRetry={member.retry}>
        {member.value && (
          <div data-testid="settings-page">
            <SettingsList member={member.value} payPasswordSet={payPassword.value} />
            <WalletCurrencyChoice />
            <div className="account-actions">
              <SignOutButton />
            </div>
          </div>
        )}
      </QueryState>
    </PageLayout>
  );
}
