import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { UserInfo } from '@platform/api-client';
import { List, useAppNavigate } from '@platform/ui';

/** Phone and e-mail as the server sends them (already masked), changed on the settings pages. */
export function ContactRows({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const rows = [
    { key: 'phone', value: user.mobile, path: routePath('setPhone') },
    { key: 'email', value: user.email, path: routePath('setEmail') },
  ] as const;
  return (
    <List header={t('profile.contacts')} className="account-list">
      {rows.map(({ key, value, path }) => (
        <List.Item
          key={key}
          data-testid={`profile-${key}`}
          extra={
            <span className={value ? undefined : 'account-muted'}>
              {value ?? t('shared.notBound')}
            </span>
          }
          onClick={() => navigate(path)}
        >
          {t(`profile.${key}`)}
        </List.Item>
      ))}
    </List>
  );
}
