import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { UserInfo } from '@platform/api-client';
import { useAppNavigate } from '@platform/ui';

/** The player at the top of the my page: avatar, name, VIP level (to the VIP page), days joined. */
export function MyHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  return (
    <header className="account-my-header" data-testid="my-header">
      <button
        type="button"
        className="account-plain account-my-identity"
        data-testid="my-profile"
        onClick={() => navigate(routePath('profile'))}
      >
        {user.avatar ? (
          <img className="account-avatar" src={user.avatar} alt={t('my.avatar')} />
        ) : (
          <span className="account-avatar account-avatar-initial" aria-hidden>
            {user.username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="account-my-name">
          <strong data-testid="my-username">{user.username}</strong>
          <small data-testid="my-days">{t('my.daysJoined', { days: user.daysSinceJoining })}</small>
        </span>
      </button>
      <button
        type="button"
        className="account-vip"
        data-testid="my-vip"
        onClick={() => navigate(routePath('vipPrivilege'))}
      >
        {t('my.vip', { level: user.vipLevel })}
      </button>
    </header>
  );
}
