import { useTranslation } from 'react-i18next';
import {
  selectSession,
  useAppSelector,
  useGetUserBalanceQuery,
  useLogoutMutation,
} from '@platform/api-client';
import { Button, Money } from '@platform/ui';

/** The member's balance (refreshed every 5 s by the session manager) with a manual refresh. */
export function BalanceCard() {
  const { t } = useTranslation('shell');
  const { userInfo, userBalanceMap } = useAppSelector(selectSession);
  const { refetch, isFetching } = useGetUserBalanceQuery();
  const [logout] = useLogoutMutation();
  return (
    <section className="home-card" data-testid="balance-card">
      <div className="home-card-row">
        <span>
          {userInfo?.username} · VIP{userInfo?.vipLevel ?? 1}
        </span>
        <Button
          size="mini"
          fill="none"
          loading={isFetching}
          onClick={() => void refetch()}
          aria-label={t('home.refresh')}
        >
          ⟳
        </Button>
      </div>
      <div className="home-balance">
        <small>{t('home.balance')}</small>
        <strong data-testid="balance-total">
          {userBalanceMap ? <Money fen={userBalanceMap.total} /> : '—'}
        </strong>
      </div>
      <Button size="mini" fill="outline" onClick={() => void logout()} data-testid="logout">
        {t('actions.logout', { ns: 'common' })}
      </Button>
    </section>
  );
}
